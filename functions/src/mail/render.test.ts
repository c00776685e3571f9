/**
 * @jest-environment node
 */
import {
  applicationAcknowledgement,
  applicationStaffMail,
  bodyText,
  escapeHtml,
  headerText,
  mailDate,
  parseMailConfig,
  quoteAcknowledgement,
  quoteStaffMail,
  safeRecipient,
  staffDigestMail,
  quoteReminderMail,
  type ApplicationForMail,
  type QuoteForMail,
} from './render';
import { isEmailAddress } from '@seawave/shared-data/server';

const config = parseMailConfig({
  siteOrigin: 'https://www.example.com/some/path?x=1',
  salesMailbox: 'sales@example.com',
  hrMailbox: 'hr@example.com',
});

/** A quote as arrivals.ts gives it: the fields worded as the quote schema declares them for the e-mail. */
function quoteFor({ name = 'Ann Lee', companyName = 'Acme Ltd', email = 'ann@example.org', comments = '' } = {}): Pick<QuoteForMail, 'companyName' | 'email' | 'fields'> {
  return {
    companyName,
    email,
    fields: [
      { label: 'Company', value: companyName },
      { label: 'Contact', value: name },
      { label: 'E-mail', value: email },
      { label: 'Contact number', value: '+1 555 0100' },
      { label: 'Company address', value: '1 Harbour Road\nPort Town' },
      { label: 'Services', value: 'Custom Clearance, Warehousing' },
      { label: 'Comments', value: comments },
      { label: 'Mode', value: 'Sea' },
      { label: 'Volume', value: '1.980 CBM' },
    ],
  };
}

const quote: QuoteForMail = {
  id: 'q1AbC',
  reference: 'Q-2026-000123',
  createdAt: new Date('2026-11-25T09:30:15Z'),
  ...quoteFor(),
};

/** An application as arrivals.ts gives it: the fields worded as the applicant schema declares them for the e-mail. */
function applicationFor({ name = 'Bo Chan', vacancy = 'Customs Broker' as string | null } = {}): Pick<ApplicationForMail, 'name' | 'vacancy' | 'fields'> {
  return {
    name,
    ...(vacancy ? { vacancy } : {}),
    fields: [
      ...(vacancy ? [{ label: 'Vacancy', value: vacancy }] : []),
      { label: 'Name', value: name },
      { label: 'E-mail', value: 'bo@example.net' },
      { label: 'Number', value: '+44 20 7946 0000' },
      { label: 'Current position', value: 'Clerk' },
      { label: 'Willing to relocate', value: 'yes' },
      { label: 'Experience (years)', value: '2-5' },
    ],
  };
}

const application: ApplicationForMail = {
  id: 'app-7',
  reference: 'A-2026-000045',
  email: 'bo@example.net',
  createdAt: new Date('2026-11-25T10:00:00Z'),
  ...applicationFor(),
};

describe('parseMailConfig', () => {
  it('keeps only the site origin', () => {
    expect(config).toEqual({ siteOrigin: 'https://www.example.com', salesMailbox: 'sales@example.com', hrMailbox: 'hr@example.com' });
  });

  it('allows http only for a local site', () => {
    expect(parseMailConfig({ siteOrigin: 'http://localhost:5000', salesMailbox: 'a@example.com', hrMailbox: 'b@example.com' }).siteOrigin).toBe(
      'http://localhost:5000',
    );
    expect(() => parseMailConfig({ siteOrigin: 'http://www.example.com', salesMailbox: 'a@example.com', hrMailbox: 'b@example.com' })).toThrow(
      'siteOrigin must be an https:// origin',
    );
  });

  it('names every problem at once', () => {
    expect(() => parseMailConfig({ siteOrigin: 'javascript:alert(1)', salesMailbox: 'a@example.com, b@example.com', hrMailbox: undefined })).toThrow(
      'Mail settings are invalid: siteOrigin must be an https:// origin (http:// only for localhost); salesMailbox must be one e-mail address; hrMailbox must be one e-mail address.',
    );
    expect(() => parseMailConfig({ siteOrigin: 'https://user:pw@www.example.com', salesMailbox: 'a@example.com', hrMailbox: 'b@example.com' })).toThrow(
      'siteOrigin',
    );
  });
});

describe('safeRecipient', () => {
  it.each(['ann@example.com', 'ann.lee+quotes@mail.example.co.uk', 'o_neil-2@example-shop.com', "o'neil@example.ie", 'a!#$*/=^_`{|}~-z@example.com', 'anna@xn--bcher-kva.de'])(
    'accepts the single address %j',
    (address) => {
      expect(safeRecipient(address)).toBe(address);
    },
  );

  it('sends to an internationalised domain by punycode', () => {
    expect(safeRecipient('anna@Bücher.de')).toBe('anna@xn--bcher-kva.de');
    expect(safeRecipient('Ann@Example.org')).toBe('Ann@Example.org');
    expect(safeRecipient('ivan@пример.рф')).toBe('ivan@xn--e1afmkfd.xn--p1ai');
    expect(safeRecipient('用户@例子.广告')).toBe('用户@xn--fsqu00a.xn--4rr70v');
  });

  it('accepts exactly the addresses the forms accept', () => {
    for (const address of ["o'neil@example.ie", 'anna@bücher.de', 'x@y.com?bcc=z@w.com', 'x%40y@z.com', 'x&y@z.com', 'x\u202e@y.com']) {
      expect({ address, sent: safeRecipient(address) !== null }).toEqual({ address, sent: isEmailAddress(address) });
    }
  });

  it.each([
    ['a second recipient after a comma', 'ann@example.com,eve@example.com'],
    ['a second recipient after a semicolon', 'ann@example.com;eve@example.com'],
    ['a space', 'ann@example.com eve@example.com'],
    ['a header after CR LF', 'ann@example.com\r\nBcc: eve@example.com'],
    ['a bare LF', 'ann@example.com\nBcc: eve@example.com'],
    ['a tab', 'ann@example.com\t'],
    ['surrounding spaces', ' ann@example.com '],
    ['a display name', 'Ann <ann@example.com>'],
    ['a quoted local part', '"ann"@example.com'],
    ['two @', 'ann@eve@example.com'],
    ['no dot in the domain', 'ann@localhost'],
    ['no @', 'ann.example.com'],
    ['a NUL character', 'ann@example.com\u0000'],
    ['a query', 'ann@example.com?bcc=eve@example.com'],
    ['a percent escape', 'ann%0d%0abcc@example.com'],
    ['a bidi override', 'ann\u202e@example.com'],
    ['a parenthesised comment', 'ann(eve@example.com)@example.com'],
    ['a group colon', 'staff:eve@example.com'],
    ['more than 254 characters', `${'a'.repeat(243)}@example.com`],
    ['a non-string', ['ann@example.com']],
  ])('refuses %s', (_name, value) => {
    expect(safeRecipient(value)).toBeNull();
  });
});

describe('headerText, bodyText, escapeHtml', () => {
  it('keeps a typed Bcc in the subject', () => {
    expect(headerText('Acme\r\nBcc: eve@example.com')).toBe('Acme Bcc: eve@example.com');
    expect(headerText('Acme\nBcc: eve@example.com\rCc: x@example.com')).toBe('Acme Bcc: eve@example.com Cc: x@example.com');
  });

  it('turns control characters into one space', () => {
    expect(headerText('a\u0000b\u0007c\u0085d\u2028e\u2029f\u007Fg\t\th')).toBe('a b c d e f g h');
    expect(headerText('  padded  ')).toBe('padded');
  });

  it('cuts a long subject with an ellipsis', () => {
    const long = 'x'.repeat(300);
    expect(headerText(long)).toBe(`${'x'.repeat(199)}…`);
    expect([...headerText(long)]).toHaveLength(200);
    const emoji = '🚢'.repeat(250);
    expect(headerText(emoji)).toBe(`${'🚢'.repeat(199)}…`);
    expect(headerText('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('normalises body line breaks and control characters', () => {
    expect(bodyText('a\r\nb\rc\nd\te\u0007f\u202Eg\u2066h')).toBe('a\nb\nc\nd\tefgh');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });

  it('writes dates in UTC to the minute', () => {
    expect(mailDate(new Date('2026-11-25T09:30:59Z'))).toBe('2026-11-25 09:30 UTC');
    expect(mailDate(null)).toBe('unknown');
    expect(mailDate(new Date('not a date'))).toBe('unknown');
  });
});

describe('quoteStaffMail', () => {
  it('goes to sales with reference, fields and link', () => {
    const mail = quoteStaffMail(config, quote);
    expect(mail.to).toBe('sales@example.com');
    expect(mail.replyTo).toBe('ann@example.org');
    expect(mail.message.subject).toBe('New quote request Q-2026-000123: Acme Ltd');
    expect(mail.message.text).toBe(
      [
        'New quote request Q-2026-000123',
        '',
        'Reference: Q-2026-000123',
        'Company: Acme Ltd',
        'Contact: Ann Lee',
        'E-mail: ann@example.org',
        'Contact number: +1 555 0100',
        'Company address:',
        '1 Harbour Road',
        'Port Town',
        'Services: Custom Clearance, Warehousing',
        'Comments: (none)',
        'Mode: Sea',
        'Volume: 1.980 CBM',
        'Received: 2026-11-25 09:30 UTC',
        '',
        'Open it in the admin area: https://www.example.com/quoteDetails/q1AbC',
        '',
      ].join('\n'),
    );
    expect(mail.message.html).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0">Company address</th><td style="padding:4px 0">1 Harbour Road<br>Port Town</td>');
    expect(mail.message.html).toContain('<a href="https://www.example.com/quoteDetails/q1AbC">Open it in the admin area</a>');
  });

  it('escapes typed HTML, adding no element', () => {
    const typed = { ...quote, ...quoteFor({ companyName: '<img src=x onerror=alert(1)>', comments: '</td></tr></table><script>alert("x")</script>\n<b>bold</b> & more' }) };
    const { html, text } = quoteStaffMail(config, typed).message;
    expect(html).not.toMatch(/<img|<script|<b>|<\/table><script/);
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('&#60;/td&#62;&#60;/tr&#62;&#60;/table&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;<br>&#60;b&#62;bold&#60;/b&#62; &#38; more');
    // The plain-text part shows the text as typed.
    expect(text).toContain('Company: <img src=x onerror=alert(1)>');
    // Only this module's own markup: one table, one link, no script.
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('adds no header for a typed line break', () => {
    const typed = { ...quote, ...quoteFor({ name: 'Ann\r\nBcc: eve@example.com', companyName: 'Acme\r\nBcc: eve@example.com' }) };
    const mail = quoteStaffMail(config, typed);
    expect(Object.keys(mail).sort()).toEqual(['message', 'replyTo', 'to']);
    expect(Object.keys(mail.message).sort()).toEqual(['html', 'subject', 'text']);
    expect(mail.to).toBe('sales@example.com');
    expect(mail.message.subject).toBe('New quote request Q-2026-000123: Acme Bcc: eve@example.com');
    expect(mail.message.subject).not.toMatch(/[\r\n]/);
    expect(mail.message.text).not.toContain('\r');
  });

  it('replies to unusual but safe addresses', () => {
    expect(quoteStaffMail(config, { ...quote, ...quoteFor({ email: "o'neil@example.ie" }) }).replyTo).toBe("o'neil@example.ie");
    expect(quoteStaffMail(config, { ...quote, ...quoteFor({ email: 'anna@bücher.de' }) }).replyTo).toBe('anna@xn--bcher-kva.de');
  });

  it('no replyTo for a non-ASCII local part', () => {
    const mail = quoteStaffMail(config, { ...quote, ...quoteFor({ email: '用户@例子.广告' }) });
    expect('replyTo' in mail).toBe(false);
    expect(mail.message.text).toContain('用户@例子.广告');
  });

  it('no replyTo for an unsafe visitor address', () => {
    const mail = quoteStaffMail(config, { ...quote, ...quoteFor({ email: 'ann@example.org, eve@example.com' }) });
    expect(mail.to).toBe('sales@example.com');
    expect('replyTo' in mail).toBe(false);
    expect(mail.message.text).toContain('E-mail: ann@example.org, eve@example.com');
  });

  it('encodes the document id in the link', () => {
    const mail = quoteStaffMail(config, { ...quote, id: 'a/b?c#d' });
    expect(mail.message.text).toContain('https://www.example.com/quoteDetails/a%2Fb%3Fc%23d');
  });

  it('says when the arrival time is unknown', () => {
    expect(quoteStaffMail(config, { ...quote, createdAt: null }).message.text).toContain('Received: unknown');
  });
});

describe('applicationStaffMail', () => {
  it('goes to HR with reference, vacancy and link', () => {
    const mail = applicationStaffMail(config, application);
    expect(mail.to).toBe('hr@example.com');
    expect(mail.replyTo).toBe('bo@example.net');
    expect(mail.message.subject).toBe('New application A-2026-000045: Bo Chan for Customs Broker');
    expect(mail.message.text).toBe(
      [
        'New application A-2026-000045',
        '',
        'Reference: A-2026-000045',
        'Vacancy: Customs Broker',
        'Name: Bo Chan',
        'E-mail: bo@example.net',
        'Number: +44 20 7946 0000',
        'Current position: Clerk',
        'Willing to relocate: yes',
        'Experience (years): 2-5',
        'Received: 2026-11-25 10:00 UTC',
        '',
        'Open it in the admin area: https://www.example.com/applicantDetail/app-7',
        '',
      ].join('\n'),
    );
  });

  it('names no vacancy when there is none', () => {
    const { vacancy: _vacancy, ...withoutVacancy } = { ...application, ...applicationFor({ vacancy: null }) };
    const mail = applicationStaffMail(config, withoutVacancy);
    expect(mail.message.subject).toBe('New application A-2026-000045: Bo Chan');
    expect(mail.message.text).not.toContain('Vacancy:');
  });

  it('escapes HTML in the applicant’s text', () => {
    const { html } = applicationStaffMail(config, { ...application, ...applicationFor({ name: '<script>x</script>' }) }).message;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;x&#60;/script&#62;');
  });
});

describe('staffDigestMail', () => {
  const entries = [
    { id: 'q1', reference: 'Q-2026-000002', title: 'Acme Ltd (Ann Lee)', receivedAt: new Date('2026-11-25T09:31:00Z') },
    { id: 'q 2', reference: 'Q-2026-000003', title: '<b>Evil</b>\r\nBcc: victim@example.com', receivedAt: null },
  ];

  it('lists gathered quotes for sales, oldest first', () => {
    const digest = staffDigestMail(config, 'quote', entries, { windowMinutes: 5 });
    expect(digest.to).toBe('sales@example.com');
    expect(digest).not.toHaveProperty('replyTo');
    expect(digest.message.subject).toBe('2 new quote requests: Q-2026-000002 to Q-2026-000003');
    expect(digest.message.text).toContain('These arrived since the last e-mail to this mailbox. While many arrive, staff mail is gathered into one e-mail every 5 minutes.');
    expect(digest.message.text).toContain('Q-2026-000002: Acme Ltd (Ann Lee) (received 2026-11-25 09:31 UTC)\n  https://www.example.com/quoteDetails/q1');
    expect(digest.message.text).toContain('Q-2026-000003: <b>Evil</b> Bcc: victim@example.com (received unknown)\n  https://www.example.com/quoteDetails/q%202');
    expect(digest.message.text).toContain('Open the list in the admin area: https://www.example.com/adminviewquoterequests');
    expect(digest.message.text.indexOf('Q-2026-000002')).toBeLessThan(digest.message.text.indexOf('Q-2026-000003:'));
    // Typed text stays text, on its own line.
    expect(digest.message.html).toContain('<li><a href="https://www.example.com/quoteDetails/q1">Q-2026-000002</a> Acme Ltd (Ann Lee) (received 2026-11-25 09:31 UTC)</li>');
    expect(digest.message.html).toContain('&#60;b&#62;Evil&#60;/b&#62; Bcc: victim@example.com');
    expect(digest.message.html).not.toContain('<b>Evil');
    expect(digest.message.text).not.toMatch(/\r|\nBcc:/);
  });

  it('folds a flooding source into one line', () => {
    const digest = staffDigestMail(config, 'application', [{ id: 'a1', reference: 'A-2026-000009', title: 'Bo Chan for Customs Broker', receivedAt: null }], {
      windowMinutes: 10,
      folded: [{ source: 'abc123', count: 312 }],
      part: { index: 2, of: 2 },
    });
    expect(digest.to).toBe('hr@example.com');
    expect(digest.message.subject).toBe('313 new applications: A-2026-000009 (part 2 of 2)');
    expect(digest.message.text).toContain('A-2026-000009: Bo Chan for Customs Broker (received unknown)\n  https://www.example.com/applicantDetail/a1');
    expect(digest.message.text).toContain('every 10 minutes');
    expect(digest.message.text).toContain('312 more from one source, marked suspected flood\n  https://www.example.com/adminallapplicants?source=abc123');
    expect(digest.message.text.indexOf('A-2026-000009')).toBeLessThan(digest.message.text.indexOf('312 more'));
    expect(digest.message.text).toContain('Open the list in the admin area: https://www.example.com/adminallapplicants');
  });
});

describe('acknowledgements', () => {
  it('sends the reference, never the typed text', () => {
    const typed = { ...quote, name: 'Visit http://spam.example now', companyName: 'Buy <b>now</b>' };
    const mail = quoteAcknowledgement(config, typed);
    expect(mail).toEqual({
      to: 'ann@example.org',
      message: {
        subject: 'Your SEAWAVE quote request Q-2026-000123',
        text: [
          'Your SEAWAVE quote request Q-2026-000123',
          '',
          'Thank you for your quote request.',
          '',
          'Your reference is Q-2026-000123. Please mention it whenever you contact us about this request.',
          '',
          'We will price this for you. Our team will answer within one business hour.',
          '',
          'If you did not send this request, please ignore this e-mail.',
          '',
          'SEAWAVE · https://www.example.com',
          '',
        ].join('\n'),
        html: expect.stringContaining('<p>Your reference is Q-2026-000123. Please mention it whenever you contact us about this request.</p>'),
      },
    });
    expect(JSON.stringify(mail)).not.toMatch(/spam|Buy|Acme|Ann Lee/);
  });

  it('carries the indicative price the confirmation shows', () => {
    const indicativePrice = {
      currency: 'USD' as const,
      low: 1700,
      high: 1700,
      covers: '2 × 20′ GP, sea freight from Nhava Sheva (IN) to Jebel Ali (AE). Includes: Ocean freight & <THC>',
      validUntil: '2026-12-29',
      transitDaysLow: 5,
      transitDaysHigh: 5,
    };
    const mail = quoteAcknowledgement(config, { ...quote, indicativePrice });
    expect(mail?.message.text).toContain(
      [
        'Your reference is Q-2026-000123. Please mention it whenever you contact us about this request.',
        '',
        'Indicative price: USD 1,700, for 2 × 20′ GP, sea freight from Nhava Sheva (IN) to Jebel Ali (AE). Includes: Ocean freight & <THC>.',
        '',
        'Valid until: December 29, 2026',
        '',
        'Transit time: 5 days',
        '',
        'Our team will confirm the final price.',
        '',
        'If you did not send this request',
      ].join('\n'),
    );
    expect(mail?.message.text).not.toContain('We will price this for you');
    expect(mail?.message.html).toContain('<p>Indicative price: USD 1,700, for 2 × 20′ GP, sea freight from Nhava Sheva (IN) to Jebel Ali (AE). Includes: Ocean freight &#38; &#60;THC&#62;.</p>');
    expect(quoteAcknowledgement(config, { ...quote, indicativePrice: { ...indicativePrice, high: 2100, transitDaysHigh: 7 } })?.message.text).toContain(
      'Indicative price: USD 1,700–2,100, for',
    );
  });

  it('promises a one-hour answer without a price', () => {
    const mail = quoteAcknowledgement(config, { ...quote, indicativePrice: null });
    expect(mail?.message.text).toContain('We will price this for you. Our team will answer within one business hour.');
    expect(mail?.message.text).not.toMatch(/Indicative price|USD|INR|Valid until|Transit time/);
  });

  it('links the quote acknowledgement to its status page', () => {
    const mail = quoteAcknowledgement(config, { ...quote, statusPath: '/quote-status/Q-2026-000123?key=abc_DEF-123' });
    expect(mail?.message.text).toContain('See the status of your quote: https://www.example.com/quote-status/Q-2026-000123?key=abc_DEF-123');
    expect(mail?.message.html).toContain('<a href="https://www.example.com/quote-status/Q-2026-000123?key=abc_DEF-123">See the status of your quote</a>');
  });

  it('sends the applicant the application reference', () => {
    const mail = applicationAcknowledgement(config, application);
    expect(mail?.to).toBe('bo@example.net');
    expect(mail?.message.subject).toBe('Your SEAWAVE application A-2026-000045');
    expect(mail?.message.text).toContain('Your reference is A-2026-000045.');
    expect(JSON.stringify(mail)).not.toContain('Bo Chan');
  });

  it('acknowledges apostrophes and internationalised domains', () => {
    expect(quoteAcknowledgement(config, { ...quote, email: "o'neil@example.ie" })?.to).toBe("o'neil@example.ie");
    expect(applicationAcknowledgement(config, { ...application, email: 'anna@bücher.de' })?.to).toBe('anna@xn--bcher-kva.de');
  });

  it.each([
    'ann@example.org,eve@example.com',
    'ann@example.org;eve@example.com',
    'ann@example.org\r\nBcc: eve@example.com',
    'ann@example.org eve@example.com',
    '',
  ])('sends nothing to the unsafe address %j', (email) => {
    expect(quoteAcknowledgement(config, { ...quote, email })).toBeNull();
    expect(applicationAcknowledgement(config, { ...application, email })).toBeNull();
  });
});

describe('quoteReminderMail', () => {
  it('lists overdue quotes for sales as plain text', () => {
    const reminder = quoteReminderMail(config, [
      { id: 'q1', reference: 'Q-2026-000101', title: 'Acme Ltd (Ann Lee)', receivedAt: new Date('2026-01-03T13:20:00Z'), waited: '1 h 1 min' },
      { id: 'q2', reference: 'Q-2026-000102', title: '<b>Evil</b>\r\nBcc: victim@example.com', receivedAt: null, waited: '3 h' },
    ]);
    expect(reminder.to).toBe('sales@example.com');
    expect(reminder.message.subject).toBe('2 quotes waiting over one business hour: Q-2026-000101, Q-2026-000102');
    expect(reminder.message.text).toContain('Q-2026-000101: Acme Ltd (Ann Lee) (received 2026-01-03 13:20 UTC, waiting 1 h 1 min)\n  https://www.example.com/quoteDetails/q1');
    expect(reminder.message.html).toContain('&#60;b&#62;Evil&#60;/b&#62; Bcc: victim@example.com');
    expect(reminder.message.text).not.toMatch(/\r|\nBcc:/);
  });
});
