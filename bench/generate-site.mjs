// Writes a generated bilingual docs site (bench/site/generate.ts) to a folder:
//
//   node bench/generate-site.mjs --pages 1000 --out /tmp/site [--seed 1] [--code-heavy]
//
// `--pages` counts the pages of one language (the home page included); the folder is emptied first.
// `--code-heavy`: about nine code blocks a page, mostly TypeScript (about five otherwise).
import { register } from 'node:module';
import { parseArgs } from 'node:util';

register('./ts-hooks.mjs', import.meta.url);

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '40' },
    out: { type: 'string' },
    seed: { type: 'string', default: '1' },
    'code-heavy': { type: 'boolean', default: false },
  },
});
if (!values.out) {
  console.error('usage: node bench/generate-site.mjs --pages <n> --out <dir> [--seed <n>] [--code-heavy]');
  process.exit(1);
}
const { writeSite } = await import('./site/generate.ts');
const started = performance.now();
const { files, bytes } = writeSite(values.out, {
  pages: Number(values.pages),
  seed: Number(values.seed),
  codeHeavy: values['code-heavy'],
});
console.log(
  `bench: wrote ${files} files (${(bytes / 1024 / 1024).toFixed(1)} MB) for ${values.pages} pages per language into ${values.out} in ${Math.round(performance.now() - started)} ms`,
);
