import { toParagraphs } from './post-message';

describe('toParagraphs', () => {
  it('splits paragraphs on blank lines and lines on single newlines', () => {
    expect(toParagraphs('a\nb\n\nc')).toEqual([['a', 'b'], ['c']]);
  });
  it('normalises CRLF, treats whitespace-only lines as blank and drops empty paragraphs', () => {
    expect(toParagraphs('\n\na\r\n \r\nb\n\n\n\nc\n')).toEqual([['a'], ['b'], ['c']]);
  });
  it('returns nothing for an empty message', () => {
    expect(toParagraphs('  \n ')).toEqual([]);
  });
});
