import { it } from 'vitest';
import { loadSearchDocs } from '../../../src/build/search/documents';
import { createSearchApi } from '../../../worker/api';
import { memoryIndex } from '../../support/memory-index';

it('probe', async () => {
  const docs = await loadSearchDocs();
  const qs = (process.env.QS ?? '').split(',');
  for (const lang of ['en', 'zh'] as const) {
    const index = memoryIndex(docs[lang], {}, lang);
    const api = createSearchApi({ fetch: index.fetch });
    await api.load({ lang, version: '', url: index.url });
    for (const q of qs) {
      const r = await api.search(q, 7);
      console.log(
        lang,
        q,
        '→',
        r.groups
          .slice(0, 4)
          .map((g) => `${g.routePath} ${g.hits[0].statement.slice(0, 30)}`)
          .join(' | '),
      );
    }
  }
}, 60000);
