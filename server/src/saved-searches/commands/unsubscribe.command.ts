import { Command } from '@nestjs/cqrs';

/** Turns off an account's saved search mails, by the signed token of its mails' unsubscribe link. */
export class UnsubscribeFromSavedSearchMail extends Command<void> {
  constructor(readonly token: string | undefined) {
    super();
  }
}
