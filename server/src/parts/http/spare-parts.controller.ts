import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../shared/auth/auth.decorators';
import { PartListQueryDto } from './part-list-query.dto';
import { PartPage, PartQueries } from '../queries/part-queries';

/** The spare parts catalogue (CONTRACT.md: GET /api/spare-parts). */
@ApiTags('spare-parts')
@Controller('api/spare-parts')
export class SparePartsController {
  constructor(private readonly parts: PartQueries) {}

  @Public()
  @Get()
  list(@Query() query: PartListQueryDto): Promise<PartPage> {
    return this.parts.list(query);
  }
}
