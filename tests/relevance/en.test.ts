/**
 * Ordered relevance set for the English index: the expected page must rank in the top 3, and first
 * (`first`) where the site has one obvious answer; the others name a page with a close twin (the
 * RenderContext guide and API reference) or a word shared by several pages.
 */
import { describe } from 'vitest';
import { type RankingCase, rankingSet } from './ranking';

const cases: RankingCase[] = [
  // Typing: prefixes must already find the page while the word is half typed.
  {
    query: 'rend',
    expected: '/guide/essentials/render-context',
    why: '"rend" starts the Render hump of the title RenderContext',
  },
  {
    query: 'importm',
    expected: '/api/core/render-context',
    why: 'the importmap() method and importmapMode option are headings of the RenderContext API',
  },
  { query: 'glos', expected: '/guide/start/glossary', why: 'prefix of the title Glossary', first: true },
  // API identifiers, whole and in parts.
  {
    query: 'importmapMode',
    expected: '/api/core/render-context',
    why: 'importmapMode is an option and a property heading there',
    first: true,
  },
  {
    query: 'importmap',
    expected: '/api/core/render-context',
    why: 'importmap() is a method heading, and the start of importmapMode',
  },
  {
    query: 'manifest.json',
    expected: '/api/core/manifest-json',
    why: 'the title ManifestJson holds both words as humps',
    first: true,
  },
  { query: 'packConfig', expected: '/api/core/pack-config', why: 'exact title', first: true },
  {
    query: 'ManifestJsonChunk',
    expected: '/api/core/manifest-json',
    why: 'a type heading of the manifest reference',
    first: true,
  },
  {
    query: 'createRspackApp',
    expected: '/api/app/rspack',
    why: 'function export heading of @esmx/rspack',
    first: true,
  },
  {
    query: 'createRspackVue3App',
    expected: '/api/app/rspack-vue',
    why: 'function export heading of @esmx/rspack-vue',
    first: true,
  },
  { query: 'RSPACK_LOADER', expected: '/api/app/rspack', why: 'constant export heading, underscore read as a space' },
  { query: 'onBefore', expected: '/api/core/pack-config', why: 'a PackConfig hook heading', first: true },
  { query: 'basePathPlaceholder', expected: '/api/core/esmx', why: 'an Esmx option and property heading', first: true },
  // Typos: the word as typed finds nothing, a one-slip correction does.
  {
    query: 'hydartion',
    expected: '/guide/start/glossary',
    why: 'swapped letters of Hydration, a glossary heading',
    first: true,
  },
  { query: 'renderr', expected: '/guide/essentials/render-context', why: 'one letter too many for render' },
  {
    query: 'middlewre',
    expected: '/api/core/app',
    why: 'a letter missing near the end of middleware, an App member heading',
    first: true,
  },
  // Typos of each kind, corrected from the index's vocabulary: one edit from 5 letters, two from 9.
  { query: 'hydation', expected: '/guide/start/glossary', why: 'a letter missing from Hydration', first: true },
  {
    query: 'bundel',
    expected: '/guide/essentials/render-context',
    why: 'two letters swapped in bundle, which only the RenderContext guide says',
    first: true,
  },
  {
    query: 'serializze',
    expected: '/api/core/render-context',
    why: 'a letter extra in serialize, a RenderContext method heading',
    first: true,
  },
  {
    query: 'middlewara',
    expected: '/api/core/app',
    why: 'a wrong last letter of middleware, an App member heading',
    first: true,
  },
  {
    query: 'configuraton',
    expected: '/guide/essentials/alias',
    why: 'a letter missing from Configuration, the Configuration Instructions heading of Path Alias',
  },
  {
    query: 'confgiruation',
    expected: '/guide/essentials/alias',
    why: 'two edits (two swaps) in a 13-letter word: Configuration Instructions',
  },
  {
    query: 'perfromance',
    expected: '/guide/essentials/render-context',
    why: 'swapped letters of Performance, the Performance Optimization heading of the guide',
    first: true,
  },
  {
    query: 'importmapmdoe',
    expected: '/api/core/render-context',
    why: 'a swap in the identifier importmapMode, an option heading there',
    first: true,
  },
  // Phrases and topics.
  { query: 'module linking', expected: '/guide/essentials/module-linking', why: 'exact title', first: true },
  { query: 'base path', expected: '/guide/essentials/base-path', why: 'exact title', first: true },
  { query: 'alias', expected: '/guide/essentials/alias', why: 'word of the title Path Alias', first: true },
  {
    query: 'client side rendering',
    expected: '/guide/essentials/csr',
    why: 'the title Client-Side Rendering, hyphen read as a space',
    first: true,
  },
  { query: 'quick start', expected: '/guide/start/getting-started', why: 'exact title', first: true },
  { query: 'node.js', expected: '/guide/start/environment', why: 'heading Node.js Environment', first: true },
  { query: 'dependency isolation', expected: '/guide/start/glossary', why: 'a glossary heading', first: true },
  { query: 'import maps', expected: '/guide/start/glossary', why: 'a glossary heading of its own', first: true },
  {
    query: 'esmx validate',
    expected: '/guide/essentials/module-linking',
    why: 'heading "Verify your wiring: esmx validate"',
    first: true,
  },
  { query: 'troubleshooting', expected: '/guide/start/getting-started', why: 'a Quick Start heading', first: true },
  { query: 'vue 2.7', expected: '/guide/essentials/rspack', why: 'heading Vue 2.7 of the Rspack guide', first: true },
  {
    query: 'module federation',
    expected: '/guide/essentials/module-linking',
    why: 'heading Module Linking vs Module Federation',
  },
  { query: 'evolution', expected: '/blog/birth-of-esmx', why: 'word of the article title', first: true },
  // Input the normalizer must fold: full-width letters and accents.
  { query: 'ＲＥＮＤＥＲ', expected: '/guide/essentials/render-context', why: 'full-width letters fold to render' },
  { query: 'glössary', expected: '/guide/start/glossary', why: 'the accent is dropped', first: true },
];

describe('English relevance', () => rankingSet('en', cases));
