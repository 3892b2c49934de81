import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../event-store/event-store.service';
import { metadataFor } from '../../shared/event-metadata';
import { notFound } from '../../shared/http/http-errors';
import { MESSAGE_STREAM, MessageEvent, MessageRead } from '../domain/message.events';
import { MarkMessageRead } from './mark-message-read.command';

@CommandHandler(MarkMessageRead)
export class MarkMessageReadHandler implements ICommandHandler<MarkMessageRead> {
  constructor(private readonly store: EventStore) {}

  async execute({ actor, messageId }: MarkMessageRead): Promise<void> {
    const events = (await this.store.readStream(MESSAGE_STREAM, messageId)) as unknown as Array<
      MessageEvent & { streamVersion: number }
    >;
    const sent = events.find((e) => e.type === 'MessageSent');
    // Only the recipient may see (or mark) a message: anyone else gets the same 404.
    if (!sent || sent.type !== 'MessageSent' || sent.data.recipientId !== actor.id) throw notFound();
    if (events.some((e) => e.type === 'MessageRead')) return;
    const read: MessageRead = { type: 'MessageRead', data: {} };
    await this.store.append(
      {
        streamType: MESSAGE_STREAM,
        streamId: messageId,
        expectedVersion: events[events.length - 1].streamVersion,
        events: [read],
      },
      metadataFor(actor),
    );
  }
}
