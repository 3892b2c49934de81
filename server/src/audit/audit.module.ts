import { Module } from '@nestjs/common';
import { AuditController } from './http/audit.controller';
import { AuditQueries } from './queries/audit-queries';
import { PushEveryEventToAuditors } from './reactions/push-every-event-to-auditors';
import { StreamHistoryService } from './time-travel/stream-history.service';
import { StreamReplayer } from './time-travel/stream-replayer';

const queries = [AuditQueries];
const reactions = [PushEveryEventToAuditors];

@Module({
  controllers: [AuditController],
  providers: [...queries, ...reactions, StreamReplayer, StreamHistoryService],
})
export class AuditModule {}
