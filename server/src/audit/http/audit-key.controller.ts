import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../shared/auth/auth.decorators';
import { DigestSigner } from '../log-integrity/digest-signer';

/** The public half of the key that signs the log's digests, at a fixed address anyone may read. */
@ApiTags('audit')
@Public()
@Controller('api/audit/key')
export class AuditKeyController {
  constructor(private readonly signer: DigestSigner) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  async key() {
    return { data: await this.signer.publicKey() };
  }
}
