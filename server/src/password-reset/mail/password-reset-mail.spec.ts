import { passwordResetMail } from './password-reset-mail.processor';

describe('password reset mail', () => {
  const mail = passwordResetMail('سامر <b>', 'samer@example.sy', 'https://sayyara.sy/reset-password?token=abc_-1');

  it('carries the link in both parts, in Arabic, right to left', () => {
    expect(mail.to).toBe('samer@example.sy');
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في سيّارة');
    expect(mail.text).toContain('https://sayyara.sy/reset-password?token=abc_-1');
    expect(mail.html).toContain('href="https://sayyara.sy/reset-password?token=abc_-1"');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('escapes what the account holder typed', () => {
    expect(mail.html).toContain('سامر &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
  });
});
