import { calendarDayText } from '@seawave/shared-data/server';
import { priceMail, shipperReplyMail } from './quote-status-mail';
import { parseMailConfig } from './render';

const config = parseMailConfig({ siteOrigin: 'https://www.example.com', salesMailbox: 'sales@example.com', hrMailbox: 'hr@example.com' });
const price = { amount: 48500.5, currency: 'INR', validUntil: '2026-12-31', message: 'Includes THC.\nExcludes duties.' } as const;

describe('the mail of the status page', () => {
  it("mails the shipper the staff's price", () => {
    const mail = priceMail(config, { email: 'ann@example.org', reference: 'Q-2026-000123', price, statusPath: '/quote-status/Q-2026-000123?key=abc' });
    expect(mail).toMatchObject({ to: 'ann@example.org', message: { subject: 'Your SEAWAVE quote Q-2026-000123: INR 48,500.50' } });
    expect(mail?.message.text).toContain(`Valid until: ${calendarDayText('2026-12-31')}`);
    expect(mail?.message.text).toContain('Includes THC.');
    expect(mail?.message.text).toContain('See your quote and accept it: https://www.example.com/quote-status/Q-2026-000123?key=abc');
  });

  it('asks for a reply without a link; skips unsafe addresses', () => {
    const mail = priceMail(config, { email: 'ann@example.org', reference: 'Q-2026-000123', price, statusPath: null });
    expect(mail?.message.text).toContain('To accept the price, reply to this e-mail with your reference Q-2026-000123.');
    expect(mail?.message.text).not.toContain('quote-status');
    expect(priceMail(config, { email: 'ann@example.org\r\nBcc: eve@example.com', reference: 'Q-2026-000123', price, statusPath: null })).toBeNull();
  });

  it("mails sales the shipper's question as text", () => {
    const mail = shipperReplyMail(config, { id: 'q1', reference: 'Q-2026-000123', email: 'ann@example.org', reply: 'question', message: '<b>THC?</b>' });
    expect(mail).toMatchObject({ to: 'sales@example.com', replyTo: 'ann@example.org', message: { subject: 'Question from the shipper on quote Q-2026-000123' } });
    expect(mail.message.text).toContain('Message: <b>THC?</b>');
    expect(mail.message.html).not.toContain('<b>THC');
    expect(mail.message.text).toContain('https://www.example.com/quoteDetails/q1');
  });
});
