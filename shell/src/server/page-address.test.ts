/**
 * @jest-environment node
 */
import { canonicalAddress, canonicalQuery, requestTarget } from './page-address';

const application = { path: '/careerinputfield', query: ['vacancy'] };
const about = { path: '/about' };
const address = (url: string, route: { path: string; query?: string[] } | null) => canonicalAddress(requestTarget(url), route);

describe('requestTarget', () => {
  it('keeps the raw path and empty query', () => {
    expect(requestTarget('//anything?x=1')).toEqual({ path: '//anything', query: 'x=1' });
    expect(requestTarget('/a/../b')).toEqual({ path: '/a/../b', query: null });
    expect(requestTarget('/about?')).toEqual({ path: '/about', query: '' });
    expect(requestTarget('/about#top')).toEqual({ path: '/about', query: null });
    expect(requestTarget('http://www.seawave.example/about?x=1')).toEqual({ path: '/about', query: 'x=1' });
  });
});

describe('canonicalQuery', () => {
  it('keeps declared parameters once, sorted, first value', () => {
    expect(canonicalQuery('x=1&vacancy=j1&utm_source=mail', ['vacancy'])).toBe('vacancy=j1');
    expect(canonicalQuery('vacancy=&vacancy=j2&vacancy=j3', ['vacancy'])).toBe('vacancy=j2');
    expect(canonicalQuery('b=2&a=1', ['b', 'a'])).toBe('a=1&b=2');
    expect(canonicalQuery('vacancy=', ['vacancy'])).toBe('');
    expect(canonicalQuery('x=1', [])).toBe('');
  });

  it('encodes each value one way', () => {
    expect(canonicalQuery('vacancy=%6a%31', ['vacancy'])).toBe('vacancy=j1');
    expect(canonicalQuery('vacancy=a%20b', ['vacancy'])).toBe('vacancy=a+b');
  });
});

describe('canonicalAddress', () => {
  it.each([
    ['/?x=1', '/', { path: '/' }],
    ['/?', '/', { path: '/' }],
    ['/about?utm_source=news&gclid=1', '/about', about],
    ['/About/', '/about', about],
    ['/%61bout', '/about', about],
    ['/careerinputfield?x=1&vacancy=j1', '/careerinputfield?vacancy=j1', application],
    ['/careerinputfield?vacancy=', '/careerinputfield', application],
    ['/nowhere?x=1', '/nowhere', null],
    ['/nowhere/', '/nowhere', null],
  ] as const)('sends %s to %s', (url, to, route) => expect(address(url, route)).toBe(to));

  it.each([
    ['/', { path: '/' }],
    ['/about', about],
    ['/careerinputfield?vacancy=j1', application],
    ['/careerinputfield?vacancy=a+b', application],
    ['/blog/%C3%A4', { path: '/blog/:postId' }],
    ['/nowhere', null],
  ] as const)('leaves %s where it is', (url, route) => expect(address(url, route)).toBeNull());

  it('never redirects an unclean path', () => {
    for (const url of ['//anything', '//evil.example?x=1', '/about//team?x=1', '/./about', '/\\evil.example?x=1']) expect(address(url, null)).toBeNull();
  });

  it('redirects once, within this site', () => {
    for (const url of ['//?x', '///?x=1', '/about//?a', '/blog/ä?x', '/blog/a"b<c>?x', '/careerinputfield?vacancy=%E0&x', '/careerinputfield?vacancy=a%26b&vacancy=c']) {
      const route = url.startsWith('/blog') ? { path: '/blog/:postId' } : url.startsWith('/career') ? application : url.startsWith('/about') ? about : { path: '/' };
      const to = address(url, route);
      expect(to).toMatch(/^\/(?![/\\])/);
      expect(address(to ?? '', route)).toBeNull();
    }
  });
});
