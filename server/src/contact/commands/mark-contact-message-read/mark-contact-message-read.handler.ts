import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { isAdmin } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { forbidden, notFound } from '../../../shared/http/http-errors';
import { CONTACT_MESSAGE_STREAM, ContactMessageRead } from '../../domain/contact-message.events';
import { MarkContactMessageRead } from './mark-contact-message-read.command';

@CommandHandler(MarkContactMessageRead)
export class MarkContactMessageReadHandler extends RetryingCommandHandler<MarkContactMessageRead> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, messageId }: MarkContactMessageRead): Promise<void> {
    if (!isAdmin(actor)) throw forbidden();
    const events = await this.store.readStream(CONTACT_MESSAGE_STREAM, messageId);
    if (!events.some((e) => e.type === 'ContactMessageReceived')) throw notFound();
    if (events.some((e) => e.type === 'ContactMessageRead')) return;
    const read: ContactMessageRead = { type: 'ContactMessageRead', data: { readBy: actor.id } };
    await this.store.append(
      {
        streamType: CONTACT_MESSAGE_STREAM,
        streamId: messageId,
        expectedVersion: events[events.length - 1].streamVersion,
        events: [read],
      },
      metadataFor(actor),
    );
  }
}
