import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail through SMTP_URL (smtp:// or smtps://user:pass@host:port). Without it, on a
 * developer's machine, the mail is written to the log instead, so a reset link can be followed.
 * In production only the fact is logged: a mail's text carries live secrets (a reset link, a
 * saved search's unsubscribe link), and anyone who reads the logs could use them.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.SMTP_URL ? createTransport(config.SMTP_URL) : null;
  }

  async send(mail: Mail): Promise<void> {
    if (!this.transport) {
      const text = this.config.NODE_ENV === 'production' ? '' : `\n${mail.text}`;
      this.logger.warn(`SMTP_URL is not set: mail to ${mail.to} not sent. ${mail.subject}${text}`);
      return;
    }
    await this.transport.sendMail({ from: this.config.MAIL_FROM, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
