import { it, expect } from 'vitest';
import { loadCorpus } from './corpus';
import { createEngine } from '../worker/engine';
it('engine works', async () => {
  const c = await loadCorpus();
  for (const lang of ['en', 'zh'] as const) {
    const e = createEngine(c.site[lang].docs);
    for (const q of ['render', '渲染上下文', 'redner', 'Esmx的模块']) e.search(q, 100);
    expect(e.search(lang === 'en' ? 'render' : '渲染', 100).total).toBeGreaterThan(0);
  }
});
