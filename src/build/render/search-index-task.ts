// A search index task in a render worker (see `RenderPool.searchIndex`): the documents come in batches
// (from the last build's state, only those it lacks), the files go back one by one as they are made.
import type { MessagePort } from 'node:worker_threads';
import type { PageCache } from '../cache/page-cache';
import type { IndexedDoc } from '../search/documents';
import { createSearchIndexWriter, type IndexFile } from '../search/index-writer';
import { buildIndexFiles, freshPages, keptState } from '../search/write-search-index';
import { NEXT_DOCS, type SearchIndexAnswer, type SearchIndexTask, type WantedDocs } from './protocol';

/**
 * Builds the index of `task`. From nothing, each batch of documents is indexed as it arrives, so that the
 * worker never holds a language's whole text twice (its documents and their fragments). With the last
 * build's state in `cache`, it asks only for the documents that state lacks (after an edit, one page's),
 * gathers them, and updates the state (see `buildIndexFiles`).
 */
export async function runSearchIndexTask(task: SearchIndexTask, cache?: PageCache): Promise<SearchIndexAnswer> {
  let files = 0;
  const emit = (file: IndexFile) => {
    task.files.postMessage(file);
    files++;
  };
  let manifest: string;
  if (cache && task.termsKey && task.keys) {
    const { keys, paths } = task;
    const kept = { store: cache, key: task.termsKey };
    const last = keptState(kept);
    const want = freshPages(last, keys);
    const wanted: WantedDocs = { want };
    task.docs.postMessage(wanted);
    const docs = new Map<number, IndexedDoc>();
    let n = 0;
    await receiveDocs(task.docs, want.length, (doc) => docs.set(want[n++], doc));
    const doc = (i: number) => {
      const found = docs.get(i);
      if (!found)
        throw new Error(`esmx-docs: the ${task.name} search index needs document ${i}, which it did not ask for`);
      return found;
    };
    manifest = buildIndexFiles(task.name, { keys, paths, doc }, emit, kept, last);
  } else {
    const writer = createSearchIndexWriter(task.name);
    let i = 0;
    await receiveDocs(task.docs, task.count, (doc) => writer.add(doc, task.paths[i++]));
    manifest = writer.emit(emit);
  }
  return { manifest, files };
}

/**
 * Gives each of the `count` documents that come on `port` to `each`, in order, asking for the next batch
 * as one arrives (before indexing it, so the main thread sends it meanwhile); closes the port at the end.
 */
function receiveDocs(port: MessagePort, count: number, each: (doc: IndexedDoc) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let received = 0;
    const done = (error?: unknown) => {
      port.close();
      if (error === undefined) resolve();
      else reject(error);
    };
    if (count === 0) return done();
    port.on('message', (batch: IndexedDoc[]) => {
      received += batch.length;
      if (received < count) port.postMessage(NEXT_DOCS);
      try {
        for (const doc of batch) each(doc);
      } catch (error) {
        return done(error);
      }
      if (received >= count) done();
    });
  });
}
