import { Module } from '@nestjs/common';
import { Mailer } from './mailer';

/** Outgoing mail (SMTP), for the contexts whose worker jobs send it. */
@Module({ providers: [Mailer], exports: [Mailer] })
export class MailModule {}
