import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../../src/build/cache/page-cache';
import { NEXT_DOCS, type SearchIndexTask } from '../../../../src/build/render/protocol';
import { runSearchIndexTask } from '../../../../src/build/render/search-index-task';
import type { IndexFile } from '../../../../src/build/search/index-writer';
import { buildIndexFiles } from '../../../../src/build/search/write-search-index';
import type { SearchDoc } from '../../../../src/shared/search';
import { tempFolder } from '../../../support/temp-folder';

const doc = (n: number): SearchDoc => ({
  id: `/guide/page-${n}`,
  routePath: `/guide/page-${n}`,
  title: `Page ${n}`,
  content: `Page ${n}\nModule ${n} loads lazily, then hydrates.`,
  toc: [],
});

/**
 * Runs a search index task in this thread, sending `docs` in batches of `batch` as the pool does (the
 * first at once, each next one when asked); the files it posts, and how many batches were sent
 * before each request came.
 */
async function run(docs: SearchDoc[], batch: number, cache?: PageCache) {
  const docChannel = new MessageChannel();
  const fileChannel = new MessageChannel();
  const files: IndexFile[] = [];
  fileChannel.port1.on('message', (file: IndexFile) => files.push(file));
  let sent = 0;
  const sentWhenAsked: number[] = [];
  const send = () => docChannel.port1.postMessage(docs.slice(sent * batch, ++sent * batch));
  docChannel.port1.on('message', (message) => {
    expect(message).toBe(NEXT_DOCS);
    sentWhenAsked.push(sent);
    send();
  });
  if (docs.length) send();
  const paths = docs.map((d) => ['Guide', d.routePath]);
  const task: SearchIndexTask = {
    kind: 'search-index',
    name: 'en',
    count: docs.length,
    paths,
    termsKey: cache && 'terms-en',
    docs: docChannel.port2,
    files: fileChannel.port2,
  };
  const answer = await runSearchIndexTask(task, cache);
  await new Promise((resolve) => setTimeout(resolve, 20));
  fileChannel.port1.close();
  docChannel.port1.close();
  return { answer, files, sentWhenAsked, paths };
}

describe('runSearchIndexTask', () => {
  const docs = Array.from({ length: 7 }, (_, i) => doc(i));

  it('asks for each next batch once the last has come, and posts the files a build from nothing makes', async () => {
    const { answer, files, sentWhenAsked, paths } = await run(docs, 3);
    expect(sentWhenAsked).toEqual([1, 2]);
    const expected: IndexFile[] = [];
    const manifest = buildIndexFiles('en', docs, paths, (f) => expected.push(f));
    expect(answer).toEqual({ manifest, files: expected.length });
    expect(files).toEqual(expected);
  });

  it('gives the same files from the last build it keeps in the cache', async () => {
    const cache = new PageCache(tempFolder('index-task-'));
    const first = await run(docs, 2, cache);
    const again = await run(docs, 5, cache);
    expect(again.files).toEqual(first.files);
    expect((await run(docs, 4)).files).toEqual(first.files);
  });

  it('answers at once for no documents', async () => {
    const { answer, sentWhenAsked } = await run([], 3);
    expect(answer.files).toBeGreaterThan(0);
    expect(sentWhenAsked).toEqual([]);
  });
});
