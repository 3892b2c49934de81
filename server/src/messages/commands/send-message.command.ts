import { Command } from '@nestjs/cqrs';
import { Actor } from '../../shared/auth/roles';
import { SendMessageDto } from '../http/send-message.dto';

/** A buyer writes to the seller of a car. */
export class SendMessage extends Command<{ messageId: number }> {
  constructor(
    readonly sender: Actor | undefined,
    readonly carId: number,
    readonly message: SendMessageDto,
  ) {
    super();
  }
}
