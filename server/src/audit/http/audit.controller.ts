import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { once } from 'node:events';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { notFound } from '../../shared/http/http-errors';
import { AR } from '../../shared/messages/ar';
import { LogDigests } from '../log-integrity/log-digests';
import { AuditQueries } from '../queries/audit-queries';
import { StreamHistoryService } from '../time-travel/stream-history.service';
import { AuditFilterDto, AuditPageDto, StatePointDto } from './audit-query.dto';
import { ApiAnswer } from '../../openapi/api-answer.decorator';

const STREAM_TYPE = /^[a-z][a-z-]{0,40}$/;
const STREAM_ID = /^[\w-]{1,64}$/;

/** Read-only access to the event log for auditors (admins hold the right too). */
@ApiTags('audit')
@ApiBearerAuth()
@Roles('auditor')
@Controller('api/audit')
export class AuditController {
  constructor(
    private readonly audit: AuditQueries,
    private readonly history: StreamHistoryService,
    private readonly digests: LogDigests,
  ) {}

  /** The log's signed tree head: latest position, chain head, Merkle root (server/src/event-store/chain/CHAIN.md). */
  @Get('digest')
  async digest() {
    return { data: await this.digests.current() };
  }

  /** What proves the event at `position` is in the signed tree: its content, its hash and the audit path. */
  @Get('events/:position/proof')
  async proof(@Param('position') position: string) {
    const proof = /^[1-9]\d{0,15}$/.test(position) ? await this.digests.inclusion(Number(position)) : null;
    if (!proof) throw notFound(AR.audit.noEvent);
    return { data: proof };
  }

  @Get('events')
  events(@Query() query: AuditPageDto, @CurrentActor() actor: Actor) {
    return this.audit.page(query, query.cursor, query.limit ?? 50, actor.id);
  }

  @Get('streams/:type/:id')
  async stream(@Param('type') type: string, @Param('id') id: string) {
    this.assertStream(type, id);
    return { data: await this.history.history(type, id) };
  }

  /** The state after `version`, or as of time `at`; with neither, as it is now (rebuilt from the log). */
  @Get('streams/:type/:id/state')
  async state(@Param('type') type: string, @Param('id') id: string, @Query() point: StatePointDto) {
    this.assertStream(type, id);
    return {
      data: await this.history.stateAt(type, id, { version: point.version, at: point.at ? new Date(point.at) : undefined }),
    };
  }

  /** The filtered log as NDJSON, streamed in keyset batches with backpressure, whatever its size. */
  @Get('export')
  @ApiAnswer({ mediaType: 'application/x-ndjson', schema: 'AuditEventView', description: 'One event per line.' })
  @ApiProduces('application/x-ndjson')
  async export(@Query() filter: AuditFilterDto, @Res() res: Response, @CurrentActor() actor: Actor): Promise<void> {
    res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="sayyara-events-${new Date().toISOString().slice(0, 10)}.ndjson"`);
    let after: number | null = null;
    for (;;) {
      const batch = await this.audit.batch(filter, after, 2000, actor.id);
      if (!batch.length) break;
      if (!res.write(batch.map((e) => JSON.stringify(e)).join('\n') + '\n')) await once(res, 'drain');
      if (res.destroyed) return;
      after = batch[batch.length - 1].position;
    }
    res.end();
  }

  private assertStream(type: string, id: string): void {
    if (!STREAM_TYPE.test(type) || !STREAM_ID.test(id)) throw notFound(AR.audit.noStream);
  }
}
