import { Module } from '@nestjs/common';
import { AuditController } from './http/audit.controller';
import { AuditQueries } from './queries/audit-queries';
import { StreamHistoryService } from './time-travel/stream-history.service';
import { StreamReplayer } from './time-travel/stream-replayer';

const queries = [AuditQueries];

@Module({
  controllers: [AuditController],
  providers: [...queries, StreamReplayer, StreamHistoryService],
})
export class AuditModule {}
