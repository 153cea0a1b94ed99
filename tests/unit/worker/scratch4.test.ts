import { test } from 'vitest';
import { writeFileSync } from 'node:fs';
import { loadSearchDocs } from '../../../src/build/search-docs';
test('real', async () => {
  const docs = await loadSearchDocs();
  for (const lang of ['en', 'zh'] as const) {
    console.log(lang, docs[lang].length, docs[lang].reduce((n, d) => n + d.content.length, 0), docs[lang].reduce((n, d) => n + d.toc.length, 0));
    writeFileSync(`/tmp/real-${lang}.json`, JSON.stringify(docs[lang]));
  }
}, 60000);
