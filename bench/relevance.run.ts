/**
 * Relevance side by side: the question sets (tests/relevance/questions-*.ts) and the keyword sets
 * (keywords-*.ts), each case's expected first page looked for among the first pages every engine
 * ranks, over the same pages: the build of content/ the corpus reads, both languages.
 *
 * Ours is the worker's `createSearchApi` over the index files that build wrote (what a reader's
 * browser searches). The others index the same pages through their public APIs, one file each in
 * baselines/: Pagefind the built pages' HTML, queried in Chromium; the rest the search documents
 * (title, headings, text) in Node. Section-level engines (MiniSearch as VitePress sets it) rank
 * sections: each counts as its page, each page once.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, it } from 'vitest';
import type { Lang } from '../src/shared/types';
import { englishKeywords } from '../tests/relevance/keywords-en';
import { chineseKeywords } from '../tests/relevance/keywords-zh';
import { englishQuestions } from '../tests/relevance/questions-en';
import { chineseQuestions } from '../tests/relevance/questions-zh';
import type { RankingCase } from '../tests/relevance/ranking-case';
import type { BuiltSite } from '../tests/support/built-site';
import { createSearchApi } from '../worker/api';
import { createLunrIndex } from './baselines/lunr';
import { createBigramIndex } from './baselines/minisearch-bigrams';
import { createOramaIndex } from './baselines/orama';
import { closePagefind, writePagefindBundle } from './baselines/pagefind';
import { createRspressIndex } from './baselines/rspress';
import { createVitepressIndex } from './baselines/vitepress';
import { serveCounting } from './browser/counting-server';
import { serveModules } from './browser/modules';
import { callInPage, chromiumUnavailable, launchChromium } from './browser/site';
import { loadCorpus } from './corpus';
import { record } from './record';
import { pagesOf, type TopHits, topHits } from './top-k';

const LANGS: readonly Lang[] = ['en', 'zh'];
const PROBE = 'bench/browser/ranking-probe.ts';

interface CaseSet {
  name: string;
  lang: Lang;
  cases: readonly RankingCase[];
}

const SETS: readonly CaseSet[] = [
  { name: 'questions en', lang: 'en', cases: englishQuestions },
  { name: 'questions zh', lang: 'zh', cases: chineseQuestions },
  { name: 'keywords en', lang: 'en', cases: englishKeywords },
  { name: 'keywords zh', lang: 'zh', cases: chineseKeywords },
];

/** Results read per query: section-level engines may give many sections of one page before the next page. */
const DEPTH = 100;
/** Pages kept per query in the JSON, to see what came first where a case missed. */
const KEPT = 3;

/** An engine, ready for one language: the page routes it ranks for each query, best first. */
type Ranker = (queries: readonly string[]) => Promise<string[][]>;

interface Engine {
  label: string;
  open(lang: Lang): Promise<Ranker>;
}

/** The installed version of a package (some export no `./package.json`, so it is read from node_modules/). */
const version = (pkg: string) =>
  (JSON.parse(readFileSync(join(process.cwd(), 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
    .version;

/** The built page of `routePath` (`/guide/x` → guide/x.html, `/zh/` → zh/index.html). */
function pageHtml(build: BuiltSite, routePath: string): string {
  const route = routePath.replace(/^\/|\/$/g, '');
  const file = [`${route}.html`, join(route, 'index.html')].find((f) => existsSync(join(build.outDir, f)));
  if (!file) throw new Error(`bench: the build of content/ holds no page for ${routePath}`);
  return build.file(file);
}

/** An engine searched in Node, built once per language from the corpus documents. */
function nodeEngine(
  label: string,
  build: (lang: Lang) => Promise<{ search(query: string, limit: number): string[] | Promise<string[]> }>,
): Engine {
  return {
    label,
    async open(lang) {
      const index = await build(lang);
      return async (queries) => Promise.all(queries.map(async (q) => pagesOf(await index.search(q, DEPTH))));
    },
  };
}

it('ranks the question and keyword sets with ours and the other engines, top-1 and top-3', async () => {
  const corpus = await loadCorpus();
  const { build } = corpus;
  const docs = (lang: Lang) => corpus.site[lang].docs;
  const notes: string[] = [];

  const ours: Engine = {
    label: 'ours (worker API)',
    async open(lang) {
      const api = createSearchApi({
        fetch: build.fetch,
        logError: (message) => {
          throw new Error(`bench: ${message}`);
        },
      });
      await api.load({ lang, version: '', ...build.indexFiles(lang) });
      return (queries) => Promise.all(queries.map(async (q) => (await api.search(q)).groups.map((g) => g.routePath)));
    },
  };
  const engines: Engine[] = [
    ours,
    nodeEngine(`MiniSearch ${version('minisearch')}, VitePress settings`, async (lang) =>
      createVitepressIndex(docs(lang)),
    ),
    nodeEngine('MiniSearch, VitePress settings + CJK bigrams', async (lang) => createBigramIndex(docs(lang))),
    nodeEngine(`FlexSearch ${version('flexsearch')}, Rspress settings`, async (lang) => createRspressIndex(docs(lang))),
    nodeEngine(`lunr ${version('lunr')}, defaults`, async (lang) => createLunrIndex(docs(lang))),
    nodeEngine(`Orama ${version('@orama/orama')}, defaults`, (lang) => createOramaIndex(docs(lang))),
  ];

  const scores: { engine: string; sets: Record<string, TopHits & { firstPages: string[][] }> }[] = [];
  const score = async (engine: Engine) => {
    const sets: (typeof scores)[number]['sets'] = {};
    for (const lang of LANGS) {
      const rank = await engine.open(lang);
      for (const set of SETS.filter((s) => s.lang === lang)) {
        const rankings = await rank(set.cases.map((c) => c.query));
        sets[set.name] = { ...topHits(set.cases, rankings), firstPages: rankings.map((r) => r.slice(0, KEPT)) };
      }
    }
    scores.push({ engine: engine.label, sets });
  };
  for (const engine of engines) await score(engine);

  const unavailable = chromiumUnavailable();
  const pagefindLabel = `Pagefind ${version('pagefind')}`;
  if (unavailable) notes.push(`${pagefindLabel} left out: ${unavailable}.`);
  else {
    const root = mkdtempSync(join(tmpdir(), 'esmx-bench-relevance-'));
    const browser = await launchChromium();
    const server = await serveCounting(root);
    try {
      const pages = new Map<Lang, Page>();
      for (const lang of LANGS) {
        const pagesOfLang = docs(lang).map((doc) => ({ url: doc.routePath, html: pageHtml(build, doc.routePath) }));
        const bundle = await writePagefindBundle(pagesOfLang, lang, join(root, lang));
        expect(bundle.pages, `Pagefind indexed every ${lang} page`).toBe(pagesOfLang.length);
        writeFileSync(join(root, `${lang}.html`), `<!doctype html><html lang="${lang}"><title>bench</title></html>`);
        const page = await browser.newPage();
        await serveModules(page);
        await page.goto(`${server.origin}/${lang}.html`);
        pages.set(lang, page);
      }
      await score({
        label: pagefindLabel,
        async open(lang) {
          const page = pages.get(lang) as Page;
          return async (queries) =>
            (await callInPage<string[][]>(page, PROBE, 'pagefindRankings', [`/${lang}/`, queries, DEPTH])).map(pagesOf);
        },
      });
    } finally {
      await browser.close();
      await server.close();
      await closePagefind();
      rmSync(root, { recursive: true, force: true });
    }
  }

  // Our own engine passes the keyword sets in order (tests/relevance): a first page missing here means
  // the suite, not the engine, went wrong.
  const our = scores[0].sets;
  for (const name of ['keywords en', 'keywords zh']) expect(our[name].top1, `ours, ${name}, top-1`).toBe(our[name].of);

  record({
    suite: 'relevance',
    tables: [
      {
        title: "Relevance: the expected first page first / among the first three (top-1 / top-3), the site's pages",
        columns: ['engine', ...SETS.map((s) => s.name)],
        rows: scores.map(({ engine, sets }) => [
          engine,
          ...SETS.map((s) => `${sets[s.name].top1} / ${sets[s.name].top3} of ${sets[s.name].of}`),
        ]),
      },
    ],
    notes: [
      'Sets: tests/relevance/questions-{en,zh}.ts (questions in words of their own) and keywords-{en,zh}.ts (prefixes, API names, typos); a case counts when its expected first page ranks first (top-1) or among the first three pages (top-3).',
      'Ours: the worker API over the index files of the build. Pagefind: the built pages (their <main>), one bundle per language through its Node API, searched in Chromium. The rest index the same pages in Node: MiniSearch by sections (each counted as its page, once), FlexSearch, lunr and Orama by pages (title, headings, text).',
      'lunr and Orama run with their defaults in Chinese too, as a site without a language plugin has them: both drop the CJK characters of the pages (lunr trims them off its whitespace tokens, Orama splits at them), so only their Latin words are indexed, and a lunr query word with CJK characters in it matches nothing. lunr.zh (lunr-languages) needs nodejieba, Orama’s Chinese tokenizer is @orama/tokenizers.',
      ...notes,
    ],
    data: { scores },
  });
}, 600_000);
