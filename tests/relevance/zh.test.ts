/**
 * Ordered relevance set for the Chinese index: the expected page must rank in the top 3, and first
 * (`first`) where the site has one obvious answer.
 */
import { describe } from 'vitest';
import { type RankingCase, rankingSet } from './ranking';

const cases: RankingCase[] = [
  // Words inside longer Chinese text: bigrams find them with no dictionary.
  { query: '渲染上下文', expected: '/zh/guide/essentials/render-context', why: 'exact title', first: true },
  {
    query: '上下文',
    expected: '/zh/guide/essentials/render-context',
    why: 'the end of the title 渲染上下文',
    first: true,
  },
  { query: '模块链接', expected: '/zh/guide/essentials/module-linking', why: 'exact title', first: true },
  { query: '链接', expected: '/zh/guide/essentials/module-linking', why: 'the end of the title 模块链接', first: true },
  { query: '别名', expected: '/zh/guide/essentials/alias', why: 'the end of the title 路径别名', first: true },
  { query: '路径别名', expected: '/zh/guide/essentials/alias', why: 'exact title', first: true },
  { query: '基础路径', expected: '/zh/guide/essentials/base-path', why: 'exact title', first: true },
  { query: '客户端渲染', expected: '/zh/guide/essentials/csr', why: 'exact title', first: true },
  { query: '客户端激活', expected: '/zh/guide/start/glossary', why: 'a glossary heading (Hydration)', first: true },
  {
    query: '导入映射',
    expected: '/zh/guide/start/glossary',
    why: 'glossary heading 导入映射 (Import Maps)',
    first: true,
  },
  { query: '环境要求', expected: '/zh/guide/start/environment', why: 'exact title', first: true },
  { query: '快速开始', expected: '/zh/guide/start/getting-started', why: 'exact title', first: true },
  { query: '术语表', expected: '/zh/guide/start/glossary', why: 'exact title', first: true },
  { query: '构建器', expected: '/zh/guide/essentials/rspack', why: 'a heading of the Rspack guide', first: true },
  { query: '依赖隔离', expected: '/zh/guide/start/glossary', why: 'a glossary heading', first: true },
  {
    query: '模块联邦',
    expected: '/zh/blog/birth-of-esmx',
    why: 'heading v2.0：模块联邦尝试 of the article',
    first: true,
  },
  { query: '微前端', expected: '/zh/blog/birth-of-esmx', why: 'in the middle of the article title', first: true },
  {
    query: '资源注入',
    expected: '/zh/guide/essentials/render-context',
    why: 'a heading of the render context guide',
    first: true,
  },
  { query: '项目结构', expected: '/zh/guide/start/getting-started', why: 'a Quick Start heading', first: true },
  {
    query: '宿主',
    expected: '/zh/guide/essentials/module-linking',
    why: 'inside the heading 聚合宿主（host）',
    first: true,
  },
  { query: '故障排查', expected: '/zh/guide/start/getting-started', why: 'a Quick Start heading', first: true },
  // Mixed Chinese and Latin, and a mistyped character.
  // No page has the phrase itself: the ES module entry of the glossary holds Esmx and 的模块 in one section.
  {
    query: 'Esmx的模块',
    expected: '/zh/guide/start/glossary',
    why: 'Esmx and 的模块 in one section (the ES module entry)',
  },
  {
    query: 'rspack 构建器',
    expected: '/zh/guide/essentials/rspack',
    why: 'both parts count: the Rspack guide talks about its 构建器',
  },
  {
    query: '渲染上下问',
    expected: '/zh/guide/essentials/render-context',
    why: 'one wrong character: the dictionary words 渲染 and 上下 still match the title',
    first: true,
  },
  // Latin words mistyped on Chinese pages: corrected as on English ones (Chinese needs no correction).
  {
    query: 'hydation',
    expected: '/zh/guide/start/glossary',
    why: 'a letter missing from Hydration, the English name beside 客户端激活',
    first: true,
  },
  {
    query: 'middlewrae',
    expected: '/zh/api/core/app',
    why: 'two letters swapped in middleware, an App member heading',
    first: true,
  },
  {
    query: 'serializze',
    expected: '/zh/api/core/render-context',
    why: 'a letter extra in serialize, a RenderContext method heading',
    first: true,
  },
  {
    query: 'importmapmdoe 渲染',
    expected: '/zh/api/core/render-context',
    why: 'a swapped identifier beside a Chinese word: importmapMode and 渲染 on the RenderContext API',
  },
  // API identifiers on Chinese pages.
  {
    query: 'importmapMode',
    expected: '/zh/api/core/render-context',
    why: 'an option and property heading',
    first: true,
  },
  { query: 'packConfig', expected: '/zh/api/core/pack-config', why: 'exact title', first: true },
  {
    query: 'manifest.json',
    expected: '/zh/api/core/manifest-json',
    why: 'the title ManifestJson holds both words as humps',
    first: true,
  },
  { query: 'rend', expected: '/zh/api/core/render-context', why: 'prefix of the title RenderContext', first: true },
];

describe('Chinese relevance', () => rankingSet('zh', cases));
