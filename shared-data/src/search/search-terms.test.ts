import { MAX_SEARCH_TERMS, MAX_TERM_LENGTH, searchKeyOf, searchTermsOf, type SearchValues } from './search-terms';

/** True when a staff member typing `query` finds the document with these values. */
const finds = (values: SearchValues, query: string) => {
  const key = searchKeyOf(query);
  return key !== null && searchTermsOf(values).includes(key);
};

const quote: SearchValues = {
  texts: ['Q-2026-000123', 'Acme Logistics Ltd', 'José Pérez', 'jose.perez@acme-shipping.com', 'Nhava Sheva, India', 'Jebel Ali Port'],
  phones: ['+91 98765 43210'],
};

describe('searchTermsOf / searchKeyOf', () => {
  it('finds by reference typed any way', () => {
    expect(finds(quote, 'Q-2026-000123')).toBe(true);
    expect(finds(quote, 'q 2026 123')).toBe(true);
    expect(finds(quote, 'q2026000123')).toBe(true);
    expect(finds(quote, '000123')).toBe(true);
    expect(finds(quote, 'Q-2026-000124')).toBe(false);
  });

  it('finds by company name, word or start', () => {
    expect(finds(quote, 'Acme Logistics Ltd')).toBe(true);
    expect(finds(quote, 'ACME   logi')).toBe(true);
    expect(finds(quote, 'logistics')).toBe(true);
    expect(finds(quote, 'Log')).toBe(true);
    expect(finds(quote, 'ltd')).toBe(true);
    expect(finds(quote, 'logistix')).toBe(false);
  });

  it('finds name parts starting at any word', () => {
    expect(finds(quote, 'logistics ltd')).toBe(true);
    expect(finds(quote, 'logistics l')).toBe(true);
    expect(finds({ texts: ['Acme co 08'] }, 'co 08')).toBe(true);
    expect(finds({ texts: ['Acme co 08'] }, '08')).toBe(true);
    expect(finds({ texts: ['Acme co 08'] }, 'co 09')).toBe(false);
    expect(finds(quote, 'pérez')).toBe(true);
    // Words in another order, or several words from inside a word on, are not the name.
    expect(finds(quote, 'ltd logistics')).toBe(false);
    expect(finds(quote, 'istics ltd')).toBe(false);
  });

  it('finds by inner parts of longer words', () => {
    const traders = { texts: ['Q-2026-000124', 'Everest Traders', 'Mina Gurung', 'mina@everest-traders.com.np', 'Kathmandu', 'Kolkata'] };
    for (const query of ['rader', 'RADERS', 'ader', 'tra', 'rest', 'ver', 'urung', 'thmand', 'olkat', 'gistic']) {
      const values = query === 'gistic' ? quote : traders;
      expect({ query, found: finds(values, query) }).toEqual({ query, found: true });
    }
    for (const query of ['ra', 'de', 'radar', 'traderz']) expect({ query, found: finds(traders, query) }).toEqual({ query, found: false });
  });

  it('finds a contact name without accents', () => {
    expect(finds(quote, 'jose perez')).toBe(true);
    expect(finds(quote, 'Pérez')).toBe(true);
    expect(finds(quote, 'pere')).toBe(true);
  });

  it('finds by any part of the e-mail', () => {
    expect(finds(quote, 'jose.perez@acme-shipping.com')).toBe(true);
    expect(finds(quote, 'jose.perez')).toBe(true);
    expect(finds(quote, 'jose.pe')).toBe(true);
    expect(finds(quote, 'shipping')).toBe(true);
    expect(finds(quote, 'acme-shipping.com')).toBe(true);
    expect(finds(quote, 'perez@acme')).toBe(true);
  });

  it('finds by origin or destination words', () => {
    expect(finds(quote, 'Nhava')).toBe(true);
    expect(finds(quote, 'nhava sheva')).toBe(true);
    expect(finds(quote, 'Sheva, India')).toBe(true);
    expect(finds(quote, 'jebel ali')).toBe(true);
    expect(finds(quote, 'Port')).toBe(true);
    expect(finds(quote, 'Mundra')).toBe(false);
  });

  it('finds by any run of phone digits', () => {
    const visitor: SearchValues = { texts: ['Asha Rao'], phones: ['+91 90000 00008'] };
    for (const query of ['+91 90000 00008', '919000000008', '9000000008', '+91 90000', '+91-9000-000008', '(91) 90000 00008', '0000 0008', '90000', '0008']) {
      expect({ query, found: finds(visitor, query) }).toEqual({ query, found: true });
    }
    expect(finds(quote, '98765')).toBe(true);
    expect(finds(quote, '9876543210')).toBe(true);
    expect(finds(quote, '98765 43210')).toBe(true);
    const nepal: SearchValues = { texts: ['Everest Traders'], phones: ['+977 1 4444444'] };
    for (const query of ['+977', '977', '+977 1', '9771', '444', '1 444', '7', '+9']) {
      expect({ query, found: finds(nepal, query) }).toEqual({ query, found: true });
    }
    expect(finds(nepal, '+91')).toBe(false);
    for (const query of ['9000000009', '+44 90000', '1234']) {
      expect({ query, found: finds(visitor, query) }).toEqual({ query, found: false });
    }
  });

  it('folds a query to one lookup term', () => {
    expect(searchKeyOf('  Acme,   LOGISTICS ')).toBe('acme logistics');
    expect(searchKeyOf('jose.perez@acme-shipping.com')).toBe('jose perez acme shipping com');
    expect(searchKeyOf('+91 (90000) 00-008')).toBe('919000000008');
    expect(searchKeyOf('q 2026 123')).toBe('q 2026 000123');
    expect(searchKeyOf('co 08')).toBe('co 08');
  });

  it('stores unique folded terms within the limits', () => {
    const terms = searchTermsOf({ texts: [...quote.texts, 'Acme Logistics Ltd', 'x'.repeat(100)], phones: quote.phones ?? [] });
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms.every((term) => term === term.toLowerCase() && Array.from(term).length <= MAX_TERM_LENGTH)).toBe(true);
    expect(terms.every((term) => term === term.trim() && !term.includes('  '))).toBe(true);
    expect(terms).toContain('x'.repeat(MAX_TERM_LENGTH));
    const names = Array.from({ length: 40 }, (_, i) => `Company Number ${i} Incorporated International`);
    const many = searchTermsOf({ texts: names });
    expect(many.length).toBe(MAX_SEARCH_TERMS);
    // The cap drops long runs of words, never a whole value or a word.
    for (const name of names) expect(many).toContain(name.toLowerCase().slice(0, MAX_TERM_LENGTH));
    expect(many).toContain('incorporated');
  });

  it('keeps long names within the cap', () => {
    const long = {
      texts: [
        'Q-2026-000123',
        'International Freight Forwarders and Customs Brokers Private Limited',
        'Venkatanarasimharajuvaripeta Subramanian',
        'venkatanarasimharajuvaripeta.subramanian@internationalfreightforwarders.co.in',
        'Jawaharlal Nehru Port Trust, Nhava Sheva, Navi Mumbai, India',
        'Jebel Ali Free Zone Port, Dubai, United Arab Emirates',
      ],
      phones: ['+977 1 4444444 1234'],
    };
    const terms = searchTermsOf(long);
    expect(terms).toHaveLength(MAX_SEARCH_TERMS);
    for (const query of ['International Freight', 'freight forwarders', 'forwarders', 'warder', 'ustom', 'simha', '+977', '4444444', 'nhava sheva', 'navi mumbai, india']) {
      expect({ query, found: finds(long, query) }).toEqual({ query, found: true });
    }
    expect(finds(long, 'international freight forwarders')).toBe(false);
  });

  it('a typical quote stays under the cap', () => {
    const terms = searchTermsOf({
      texts: ['Q-2026-000123', 'Acme Logistics Private Limited', 'Venkata Subramanian', 'venkata.subramanian@acme-shipping.co.in', 'Nhava Sheva, India', 'Jebel Ali Port, Dubai'],
      phones: ['+91 98765 43210'],
    });
    expect(terms.length).toBeLessThan(MAX_SEARCH_TERMS);
  });

  it('finds long values by a truncated query', () => {
    const long = 'The Very Long Company Name Of Shipping And Forwarding Private Limited';
    expect(finds({ texts: [long] }, long)).toBe(true);
    expect(finds({ texts: [long] }, `${long} extra`)).toBe(true);
    expect(finds({ texts: [long] }, 'shipping and forwarding')).toBe(true);
  });

  it('handles empty queries and one-letter words', () => {
    expect(searchKeyOf('')).toBeNull();
    expect(searchKeyOf('   ')).toBeNull();
    expect(finds({ texts: ['A B Traders'] }, 'b')).toBe(true);
    expect(finds({ texts: ['A B Traders'] }, 'b traders')).toBe(true);
  });

  it('finds nothing by punctuation alone', () => {
    expect(searchKeyOf('@')).toBe('@');
    expect(finds(quote, '@')).toBe(false);
  });

  it('skips empty values', () => {
    expect(searchTermsOf({ texts: ['', '  '], phones: ['', ' - '] })).toEqual([]);
  });
});
