import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { it } from 'vitest';
import { renderMarkdown } from '../../../../src/build/markdown';

it('times all content', async () => {
  const files = execSync('find content -name "*.md"', { encoding: 'utf8' }).trim().split('\n');
  const inputs = files.map((file) => {
    const lang = file.startsWith('content/zh') ? ('zh' as const) : ('en' as const);
    let route = file.replace(/^content\/(en|zh)/, '').replace(/\.md$/, '').replace(/index$/, '');
    if (lang === 'zh') route = `/zh${route}`;
    return { file, route, lang, body: matter(readFileSync(file, 'utf8')).content };
  });
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = await Promise.all(inputs.map((i) => renderMarkdown(i.body, { file: i.file, routePath: i.route, lang: i.lang })));
  const t1 = performance.now();
  const c1 = process.cpuUsage(c0);
  const c2s = process.cpuUsage();
  await Promise.all(inputs.map((i) => renderMarkdown(i.body, { file: i.file, routePath: i.route, lang: i.lang })));
  const t2 = performance.now();
  const c2 = process.cpuUsage(c2s);
  console.log(`cpu cold ${((c1.user + c1.system) / 1000).toFixed(0)} ms, warm ${((c2.user + c2.system) / 1000).toFixed(0)} ms`);
  console.log(`cold ${inputs.length} pages ${(t1 - t0).toFixed(0)} ms, warm ${(t2 - t1).toFixed(0)} ms`);
  out.forEach((o, k) => o.warnings.length && console.log(inputs[k].file, JSON.stringify(o.warnings)));
  console.log('links', out.reduce((n, o) => n + o.links.length, 0), 'toc', out.reduce((n, o) => n + o.toc.length, 0));
}, 60000);
