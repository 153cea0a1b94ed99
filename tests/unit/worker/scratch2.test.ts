import { test } from 'vitest';
import { createEngine } from '../../../worker/engine';
import { queryUnits, queryTerms } from '../../../worker/tokenize';
import { Document } from 'flexsearch';
import en from '../../fixtures/search/en.json';
import zh from '../../fixtures/search/zh.json';

function time(label: string, fn: () => void, n = 5000) {
  for (let i = 0; i < 200; i++) fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  console.log(label, (((performance.now() - t0) * 1000) / n).toFixed(2), 'us');
}
test('profile', () => {
  const e = createEngine(en as never);
  const z = createEngine(zh as never);
  time('queryUnits rend', () => queryUnits('rend'));
  time('queryUnits zh', () => queryUnits('渲染上下文'));
  time('queryTerms zh', () => queryTerms(queryUnits('渲染上下文')));
  for (const [eng, q] of [[e, 'rend'], [e, 'importmap'], [e, 'esmx'], [z, '渲染上下文'], [z, 'esmx'], [e, 'zzzz']] as const) time(`search ${q}`, () => eng.search(q));
});
