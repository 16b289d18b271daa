import { describe, expect, it } from 'vitest';
import { alreadySubscribedMail, confirmationMail } from './newsletter-mails.ts';

const links = { unsubscribe: 'https://dawa.example/newsletter/unsubscribe?token=7.abc' };

describe('newsletter mails', () => {
  it('carry the unsubscribe link in the text, the HTML and the List-Unsubscribe header', () => {
    for (const mail of [
      confirmationMail('a@example.com', 'https://dawa.example/newsletter/confirm?token=t', links),
      alreadySubscribedMail('a@example.com', links),
    ]) {
      expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${links.unsubscribe}>` });
      expect(mail.text).toContain(links.unsubscribe);
      expect(mail.html).toContain(links.unsubscribe.replace('&', '&#38;'));
    }
  });
});
