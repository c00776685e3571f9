import { mailtoHref, telHref } from './contact-links';

/** The headers a mail program would read from a mailto: URL (RFC 6068: everything after the first '?'). */
function headersOf(href: string): string[] {
  const query = href.split('?')[1];
  return query ? query.split('&').map((pair) => decodeURIComponent(pair.split('=')[0] ?? '').toLowerCase()) : [];
}

describe('mailtoHref', () => {
  it('links a plain address as it is', () => {
    expect(mailtoHref('asha.rao+quotes@example.com')).toBe('mailto:asha.rao%2Bquotes@example.com');
    expect(mailtoHref('ann@example.com')).toBe('mailto:ann@example.com');
  });

  it('refuses a header smuggled in the address', () => {
    const href = mailtoHref('x@y.com?bcc=z@w.com');
    expect(href).toBe('mailto:x%40y.com%3Fbcc%3Dz@w.com');
    expect(href).not.toContain('?');
    expect(headersOf(href)).toEqual([]);
  });

  it.each(['a@b.com&cc=c@d.com', 'a@b.com?subject=Hi&body=Click', 'a b@c.com\r\nBcc: e@f.com', 'x@y.com%3Fbcc=z@w.com'])(
    'keeps %p a single encoded address',
    (address) => {
      const href = mailtoHref(address);
      expect(href).not.toMatch(/[?&\s]/);
      expect(href.slice('mailto:'.length).split('@').map(decodeURIComponent).join('@')).toBe(address.trim());
    },
  );

  it('adds only the given headers, encoded', () => {
    const href = mailtoHref('ann@example.com', { subject: 'Services & rates?' });
    expect(href).toBe('mailto:ann@example.com?subject=Services%20%26%20rates%3F');
    expect(headersOf(href)).toEqual(['subject']);
  });
});

describe('telHref', () => {
  it('keeps only digits and a leading +', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telHref('(022) 2757-1234')).toBe('tel:02227571234');
    expect(telHref('123;ext=9?x=1 javascript:alert(1)')).toBe('tel:123911');
    expect(telHref('98+76')).toBe('tel:9876');
  });
});
