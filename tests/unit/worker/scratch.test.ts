import { test } from 'vitest';
import { createEngine } from '../../../worker/engine';
import en from '../../fixtures/search/en.json';
import zh from '../../fixtures/search/zh.json';

test('smoke', () => {
  const e = createEngine(en as never);
  const z = createEngine(zh as never);
  for (const [eng, q] of [[e, 'rend'], [e, 'importmapMode'], [e, 'importmap'], [e, 'manifest.json'], [e, 'packConfig'], [e, 'hydartion'], [e, 'renderr'], [z, '渲染上下文'], [z, '上下文'], [z, '模块链接'], [z, '链接'], [z, 'Esmx的模块'], [z, '链']] as const) {
    const r = eng.search(q, 100);
    console.log(q, r.total, r.groups.slice(0, 3).map((g) => `${g.routePath} [${g.hits.map((h) => `${h.type}:${h.statement.slice(0, 40)}@${JSON.stringify(h.highlightInfoList)}`).join(' | ')}]`).join('\n   '));
  }
  const t0 = performance.now();
  let n = 0;
  for (let i = 0; i < 2000; i++) { e.search('rend'); e.search('importmap'); z.search('渲染上下文'); n += 3; }
  console.log('avg us', ((performance.now() - t0) * 1000) / n);
});
