import { Module } from '@nestjs/common';
import { MarkContactMessageReadHandler } from './commands/mark-contact-message-read/mark-contact-message-read.handler';
import { SendContactMessageHandler } from './commands/send-contact-message/send-contact-message.handler';
import { ContactRateLimiter } from './http/contact-rate-limiter';
import { ContactController } from './http/contact.controller';
import { ContactMessagesProjection } from './projections/contact-messages/contact-messages.projection';
import { ContactMessageQueries } from './queries/contact-message-queries';
import { PushContactMessageToAdmins } from './reactions/push-contact-message-to-admins';

const commandHandlers = [SendContactMessageHandler, MarkContactMessageReadHandler];
const projections = [ContactMessagesProjection];
const queries = [ContactMessageQueries];
const reactions = [PushContactMessageToAdmins];

/** The contact page: messages to the site's team, read by admins. */
@Module({
  controllers: [ContactController],
  providers: [...commandHandlers, ...projections, ...queries, ...reactions, ContactRateLimiter],
})
export class ContactModule {}
