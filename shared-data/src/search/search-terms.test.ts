import { MAX_SEARCH_TERMS, MAX_TERM_LENGTH, searchKeyOf, searchTermsOf } from './search-terms';

/** True when a staff member typing `query` finds the document with these values. */
const finds = (values: string[], query: string) => {
  const key = searchKeyOf(query);
  return key !== null && searchTermsOf(values).includes(key);
};

const quoteValues = ['Q-2026-000123', 'Acme Logistics Ltd', 'José Pérez', 'jose.perez@acme-shipping.com'];

describe('searchTermsOf / searchKeyOf', () => {
  it('finds a quote by its reference typed in any form', () => {
    expect(finds(quoteValues, 'Q-2026-000123')).toBe(true);
    expect(finds(quoteValues, 'q 2026 123')).toBe(true);
    expect(finds(quoteValues, 'q2026000123')).toBe(true);
    expect(finds(quoteValues, 'Q-2026-000124')).toBe(false);
  });

  it('finds by the whole company name, its start, any word and any word start, in any case', () => {
    expect(finds(quoteValues, 'Acme Logistics Ltd')).toBe(true);
    expect(finds(quoteValues, 'ACME   logi')).toBe(true);
    expect(finds(quoteValues, 'logistics')).toBe(true);
    expect(finds(quoteValues, 'Log')).toBe(true);
    expect(finds(quoteValues, 'ltd')).toBe(true);
    expect(finds(quoteValues, 'logistics ltd')).toBe(false);
  });

  it('finds by the contact name without its accents', () => {
    expect(finds(quoteValues, 'jose perez')).toBe(true);
    expect(finds(quoteValues, 'Pérez')).toBe(true);
    expect(finds(quoteValues, 'pere')).toBe(true);
  });

  it('finds by the whole e-mail, its local part, its start and its words', () => {
    expect(finds(quoteValues, 'jose.perez@acme-shipping.com')).toBe(true);
    expect(finds(quoteValues, 'jose.perez')).toBe(true);
    expect(finds(quoteValues, 'jose.pe')).toBe(true);
    expect(finds(quoteValues, 'shipping')).toBe(true);
  });

  it('stores each term once, all folded, none longer than the limit, at most the cap', () => {
    const terms = searchTermsOf([...quoteValues, 'Acme Logistics Ltd', 'x'.repeat(100)]);
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms.every((term) => term === term.toLowerCase() && term.length <= MAX_TERM_LENGTH)).toBe(true);
    expect(terms).toContain('x'.repeat(MAX_TERM_LENGTH));
    const many = searchTermsOf(Array.from({ length: 40 }, (_, i) => `Company Number ${i} Incorporated International`));
    expect(many.length).toBe(MAX_SEARCH_TERMS);
  });

  it('finds a long value by a query cut to the same length', () => {
    const long = 'The Very Long Company Name Of Shipping And Forwarding Private Limited';
    expect(finds([long], long)).toBe(true);
    expect(finds([long], `${long} extra`)).toBe(true);
  });

  it('gives no key for an empty query, and single-character words are found as words', () => {
    expect(searchKeyOf('')).toBeNull();
    expect(searchKeyOf('   ')).toBeNull();
    expect(finds(['A B Traders'], 'b')).toBe(true);
  });

  it('skips empty values', () => {
    expect(searchTermsOf(['', '  '])).toEqual([]);
  });
});
