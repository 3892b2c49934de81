import { Module } from '@nestjs/common';
import { ListingReadModule } from '../cars/listing-read.module';
import { CarsModule } from '../cars/cars.module';
import { PartsModule } from '../parts/parts.module';
import { AskAboutPartHandler } from './commands/ask-about-part.handler';
import { MarkMessageReadHandler } from './commands/mark-message-read.handler';
import { SendMessageHandler } from './commands/send-message.handler';
import { MessageRateLimiter } from './http/message-rate-limiter';
import { MessagesController } from './http/messages.controller';
import { MessagesProjection } from './projections/messages.projection';
import { MessageQueries } from './queries/message-queries';
import { PushMessageToRecipientWhenSent } from './reactions/push-message-to-recipient-when-sent';

const commandHandlers = [SendMessageHandler, AskAboutPartHandler, MarkMessageReadHandler];
const projections = [MessagesProjection];
const queries = [MessageQueries];
const reactions = [PushMessageToRecipientWhenSent];

@Module({
  imports: [CarsModule, PartsModule, ListingReadModule],
  controllers: [MessagesController],
  providers: [...commandHandlers, ...projections, ...queries, ...reactions, MessageRateLimiter],
  exports: [...queries],
})
export class MessagesModule {}
