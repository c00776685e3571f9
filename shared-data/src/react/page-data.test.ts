import { useMemoryDataApi } from '../testing/memory-data-api';
import { seedEntities } from '../testing/render-page';
import { makePost, makeVacancy } from '../testing/sample-entities';
import { pageDataKeyOf, pageDataPath } from './page-address';
import { isPageDataKey, readPageData } from './page-data';

describe('the reads of the public data pages', () => {
  beforeEach(() => {
    const api = useMemoryDataApi();
    seedEntities(api, {
      vacancies: [
        makeVacancy({ id: 'old', position: 'Warehouse Supervisor', createdAt: new Date(2024, 0, 5) }),
        makeVacancy({ id: 'new', position: 'Fleet Coordinator', isBlocked: true, createdAt: new Date(2024, 5, 1) }),
      ],
      posts: [makePost({ id: 'p1', topic: 'Port delivery', createdAt: new Date(2024, 1, 1) }), makePost({ id: 'p2', topic: 'Rail links', createdAt: new Date(2024, 3, 1) })],
    });
  });

  it('reads vacancies newest first, blocked included', async () => {
    const list = (await readPageData('vacancies:latest')) as { id: string; isBlocked: boolean }[];
    expect(list.map((v) => [v.id, v.isBlocked])).toEqual([
      ['new', true],
      ['old', false],
    ]);
  });

  it('reads one vacancy or post, or null', async () => {
    expect(await readPageData('vacancy:new')).toMatchObject({ position: 'Fleet Coordinator', isBlocked: true });
    expect(await readPageData('post:p2')).toMatchObject({ topic: 'Rail links' });
    expect(await readPageData('post:missing')).toBeNull();
  });

  it('reads the posts newest first', async () => {
    expect(((await readPageData('posts:latest')) as { id: string }[]).map((p) => p.id)).toEqual(['p2', 'p1']);
  });

  it('knows only public page keys', async () => {
    expect(['vacancies:latest', 'vacancy:x', 'posts:latest', 'post:x'].every(isPageDataKey)).toBe(true);
    expect(['quotes:all', 'posts:oldest', 'vacancies:all', ''].some(isPageDataKey)).toBe(false);
    await expect(readPageData('quotes:all')).rejects.toThrow('No page reads quotes:all');
  });

  it('round-trips a key through a path', () => {
    expect(pageDataPath('vacancy:a b/c')).toBe('/_data/vacancy%3Aa%20b%2Fc');
    expect(pageDataKeyOf(pageDataPath('vacancy:a b/c'))).toBe('vacancy:a b/c');
    expect(pageDataKeyOf('/careers')).toBeNull();
  });
});
