/**
 * The Chinese keyword set: what readers type into the search box (prefixes while typing, API
 * identifiers, typos, phrases), each with the pages of the first results in order, as far as that
 * order has a reason (see ranking.ts). zh.test.ts runs it against the real index; `npm run bench`
 * (bench/relevance.run.ts) scores other engines on it.
 */
import type { RankingCase } from './ranking-case';

const RENDER_CONTEXT_API = '/zh/api/core/render-context';
const RENDER_CONTEXT_GUIDE = '/zh/guide/essentials/render-context';
const GLOSSARY = '/zh/guide/start/glossary';
const GETTING_STARTED = '/zh/guide/start/getting-started';
const MODULE_LINKING = '/zh/guide/essentials/module-linking';
const BLOG_POST = '/zh/blog/birth-of-esmx';

export const chineseKeywords: RankingCase[] = [
  // Words inside longer Chinese text: bigrams find them with no dictionary.
  {
    query: '渲染上下文',
    expected: [RENDER_CONTEXT_GUIDE, GLOSSARY],
    why: 'exact title, then the glossary heading 渲染上下文 (RenderContext)',
  },
  {
    query: '上下文',
    expected: [RENDER_CONTEXT_GUIDE, GLOSSARY],
    why: 'the end of the title 渲染上下文, then of the glossary heading 渲染上下文 (RenderContext)',
  },
  {
    query: '模块链接',
    expected: [MODULE_LINKING, GLOSSARY],
    why: 'exact title, then the glossary heading 模块链接 (Module Linking)',
  },
  {
    query: '链接',
    expected: [MODULE_LINKING, GLOSSARY],
    why: 'the end of the title 模块链接, then of the glossary heading 模块链接 (Module Linking)',
  },
  { query: '别名', expected: ['/zh/guide/essentials/alias'], why: 'the end of the title 路径别名' },
  { query: '路径别名', expected: ['/zh/guide/essentials/alias'], why: 'exact title' },
  {
    query: '基础路径',
    expected: ['/zh/guide/essentials/base-path', RENDER_CONTEXT_GUIDE],
    why: 'exact title, then the heading 基础路径配置 of the render context guide',
  },
  { query: '客户端渲染', expected: ['/zh/guide/essentials/csr'], why: 'exact title' },
  { query: '客户端激活', expected: [GLOSSARY], why: 'a glossary heading (Hydration)' },
  {
    query: '导入映射',
    expected: [GLOSSARY, RENDER_CONTEXT_GUIDE],
    why: 'glossary heading 导入映射 (Import Maps), then the longer heading 导入映射模式 of the render context guide',
  },
  { query: '环境要求', expected: ['/zh/guide/start/environment'], why: 'exact title' },
  { query: '快速开始', expected: [GETTING_STARTED], why: 'exact title' },
  { query: '术语表', expected: [GLOSSARY], why: 'exact title' },
  {
    query: '构建器',
    expected: ['/zh/guide/essentials/rspack', GLOSSARY],
    why: 'the heading 构建器 of the Rspack guide, which also says it throughout; then the glossary heading 构建器 (Builder)',
  },
  { query: '依赖隔离', expected: [GLOSSARY], why: 'a glossary heading' },
  { query: '模块联邦', expected: [BLOG_POST], why: 'heading v2.0：模块联邦尝试 of the article' },
  {
    query: '微前端',
    expected: [BLOG_POST, GLOSSARY],
    why: 'in the middle of the article title, then the glossary heading 微前端 (Micro-Frontends)',
  },
  {
    query: '资源注入',
    expected: [RENDER_CONTEXT_GUIDE],
    why: 'two headings of the render context guide: 资源注入 and 资源注入顺序',
  },
  { query: '项目结构', expected: [GETTING_STARTED], why: 'a Quick Start heading' },
  { query: '宿主', expected: [MODULE_LINKING], why: 'inside the headings 聚合宿主（host） and 组合方（宿主）' },
  { query: '故障排查', expected: [GETTING_STARTED], why: 'a Quick Start heading' },
  // Mixed Chinese and Latin, and a mistyped character.
  {
    query: 'Esmx的模块',
    // 的 is the particle of "Esmx's modules", not part of a word: only 模块 (modules) is required
    // beside Esmx. Esmx is on every page, so 模块 decides; the Esmx API page, whose title is Esmx
    // but which says nothing about modules in a title or heading, comes after pages about them.
    expected: [BLOG_POST, MODULE_LINKING],
    why: 'the article has both Esmx and 模块(化) in its title; the module-linking guide is titled 模块链接 (module linking), how Esmx shares modules',
  },
  {
    query: 'rspack 构建器',
    expected: ['/zh/guide/essentials/rspack'],
    why: 'both parts count: the Rspack guide has Rspack as its title and talks about its 构建器',
  },
  {
    query: '渲染上下问',
    expected: [RENDER_CONTEXT_GUIDE, GLOSSARY],
    why: 'one wrong character: the dictionary words 渲染 and 上下 still match the title, then the glossary heading',
  },
  // Latin words mistyped on Chinese pages: corrected as on English ones (Chinese needs no correction).
  {
    query: 'hydation',
    expected: [GLOSSARY],
    why: 'a letter missing from Hydration, the English name beside 客户端激活',
  },
  {
    query: 'middlewrae',
    expected: ['/zh/api/core/app', '/zh/api/core/esmx', GLOSSARY],
    why: 'two letters swapped in middleware: the three pages with a middleware heading (App and Esmx members, the glossary entry 中间件 (Middleware))',
  },
  {
    query: 'serializze',
    expected: [RENDER_CONTEXT_API],
    why: 'a letter extra in serialize, a RenderContext method heading',
  },
  {
    query: 'importmapmdoe 渲染',
    expected: [RENDER_CONTEXT_GUIDE, RENDER_CONTEXT_API],
    why: 'a swapped identifier beside a Chinese word: the guide has 渲染 in its title and importmapMode in its best practices; the API has importmapMode headings but 渲染 only in its text',
  },
  // API identifiers on Chinese pages.
  {
    query: 'importmapMode',
    expected: [RENDER_CONTEXT_API, RENDER_CONTEXT_GUIDE],
    why: 'an option and property heading of the API; the guide only explains the mode (导入映射模式)',
  },
  {
    query: 'packConfig',
    expected: ['/zh/api/core/pack-config', '/zh/api/core/esmx'],
    why: 'exact title, then the packConfig option heading of Esmx',
  },
  {
    query: 'manifest.json',
    expected: ['/zh/api/core/manifest-json', '/zh/api/core/esmx'],
    why: 'the title ManifestJson holds both words as humps; Esmx names the manifest.json file among its paths',
  },
  { query: 'rend', expected: [RENDER_CONTEXT_API], why: 'prefix of the title RenderContext' },
];
