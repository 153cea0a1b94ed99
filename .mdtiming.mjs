import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
const t00 = performance.now();
const { renderMarkdown } = await import('./.mdtiming-bundle.mjs');
const files = execSync('find content -name "*.md"', { encoding: 'utf8' }).trim().split('\n');
const inputs = files.map((file) => {
  const lang = file.startsWith('content/zh') ? 'zh' : 'en';
  let route = file.replace(/^content\/(en|zh)/, '').replace(/\.md$/, '').replace(/index$/, '');
  if (lang === 'zh') route = `/zh${route}`;
  return { file, route, lang, body: matter(readFileSync(file, 'utf8')).content };
});
const c0 = process.cpuUsage(); const t0 = performance.now();
await Promise.all(inputs.map((i) => renderMarkdown(i.body, { file: i.file, routePath: i.route, lang: i.lang })));
const t1 = performance.now(); const c1 = process.cpuUsage(c0);
const c2s = process.cpuUsage();
await Promise.all(inputs.map((i) => renderMarkdown(i.body, { file: i.file, routePath: i.route, lang: i.lang })));
const t2 = performance.now(); const c2 = process.cpuUsage(c2s);
console.log(`import ${(t0 - t00).toFixed(0)} ms; ${inputs.length} pages: cold ${(t1 - t0).toFixed(0)} ms wall / ${((c1.user + c1.system) / 1000).toFixed(0)} ms cpu; warm ${(t2 - t1).toFixed(0)} ms wall / ${((c2.user + c2.system) / 1000).toFixed(0)} ms cpu`);
