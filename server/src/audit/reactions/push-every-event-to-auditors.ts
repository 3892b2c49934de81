import { Injectable } from '@nestjs/common';
import type { AuditEventPushed } from '../../../../shared/socket-contract';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';

/** The audit log's live tail: auditors see every event as it is committed, before any other push of it. */
@Injectable()
@Reaction({ subscription: 'pushes', handles: 'all' })
export class PushEveryEventToAuditors {
  constructor(private readonly pushes: SocketPushes) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    await this.pushes.send({
      rooms: ROOMS.auditors,
      event: SOCKET_EVENTS.auditEvent,
      // As the socket sends it (dates as ISO text): what the contract's PushedRecordedEvent describes.
      payload: { position: recorded.position, event: JSON.parse(JSON.stringify(recorded)) as AuditEventPushed['event'] },
    });
  }
}
