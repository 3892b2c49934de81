import { Module } from '@nestjs/common';
import { AuditKeyController } from './http/audit-key.controller';
import { AuditController } from './http/audit.controller';
import { DigestSigner } from './log-integrity/digest-signer';
import { LogDigests } from './log-integrity/log-digests';
import { RecordLogDigestProcessor } from './log-integrity/record-log-digest.processor';
import { AuditQueries } from './queries/audit-queries';
import { PushEveryEventToAuditors } from './reactions/push-every-event-to-auditors';
import { StreamHistoryService } from './time-travel/stream-history.service';
import { ReadModelKeys } from './time-travel/read-model-keys';
import { StreamFolder } from './time-travel/stream-folder';

const queries = [AuditQueries];
const reactions = [PushEveryEventToAuditors];

@Module({
  controllers: [AuditController, AuditKeyController],
  providers: [
    ...queries,
    ...reactions,
    ReadModelKeys,
    StreamFolder,
    StreamHistoryService,
    DigestSigner,
    LogDigests,
    RecordLogDigestProcessor,
  ],
  exports: [LogDigests],
})
export class AuditModule {}
