import { Command } from '@nestjs/cqrs';
import { Actor } from '../../shared/auth/roles';
import { SendMessageDto } from '../http/send-message.dto';

/** A buyer asks the store that lists a spare part about it. */
export class AskAboutPart extends Command<{ messageId: number }> {
  constructor(
    readonly sender: Actor | undefined,
    readonly partId: number,
    readonly message: SendMessageDto,
  ) {
    super();
  }
}
