import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module';
import { MarkMessageReadHandler } from './commands/mark-message-read.handler';
import { SendMessageHandler } from './commands/send-message.handler';
import { MessageRateLimiter } from './http/message-rate-limiter';
import { MessagesController } from './http/messages.controller';
import { MessagesProjection } from './projections/messages.projection';
import { MessageQueries } from './queries/message-queries';

const commandHandlers = [SendMessageHandler, MarkMessageReadHandler];
const projections = [MessagesProjection];
const queries = [MessageQueries];

@Module({
  imports: [CarsModule],
  controllers: [MessagesController],
  providers: [...commandHandlers, ...projections, ...queries, MessageRateLimiter],
  exports: [...queries],
})
export class MessagesModule {}
