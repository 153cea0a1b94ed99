import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../bin/bundle-cache.mjs';
import { buildSite } from '../../../src/build/build';
import { ConfigError } from '../../../src/build/config/load-config';
import { resolveConfig } from '../../../src/build/config/resolve';
import { ContentError, type ContentProblem } from '../../../src/build/errors';
import { page, writeTree } from './tree';

// Whatever a content folder holds, a build ends in time, and either succeeds or fails with the build's own
// errors, every problem naming a file and a line: never a crash, a hang or an unhandled rejection. The
// content is made of the things that broke builds before: front matter and `_meta.json` text of
// any shape, entries of the wrong types or with `..` names, odd links, names with `#?%` or near 255 bytes,
// bytes that are not UTF-8, and symbolic links around loops and out of the content folder.

/** One thing put into a language folder (or both). */
type Piece = { kind: 'file'; path: string; text: string | Uint8Array } | { kind: 'link'; path: string; target: string };

const names = fc.constantFrom(
  'a',
  'guide/b',
  'c#',
  'what?',
  '100%',
  'a b',
  '中文',
  'tab\tname',
  'back\\slash',
  'x'.repeat(240),
  `guide/${'y'.repeat(250)}`,
  '.hidden',
  'guide/index',
);
const odd = fc.constantFrom(
  '..',
  '../..',
  '../../../../../../etc',
  '.',
  '',
  '/etc',
  'guide/../..',
  5,
  null,
  true,
  [],
  {},
);
const jsonish = fc.oneof(fc.jsonValue({ maxDepth: 2 }), odd);
const metaEntry = fc.oneof(
  names,
  odd,
  fc.record(
    {
      type: fc.oneof(
        fc.constantFrom('file', 'dir', 'dir-section-header', 'divider', 'section-header', 'custom-link'),
        jsonish,
      ),
      name: fc.oneof(names, odd),
      label: jsonish,
      link: fc.oneof(fc.constantFrom('/guide/b', 'javascript:alert(1)', '/../etc/passwd', '#x'), jsonish),
      items: fc.oneof(fc.array(jsonish, { maxLength: 2 }), jsonish),
      collapsed: jsonish,
      overviewHeaders: jsonish,
    },
    { requiredKeys: [] },
  ),
);
const navItem = fc.record(
  { text: fc.oneof(fc.string(), jsonish), link: jsonish, items: jsonish, position: jsonish, activeMatch: jsonish },
  { requiredKeys: [] },
);
const link = fc.constantFrom(
  '/guide/b',
  'javascript:alert(1)',
  '/../../etc/passwd',
  '#',
  '?x',
  '%zz',
  'http://[',
  '<>',
  '',
);
const markdown = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.tuple(fc.string({ maxLength: 20 }), link).map(([text, url]) => `# T\n\n[${text}](${url}) <${url}>\n`),
  fc.constant('# T\n\n:::tip\n```js\nunclosed\n'),
);
const frontMatter = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('title: [unclosed', 'title: 5\nsidebar: yes', 'pageType: nonsense', '- a list', 'head: 5'),
);
const piece: fc.Arbitrary<Piece> = fc.oneof(
  fc.tuple(names, frontMatter, markdown).map(([name, fm, md]) => ({
    kind: 'file' as const,
    path: `${name}.md`,
    text: `---\n${fm}\n---\n\n${md}\n`,
  })),
  fc.tuple(names, markdown).map(([name, md]) => ({ kind: 'file' as const, path: `${name}.mdx`, text: md })),
  fc.constantFrom(
    {
      kind: 'file' as const,
      path: 'latin1.md',
      text: Buffer.from('---\ndescription: x\n---\n\n# Caf\xe9\n', 'latin1'),
    },
    { kind: 'file' as const, path: 'bom.md', text: `\ufeff${page('Bom')}` },
  ),
  fc
    .oneof(
      fc.array(metaEntry, { maxLength: 4 }).map((entries) => JSON.stringify(entries, null, 1)),
      fc.string(),
    )
    .chain((text) =>
      fc.constantFrom('_meta.json', 'guide/_meta.json').map((path) => ({ kind: 'file' as const, path, text })),
    ),
  fc
    .oneof(
      fc.array(navItem, { maxLength: 3 }).map((items) => JSON.stringify(items, null, 1)),
      fc.string(),
    )
    .map((text) => ({ kind: 'file' as const, path: '_nav.json', text })),
  fc.constantFrom(
    { kind: 'link' as const, path: 'guide/loop', target: '..' },
    { kind: 'link' as const, path: 'guide/up', target: '../../..' },
    { kind: 'link' as const, path: 'guide/self', target: 'self' },
    { kind: 'link' as const, path: 'etc', target: '/etc' },
    { kind: 'link' as const, path: 'passwd.md', target: '/etc/passwd' },
    { kind: 'link' as const, path: 'gone.md', target: 'nowhere.md' },
    { kind: 'link' as const, path: 'guide/twin.md', target: '../../zh/guide/b.md' },
  ),
);
/** Pieces, each for one language or both (twins are what most checks compare). */
const content = fc.array(fc.tuple(piece, fc.constantFrom(['en'], ['zh'], ['en', 'zh'])), {
  minLength: 1,
  maxLength: 6,
});

function writeContent(pieces: readonly [Piece, readonly string[]][]): string {
  const root = writeTree({
    'content/en/index.md': page('Home'),
    'content/zh/index.md': page('首页'),
    'content/en/guide/b.md': page('B'),
    'content/zh/guide/b.md': page('乙'),
  });
  for (const [item, langs] of pieces) {
    for (const lang of langs) {
      const path = join(root, 'content', lang, item.path);
      try {
        mkdirSync(dirname(path), { recursive: true });
        if (item.kind === 'file') writeFileSync(path, item.text);
        else symlinkSync(item.target, path);
      } catch {
        // A piece the file system refuses (a name too long even for it, a path through a file) is no content.
      }
    }
  }
  return root;
}

const BUILD_MS = 20_000;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

describe('a build of hostile content', () => {
  beforeAll(async () => {
    await ensureBundles();
    process.on('unhandledRejection', onUnhandled);
  }, 600_000);
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it('finishes in time, and succeeds or fails with content problems that each name a file and a line', async () => {
    const config = resolveConfig({
      title: 'T',
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '简体中文' },
      ],
    });
    await fc.assert(
      fc.asyncProperty(content, async (pieces) => {
        const root = writeContent(pieces);
        const build = buildSite({
          contentDir: join(root, 'content'),
          outDir: join(root, 'dist'),
          config,
          cache: false,
          threads: 2,
        });
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), BUILD_MS);
        });
        const outcome = await Promise.race([
          build.then(
            () => 'built' as const,
            (error: unknown) => error,
          ),
          timeout,
        ]);
        clearTimeout(timer);
        expect(outcome).not.toBe('timeout');
        if (outcome === 'built') {
          // Nothing from outside the content folder is published (/etc holds passwd and hostname).
          const site = readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' });
          const sidebars = site.filter((f) => f.startsWith('static/sidebars/') && f.endsWith('.json'));
          const text = sidebars.map((f) => readFileSync(join(root, 'dist', f), 'utf8')).join('\n');
          expect(site.filter((f) => /passwd|hostname/.test(f))).toEqual([]);
          expect(text).not.toMatch(/passwd|hostname/);
        } else {
          if (!(outcome instanceof ContentError || outcome instanceof ConfigError)) throw outcome;
          const problems: ContentProblem[] = outcome instanceof ContentError ? outcome.problems : [];
          for (const problem of problems) {
            expect(problem.file, problem.message).toMatch(/\S/);
            expect(Number.isInteger(problem.line) && problem.line! >= 1, `${problem.file}: ${problem.message}`).toBe(
              true,
            );
          }
        }
        expect(unhandled).toEqual([]);
      }),
      { numRuns: 30, endOnFailure: true },
    );
  }, 120_000);
});
