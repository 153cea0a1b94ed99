/**
 * Runs in the benchmark page: the real query scheduler in front of the site's real search worker
 * (through Comlink, as the shell wires them), fed bursts of keystrokes (bursts.ts).
 */
import { wrap } from 'comlink';
import type { SearchApi } from '../../src/shared/search';
import type { Lang } from '../../src/shared/types';
import { type BurstFigure, playBursts } from '../bursts';

/**
 * Starts a worker on `lang`'s index and plays that language's bursts against it.
 *
 * @example await probeDebounce(site.workerUrl, site.searchIndex.zh, 'zh')
 */
export async function probeDebounce(workerUrl: string, indexUrl: string, lang: Lang): Promise<BurstFigure[]> {
  const worker = new Worker(workerUrl, { type: 'module' });
  try {
    const api = wrap<SearchApi>(worker);
    await api.load({ lang, version: '', url: indexUrl });
    return await playBursts(lang, (query) => api.search(query, 100));
  } finally {
    worker.terminate();
  }
}
