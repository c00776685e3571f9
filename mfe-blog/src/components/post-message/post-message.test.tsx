import { toParagraphs } from './post-message';

describe('toParagraphs', () => {
  it('splits paragraphs on blank lines, lines on newlines', () => {
    expect(toParagraphs('a\nb\n\nc')).toEqual([['a', 'b'], ['c']]);
  });
  it('normalises CRLF, whitespace-only lines and empty paragraphs', () => {
    expect(toParagraphs('\n\na\r\n \r\nb\n\n\n\nc\n')).toEqual([['a'], ['b'], ['c']]);
  });
  it('returns nothing for an empty message', () => {
    expect(toParagraphs('  \n ')).toEqual([]);
  });
});
