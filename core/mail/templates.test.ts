import { describe, expect, it } from 'vitest';
import { newsletterConfirmMail, passwordResetMail } from './templates.ts';
import { retryDelayMs } from './worker.ts';

describe('mail templates', () => {
  it('are written in the member locale, as text and HTML, with the link in both', () => {
    const vars = { siteTitle: 'Pawpedia', username: 'ana', resetUrl: 'https://p.example/password/reset/abc' };
    const en = passwordResetMail('en', vars);
    const pt = passwordResetMail('pt', vars);
    const br = passwordResetMail('pt_BR', vars);
    expect(en.subject).toBe('Reset your Pawpedia password');
    expect(pt.subject).toBe('Redefina a sua palavra-passe Pawpedia');
    expect(br.subject).toBe('Redefina sua senha do Pawpedia');
    for (const mail of [en, pt, br]) {
      expect(mail.text).toContain(vars.resetUrl);
      expect(mail.html).toContain(`href="${vars.resetUrl}"`);
      expect(mail.text).not.toMatch(/\{\{|mail\./);
    }
  });

  it('escapes what it puts into HTML, and adds the unsubscribe footer to newsletter mail', () => {
    const reset = passwordResetMail('en', { siteTitle: 'P', username: '<b>x</b>', resetUrl: 'https://p/r' });
    expect(reset.html).not.toContain('<b>x</b>');
    expect(reset.html).toContain('&#60;b&#62;x');
    const confirm = newsletterConfirmMail('en', {
      siteTitle: 'Pawpedia',
      confirmUrl: 'https://p/newsletter/subscribed?token=a',
      unsubscribeUrl: 'https://p/newsletter/unsubscribed?token=b',
    });
    expect(confirm.text).toContain('https://p/newsletter/unsubscribed?token=b');
    expect(confirm.html).toContain('href="https://p/newsletter/unsubscribed?token=b"');
  });
});

describe('retry delays', () => {
  it('grow from 30 seconds and stop growing at an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
