import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../../src/build/cache/page-cache';
import { NEXT_DOCS, type SearchIndexTask, type WantedDocs } from '../../../../src/build/render/protocol';
import { runSearchIndexTask } from '../../../../src/build/render/search-index-task';
import { pageKey } from '../../../../src/build/search/index-state';
import type { IndexFile } from '../../../../src/build/search/index-writer';
import { createSearchIndexWriter } from '../../../../src/build/search/index-writer';
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
 * Runs a search index task in this thread, sending documents in batches of `batch` as the pool does: with
 * a cache, the ones the worker wants once it says so; else all of them, the first batch at once and each
 * next one when asked. The files it posts, the documents it wanted, and how many batches were sent before
 * each request came.
 */
async function run(docs: SearchDoc[], batch: number, cache?: PageCache) {
  const docChannel = new MessageChannel();
  const fileChannel = new MessageChannel();
  const files: IndexFile[] = [];
  fileChannel.port1.on('message', (file: IndexFile) => files.push(file));
  const paths = docs.map((d) => ['Guide', d.routePath]);
  const keys = cache && docs.map((d, i) => pageKey(d, paths[i]));
  let queue = keys ? [] : docs;
  let wanted: number[] | undefined;
  let sent = 0;
  const sentWhenAsked: number[] = [];
  const send = () => docChannel.port1.postMessage(queue.slice(sent * batch, ++sent * batch));
  docChannel.port1.on('message', (message: typeof NEXT_DOCS | WantedDocs) => {
    if (typeof message === 'object') {
      wanted = message.want;
      queue = message.want.map((i) => docs[i]);
      if (queue.length) send();
      return;
    }
    expect(message).toBe(NEXT_DOCS);
    sentWhenAsked.push(sent);
    send();
  });
  if (queue.length) send();
  const task: SearchIndexTask = {
    kind: 'search-index',
    name: 'en',
    count: docs.length,
    paths,
    keys,
    termsKey: cache && 'terms-en',
    docs: docChannel.port2,
    files: fileChannel.port2,
  };
  const answer = await runSearchIndexTask(task, cache);
  await new Promise((resolve) => setTimeout(resolve, 20));
  fileChannel.port1.close();
  docChannel.port1.close();
  return { answer, files, sentWhenAsked, paths, wanted };
}

/** The manifest's path and files of an index of `docs` built from nothing. */
function fromNothing(docs: SearchDoc[], paths: string[][]) {
  const files: IndexFile[] = [];
  const writer = createSearchIndexWriter('en');
  for (const [i, doc] of docs.entries()) writer.add(doc, paths[i]);
  return { manifest: writer.emit((f) => files.push(f)), files };
}

describe('runSearchIndexTask', () => {
  const docs = Array.from({ length: 7 }, (_, i) => doc(i));

  it('asks for each next batch once the last has come, and posts the files a build from nothing makes', async () => {
    const { answer, files, sentWhenAsked, paths } = await run(docs, 3);
    expect(sentWhenAsked).toEqual([1, 2]);
    const expected = fromNothing(docs, paths);
    expect(answer).toEqual({ manifest: expected.manifest, files: expected.files.length });
    expect(files).toEqual(expected.files);
  });

  it('gives the same files from the last build it keeps in the cache, asking for no document it holds', async () => {
    const cache = new PageCache(tempFolder('index-task-'));
    const first = await run(docs, 2, cache);
    expect(first.wanted).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(first.sentWhenAsked).toEqual([1, 2, 3]);
    const again = await run(docs, 5, cache);
    expect(again.wanted).toEqual([]);
    expect(again.files).toEqual(first.files);
    expect((await run(docs, 4)).files).toEqual(first.files);
  });

  it('after an edit asks for that page alone, and posts the files a build from nothing makes', async () => {
    const cache = new PageCache(tempFolder('index-task-'));
    await run(docs, 2, cache);
    const edited = docs.map((d, i) => (i === 3 ? { ...d, content: `${d.content} Now eagerly.` } : d));
    const { answer, files, wanted, paths } = await run(edited, 2, cache);
    expect(wanted).toEqual([3]);
    const expected = fromNothing(edited, paths);
    expect(answer.manifest).toBe(expected.manifest);
    expect(files).toEqual(expected.files);
  });

  it('answers at once for no documents', async () => {
    const { answer, sentWhenAsked } = await run([], 3);
    expect(answer.files).toBeGreaterThan(0);
    expect(sentWhenAsked).toEqual([]);
  });
});
