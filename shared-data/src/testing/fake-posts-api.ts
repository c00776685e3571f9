/**
 * Being replaced by the in-memory data interface (renderPage); kept while
 * the post form tests still use it. A fake DataApi whose `posts`
 * group is a set of jest mocks backed by an in-memory list. Every other group
 * rejects, so a page touching them fails loudly.
 */
import type { DataApi, NewPost, Post, PostUpdate } from '@seawave/shared-data';
import { makePost } from './sample-entities';

const notInThisTest = () => Promise.reject(new Error('not used in this test'));

export interface FakePostsApi {
  api: DataApi;
  posts: Post[];
  list: jest.Mock<Promise<Post[]>, []>;
  get: jest.Mock<Promise<Post | null>, [string]>;
  create: jest.Mock<Promise<string>, [NewPost]>;
  update: jest.Mock<Promise<void>, [string, PostUpdate]>;
  remove: jest.Mock<Promise<void>, [string]>;
}

export function fakePostsApi(initial: Post[] = []): FakePostsApi {
  const posts = [...initial];
  const list = jest.fn(async () => posts.map((post) => ({ ...post })));
  const get = jest.fn(async (id: string) => posts.find((post) => post.id === id) ?? null);
  const create = jest.fn(async (input: NewPost) => {
    const id = `new-${posts.length + 1}`;
    posts.push(makePost({ id, name: input.name, topic: input.topic, description: input.description, message: input.message, createdAt: new Date() }));
    return id;
  });
  const update = jest.fn(async (id: string, input: PostUpdate) => {
    const index = posts.findIndex((post) => post.id === id);
    const existing = posts[index];
    if (!existing) throw new Error('The post does not exist.');
    posts[index] = { ...existing, name: input.name, topic: input.topic, description: input.description, message: input.message, updatedAt: new Date() };
  });
  const remove = jest.fn(async (id: string) => {
    const index = posts.findIndex((post) => post.id === id);
    if (index >= 0) posts.splice(index, 1);
  });
  const api: DataApi = {
    posts: { list, get, create, update, remove },
    vacancies: { subscribe: () => () => undefined, get: notInThisTest, create: notInThisTest, setBlocked: notInThisTest },
    applicants: { list: notInThisTest, get: notInThisTest, create: notInThisTest, remove: notInThisTest },
    quotes: { list: notInThisTest, get: notInThisTest, create: notInThisTest },
    files: { upload: notInThisTest, getUrl: notInThisTest, download: notInThisTest, remove: notInThisTest },
  };
  return { api, posts, list, get, create, update, remove };
}
