/**
 * The English keyword set: what readers type into the search box (prefixes while typing, API
 * identifiers, typos, phrases), each with the pages of the first results in order, as far as that
 * order has a reason (see ranking.ts). en.test.ts runs it against the real index; `npm run bench`
 * (bench/relevance.run.ts) scores other engines on it.
 */
import type { RankingCase } from './ranking-case';

const RENDER_CONTEXT_API = '/api/core/render-context';
const RENDER_CONTEXT_GUIDE = '/guide/essentials/render-context';
const GLOSSARY = '/guide/start/glossary';

export const englishKeywords: RankingCase[] = [
  // Typing: prefixes must already find the page while the word is half typed.
  {
    query: 'rend',
    expected: [RENDER_CONTEXT_API, RENDER_CONTEXT_GUIDE, '/guide/essentials/csr'],
    why: '"rend" starts the title RenderContext of both RenderContext pages, the API one also many headings (RenderFiles, ServerRenderHandle); then the title Client-Side Rendering',
  },
  {
    query: 'importm',
    expected: [RENDER_CONTEXT_API, '/api/core/esmx', '/api/core/module-config'],
    why: 'headings that start with importm: importmap() and three importmapMode/ImportmapMode on RenderContext, ImportMap and getImportMap() on Esmx, the ImportMapping hump of ModuleConfigImportMapping',
    // Reordered (RenderContext before Esmx) with the one scoring function: four of RenderContext's
    // sections, on a page half Esmx's length, are about import maps, against two of Esmx's.
  },
  { query: 'glos', expected: [GLOSSARY], why: 'prefix of the title Glossary' },
  // API identifiers, whole and in parts.
  {
    query: 'importmapMode',
    expected: [RENDER_CONTEXT_API, RENDER_CONTEXT_GUIDE],
    why: 'importmapMode is an option and a property heading of the API; the guide only explains the Import Map Mode',
  },
  {
    query: 'importmap',
    expected: [RENDER_CONTEXT_API, '/api/core/esmx', '/api/core/module-config'],
    why: 'the headings importmap() (RenderContext) and ImportMap (Esmx) are the word itself; ModuleConfigImportMapping only starts with it',
    // Reordered (RenderContext before Esmx): RenderContext also has it as the first hump of three
    // importmapMode headings, on a page half Esmx's length: more of it is about the import map.
  },
  {
    query: 'manifest.json',
    expected: ['/api/core/manifest-json', '/api/core/esmx'],
    why: 'the title ManifestJson holds both words as humps; Esmx names the manifest.json file among its paths',
  },
  {
    query: 'packConfig',
    expected: ['/api/core/pack-config', '/api/core/esmx'],
    why: 'exact title, then the packConfig option heading of Esmx',
  },
  {
    query: 'ManifestJsonChunk',
    expected: ['/api/core/manifest-json'],
    why: 'a type heading of the manifest reference',
  },
  {
    query: 'createRspackApp',
    expected: ['/api/app/rspack', '/guide/essentials/rspack'],
    why: 'function export heading of @esmx/rspack; the Rspack guide calls it in its Builders section',
  },
  {
    query: 'createRspackVue3App',
    expected: ['/api/app/rspack-vue', '/guide/essentials/rspack'],
    why: 'function export heading of @esmx/rspack-vue; the Rspack guide calls it',
  },
  {
    query: 'RSPACK_LOADER',
    expected: ['/api/app/rspack', '/api/app/rspack-vue', '/guide/essentials/rspack'],
    why: 'the constant is an export heading (underscore read as a space) of @esmx/rspack, then of @esmx/rspack-vue; then the Rspack guide, with rspack in its title and loader in its text',
  },
  { query: 'onBefore', expected: ['/api/core/pack-config'], why: 'a PackConfig hook heading' },
  { query: 'basePathPlaceholder', expected: ['/api/core/esmx'], why: 'an Esmx option and property heading' },
  // Typos: the word as typed finds nothing, a one-slip correction does.
  { query: 'hydartion', expected: [GLOSSARY], why: 'swapped letters of Hydration, a glossary heading' },
  {
    query: 'renderr',
    expected: [RENDER_CONTEXT_API, RENDER_CONTEXT_GUIDE],
    why: 'one letter too many for render, the first hump of both RenderContext titles',
  },
  {
    query: 'middlewre',
    expected: ['/api/core/app', GLOSSARY, '/api/core/esmx'],
    why: 'a letter missing near the end of middleware: the three pages with a middleware heading, App (a member, five mentions on a short page), the glossary entry, then the Esmx member',
    // Reordered (glossary before Esmx): the glossary entry says what middleware is, on a page of
    // 600 words; Esmx names it in one of its 49 headings and once more in its 1,500 words.
  },
  // Typos of each kind, corrected from the index's vocabulary: one edit from 5 letters, two from 9.
  { query: 'hydation', expected: [GLOSSARY], why: 'a letter missing from Hydration, a glossary heading' },
  {
    query: 'bundel',
    expected: [RENDER_CONTEXT_GUIDE],
    why: 'two letters swapped in bundle: the RenderContext guide has the word itself, the other pages only bundler or bundles',
  },
  {
    query: 'serializze',
    expected: [RENDER_CONTEXT_API],
    why: 'a letter extra in serialize, a RenderContext method heading',
  },
  {
    query: 'middlewara',
    expected: ['/api/core/app', GLOSSARY, '/api/core/esmx'],
    why: 'a wrong last letter of middleware: the three pages with a middleware heading, App (a member, five mentions on a short page), the glossary entry, then the Esmx member',
    // Reordered (glossary before Esmx): the glossary entry says what middleware is, on a page of
    // 600 words; Esmx names it in one of its 49 headings and once more in its 1,500 words.
  },
  {
    query: 'configuraton',
    expected: ['/guide/essentials/alias'],
    why: 'a letter missing from Configuration: Path Alias has three Configuration headings, Configuration Instructions among them; the pages with two follow in no telling order',
  },
  {
    query: 'confgiruation',
    expected: ['/guide/essentials/alias'],
    why: 'two edits (two swaps) in a 13-letter word: the three Configuration headings of Path Alias',
  },
  {
    query: 'perfromance',
    expected: [RENDER_CONTEXT_GUIDE, '/blog/birth-of-esmx'],
    why: 'swapped letters of Performance: the heading Performance Optimization, then the longer Performance and Isolation Breakthrough',
  },
  {
    query: 'importmapmdoe',
    expected: [RENDER_CONTEXT_API, RENDER_CONTEXT_GUIDE],
    why: 'a swap in the identifier importmapMode: the option heading, then the guide on the mode',
  },
  // Phrases and topics.
  {
    query: 'module linking',
    expected: ['/guide/essentials/module-linking', GLOSSARY],
    why: 'exact title, then the glossary heading Module Linking',
  },
  {
    query: 'base path',
    expected: ['/guide/essentials/base-path', RENDER_CONTEXT_GUIDE, '/api/core/esmx'],
    why: 'exact title, then the heading Base Path Configuration, then the basePath headings of Esmx',
  },
  { query: 'alias', expected: ['/guide/essentials/alias'], why: 'word of the title Path Alias' },
  {
    query: 'client side rendering',
    expected: ['/guide/essentials/csr'],
    why: 'the title Client-Side Rendering, hyphen read as a space',
  },
  { query: 'quick start', expected: ['/guide/start/getting-started'], why: 'exact title' },
  {
    query: 'node.js',
    expected: ['/guide/start/environment'],
    why: 'heading Node.js Environment',
    // Ranking flaw left for the search relevance work: ManifestJson comes second, "js" being read as
    // the start of its title's Json hump, above Quick Start, which says Node.js twice.
  },
  { query: 'dependency isolation', expected: [GLOSSARY], why: 'a glossary heading' },
  {
    query: 'import maps',
    expected: [GLOSSARY],
    why: 'the glossary heading is the phrase alone; three pages have it in a longer heading',
  },
  {
    query: 'esmx validate',
    expected: ['/guide/essentials/module-linking'],
    why: 'heading "Verify your wiring: esmx validate"',
  },
  { query: 'troubleshooting', expected: ['/guide/start/getting-started'], why: 'a Quick Start heading' },
  { query: 'vue 2.7', expected: ['/guide/essentials/rspack'], why: 'heading Vue 2.7 of the Rspack guide' },
  {
    query: 'module federation',
    expected: ['/guide/essentials/module-linking', '/blog/birth-of-esmx'],
    why: 'both have the phrase in a heading; Module Linking also has module in its title',
  },
  {
    query: 'evolution',
    expected: ['/blog/birth-of-esmx', '/blog/'],
    why: 'word of the article title, then the blog index that lists it',
  },
  // Input the normalizer must fold: full-width letters and accents.
  {
    query: 'ＲＥＮＤＥＲ',
    expected: [RENDER_CONTEXT_API, RENDER_CONTEXT_GUIDE],
    why: 'full-width letters fold to render, the first hump of both RenderContext titles',
  },
  { query: 'glössary', expected: [GLOSSARY], why: 'the accent is dropped' },
];
