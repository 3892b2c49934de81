import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CarQueries } from '../../cars/queries/car-queries';
import { CommandStreams } from '../../event-store/command-streams';
import { metadataFor } from '../../shared/event-metadata';
import { MESSAGE, sendMessage } from '../domain/message.decider';
import { contentOf } from './message-content';
import { SendMessage } from './send-message.command';

@CommandHandler(SendMessage)
export class SendMessageHandler implements ICommandHandler<SendMessage> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly cars: CarQueries,
  ) {}

  async execute({ sender, carId, message }: SendMessage): Promise<{ messageId: number }> {
    const car = await this.cars.get(carId, sender);
    const messageId = await this.streams.nextId('message');
    await this.streams.handle(
      MESSAGE,
      messageId,
      metadataFor(sender ?? null),
      () => sendMessage(messageId, sender, car, contentOf(message)),
      {
        newStream: true,
      },
    );
    return { messageId };
  }
}
