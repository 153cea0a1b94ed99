import { describe, expect, it, vi } from 'vitest';
import { createPageLoader, type FetchPage } from '../../../../src/client/app/page-loader';
import { makePage, routes } from '../site-fixture';

const glossary = routes.find((route) => route.routePath === '/guide/start/glossary')!;

function fakeFetch(answers: Array<() => Promise<unknown>>): FetchPage & { calls: string[] } {
  const calls: string[] = [];
  const fetcher = (url: string) => {
    calls.push(url);
    const answer = answers.shift() ?? (() => Promise.reject(new Error('unexpected fetch')));
    return answer() as ReturnType<FetchPage>;
  };
  return Object.assign(fetcher, { calls });
}

describe('createPageLoader', () => {
  it('fetches a page chunk once and serves repeats from the cache', async () => {
    const fetcher = fakeFetch([() => Promise.resolve(makePage('/guide/start/glossary'))]);
    const loader = createPageLoader(routes, fetcher);
    const first = await loader.load(glossary);
    const second = await loader.load(glossary);
    expect(first.title).toBe('Glossary');
    expect(second).toBe(first);
    expect(fetcher.calls).toEqual([glossary.chunk]);
  });

  it('shares one request between a hover preload and the click after it', async () => {
    const fetcher = fakeFetch([() => Promise.resolve(makePage('/guide/start/glossary'))]);
    const loader = createPageLoader(routes, fetcher);
    loader.preload('/guide/start/glossary/');
    await loader.load(glossary);
    expect(fetcher.calls).toEqual([glossary.chunk]);
  });

  it('does not cache a failure: the next load fetches again', async () => {
    const fetcher = fakeFetch([
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve(makePage('/guide/start/glossary')),
    ]);
    const loader = createPageLoader(routes, fetcher);
    await expect(loader.load(glossary)).rejects.toThrow('offline');
    await expect(loader.load(glossary)).resolves.toMatchObject({ routePath: '/guide/start/glossary' });
    expect(fetcher.calls).toHaveLength(2);
  });

  it('rejects a chunk that holds no page data, naming the chunk', async () => {
    const loader = createPageLoader(routes, fakeFetch([() => Promise.resolve({ nope: true })]));
    await expect(loader.load(glossary)).rejects.toThrow(`esmx-docs: page chunk ${glossary.chunk} holds no page data`);
  });

  it('preloads nothing for unknown paths and never rejects on failure', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const fetcher = fakeFetch([() => Promise.reject(new Error('offline'))]);
    const loader = createPageLoader(routes, fetcher);
    loader.preload('/nope');
    loader.preload('/guide/start/glossary');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(fetcher.calls).toEqual([glossary.chunk]);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('serves a seeded page without fetching', async () => {
    const fetcher = fakeFetch([]);
    const loader = createPageLoader(routes, fetcher);
    const page = makePage('/guide/start/glossary');
    loader.seed(glossary, page);
    expect(await loader.load(glossary)).toBe(page);
    expect(fetcher.calls).toEqual([]);
  });
});
