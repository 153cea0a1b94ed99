/** Ordered relevance set for the English index: the expected page must rank in the top 3. */
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
  { query: 'glos', expected: '/guide/start/glossary', why: 'prefix of the title Glossary' },
  // API identifiers, whole and in parts.
  {
    query: 'importmapMode',
    expected: '/api/core/render-context',
    why: 'importmapMode is an option and a property heading there',
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
  },
  { query: 'packConfig', expected: '/api/core/pack-config', why: 'exact title' },
  { query: 'ManifestJsonChunk', expected: '/api/core/manifest-json', why: 'a type heading of the manifest reference' },
  { query: 'createRspackApp', expected: '/api/app/rspack', why: 'function export heading of @esmx/rspack' },
  { query: 'createRspackVue3App', expected: '/api/app/rspack-vue', why: 'function export heading of @esmx/rspack-vue' },
  { query: 'RSPACK_LOADER', expected: '/api/app/rspack', why: 'constant export heading, underscore read as a space' },
  { query: 'onBefore', expected: '/api/core/pack-config', why: 'a PackConfig hook heading' },
  { query: 'basePathPlaceholder', expected: '/api/core/esmx', why: 'an Esmx option and property heading' },
  // Typos: the word as typed finds nothing, a one-slip correction does.
  { query: 'hydartion', expected: '/guide/start/glossary', why: 'swapped letters of Hydration, a glossary heading' },
  { query: 'renderr', expected: '/guide/essentials/render-context', why: 'one letter too many for render' },
  {
    query: 'middlewre',
    expected: '/api/core/app',
    why: 'a letter missing near the end of middleware, an App member heading',
  },
  // Phrases and topics.
  { query: 'module linking', expected: '/guide/essentials/module-linking', why: 'exact title' },
  { query: 'base path', expected: '/guide/essentials/base-path', why: 'exact title' },
  { query: 'alias', expected: '/guide/essentials/alias', why: 'word of the title Path Alias' },
  {
    query: 'client side rendering',
    expected: '/guide/essentials/csr',
    why: 'the title Client-Side Rendering, hyphen read as a space',
  },
  { query: 'quick start', expected: '/guide/start/getting-started', why: 'exact title' },
  { query: 'node.js', expected: '/guide/start/environment', why: 'heading Node.js Environment' },
  { query: 'dependency isolation', expected: '/guide/start/glossary', why: 'a glossary heading' },
  { query: 'import maps', expected: '/guide/start/glossary', why: 'a glossary heading of its own' },
  {
    query: 'esmx validate',
    expected: '/guide/essentials/module-linking',
    why: 'heading "Verify your wiring: esmx validate"',
  },
  { query: 'troubleshooting', expected: '/guide/start/getting-started', why: 'a Quick Start heading' },
  { query: 'vue 2.7', expected: '/guide/essentials/rspack', why: 'heading Vue 2.7 of the Rspack guide' },
  {
    query: 'module federation',
    expected: '/guide/essentials/module-linking',
    why: 'heading Module Linking vs Module Federation',
  },
  { query: 'evolution', expected: '/blog/birth-of-esmx', why: 'word of the article title' },
  // Input the normalizer must fold: full-width letters and accents.
  { query: 'ＲＥＮＤＥＲ', expected: '/guide/essentials/render-context', why: 'full-width letters fold to render' },
  { query: 'glössary', expected: '/guide/start/glossary', why: 'the accent is dropped' },
];

describe('English relevance', () => rankingSet('en', cases));
