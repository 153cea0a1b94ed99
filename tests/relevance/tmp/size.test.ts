import { it } from 'vitest';
import { loadSearchDocs } from '../../../src/build/search/documents';
import { memoryIndex } from '../../support/memory-index';

it('sizes', async () => {
  const docs = await loadSearchDocs();
  for (const lang of ['en', 'zh'] as const) {
    const index = memoryIndex(docs[lang], { inlineBytes: 0 }, lang);
    const sizes = [...index.files].map(([u, d]) => `${u.replace(/.*\//, '')}:${d.length}`);
    console.log(
      lang,
      [...index.files.values()].reduce((s, d) => s + d.length, 0),
      sizes.join(' '),
    );
  }
}, 60000);
