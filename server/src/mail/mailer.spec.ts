import { Logger } from '@nestjs/common';
import { AppConfig } from '../config/config';
import { Mailer } from './mailer';

const RESET_MAIL = {
  to: 'owner@example.sy',
  subject: 'إعادة تعيين كلمة المرور',
  text: 'https://sayyara.sy/reset-password?token=live-reset-secret',
  html: '<a href="https://sayyara.sy/reset-password?token=live-reset-secret">رابط</a>',
};

/** What a Mailer without SMTP_URL writes to the log for one mail, under NODE_ENV `env`. */
async function loggedWithoutSmtp(env: AppConfig['NODE_ENV']): Promise<string> {
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  try {
    await new Mailer({ NODE_ENV: env, SMTP_URL: undefined } as AppConfig).send(RESET_MAIL);
    return warn.mock.calls.map((call) => String(call[0])).join('\n');
  } finally {
    warn.mockRestore();
  }
}

describe('Mailer without SMTP_URL', () => {
  it("writes the mail's text to the log on a developer's machine, so its link can be followed", async () => {
    expect(await loggedWithoutSmtp('development')).toContain('token=live-reset-secret');
  });

  it('logs in production only that a mail was not sent: its text carries live links', async () => {
    const logged = await loggedWithoutSmtp('production');
    expect(logged).toContain('SMTP_URL is not set: mail to owner@example.sy not sent');
    expect(logged).not.toContain('live-reset-secret');
  });
});
