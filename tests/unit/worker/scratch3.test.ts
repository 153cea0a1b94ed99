import { test } from 'vitest';
import { Document, Encoder } from 'flexsearch';
import { splitSections } from '../../../worker/sections';
import { indexTerms, queryUnits, queryTerms } from '../../../worker/tokenize';
import { createHitMaker } from '../../../worker/hits';
import { findMatches } from '../../../worker/highlight';
import { foldAligned, foldLower } from '../../../worker/normalize';
import en from '../../fixtures/search/en.json';

function time(label: string, fn: () => void, n = 5000) {
  for (let i = 0; i < 200; i++) fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  console.log(label, (((performance.now() - t0) * 1000) / n).toFixed(2), 'us');
}
test('profile', () => {
  const { pages, sections } = splitSections(en as never);
  const encoder = new Encoder({ normalize: false, split: ' ', numeric: false, dedupe: false, minlength: 1, cache: false });
  const field = (name: string) => ({ field: name, tokenize: 'forward' as const, resolution: 9, encoder });
  const index = new Document<any>({ document: { id: 'id', index: ['title', 'header', 'content'].map(field) as never } });
  sections.forEach((s, id) => index.add({ id, title: id === 0 || sections[id - 1].page !== s.page ? indexTerms(pages[s.page].title).join(' ') : '', header: s.isHeading ? indexTerms(s.header).join(' ') : '', content: indexTerms(s.text).join(' ') }));
  time('flex rend', () => index.search('rend', { limit: 100 }));
  time('flex esmx', () => index.search('esmx', { limit: 100 }));
  const r = index.search('esmx', { limit: 100 }) as any[];
  console.log(r.map((f) => f.field + ':' + f.result.length));
  const units = queryUnits('esmx');
  const hm = createHitMaker(pages, sections);
  time('candidates esmx', () => { for (const f of r) f.result.forEach((id: number, k: number) => hm.candidate(f.field, id, units, k)); });
  const s = sections[5];
  const fa = foldAligned(s.text);
  console.log(s.text.length);
  time('findMatches', () => findMatches(s.text, fa, units));
  time('foldLower word', () => foldLower('esmx'));
  time('foldAligned sec', () => foldAligned(s.text));
});
