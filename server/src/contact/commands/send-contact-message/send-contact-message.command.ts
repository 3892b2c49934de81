import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { ContactMessageDto } from '../../http/contact-message.dto';

/** Someone writes to the site's team from the contact page. */
export class SendContactMessage extends Command<{ messageId: number }> {
  constructor(
    readonly sender: Actor | undefined,
    readonly message: ContactMessageDto,
  ) {
    super();
  }
}
