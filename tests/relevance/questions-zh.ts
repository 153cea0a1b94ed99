/**
 * 中文问题集: readers' questions in Chinese, each with the page that answers it (written from
 * content/zh): question words and particles (怎么, 如何, 什么, 一个, 的, 吗, 呢) around the words
 * that matter, and answers in other words. `expected` names the obvious answer first; `why` says why.
 */
import type { RankingCase } from './ranking-case';

const GETTING_STARTED = '/zh/guide/start/getting-started';

export const chineseQuestions: RankingCase[] = [
  {
    query: '需要什么版本的node',
    expected: ['/zh/guide/start/environment'],
    why: '环境要求 has the Node.js 环境 heading and the 版本 in its text; 什么 and 的 are stop words',
  },
  {
    query: '如何创建一个新项目',
    expected: [GETTING_STARTED],
    why: '快速开始 has the heading 创建项目; 如何 and 一个 are stop words',
  },
  { query: '怎么启动开发服务器', expected: [GETTING_STARTED], why: 'the heading 启动开发服务器 of 快速开始' },
  { query: '怎么构建生产环境的代码', expected: [GETTING_STARTED], why: 'the heading 生产构建 of 快速开始' },
  { query: '支持哪些浏览器', expected: ['/zh/guide/start/environment'], why: 'the heading 浏览器兼容性 of 环境要求' },
  {
    query: '什么是导入映射',
    expected: ['/zh/guide/start/glossary'],
    why: 'the glossary heading 导入映射 (Import Maps) is the question’s meaningful words (什么 and 是 are stop words); the render context guide’s longer heading 导入映射模式 comes second',
  },
  { query: '什么是模块链接', expected: ['/zh/guide/essentials/module-linking'], why: 'the title 模块链接' },
  {
    query: '如何配置路径别名',
    expected: ['/zh/guide/essentials/alias'],
    why: 'the title 路径别名 and its 配置 headings',
  },
  { query: '怎么修改基础路径', expected: ['/zh/guide/essentials/base-path'], why: 'the title 基础路径' },
  {
    query: '部署到二级目录',
    expected: ['/zh/guide/essentials/base-path'],
    why: 'the heading 二级目录部署 of 基础路径',
  },
  {
    query: '如何把静态资源放到CDN',
    expected: ['/zh/guide/essentials/base-path'],
    why: '基础路径 is about static resource URLs per environment (its keywords name CDN and 静态资源)',
  },
  {
    query: '只在浏览器里渲染页面',
    expected: ['/zh/guide/essentials/csr'],
    why: 'the title 客户端渲染: answered in other words than the question',
  },
  {
    query: '如何生成静态html',
    expected: ['/zh/guide/essentials/csr'],
    why: 'the heading 静态 HTML 生成 of 客户端渲染',
  },
  {
    query: '资源注入的顺序是什么',
    expected: ['/zh/guide/essentials/render-context'],
    why: 'the heading 资源注入顺序 of the render context guide',
  },
  { query: '渲染上下文是干什么的', expected: ['/zh/guide/essentials/render-context'], why: 'the title 渲染上下文' },
  {
    query: 'vue2和vue3能一起用吗',
    expected: ['/zh/api/app/rspack-vue'],
    why: '@esmx/rspack-vue builds Vue 2 and Vue 3; 吗 and 能 are stop words',
  },
  {
    query: '怎么加一个中间件',
    expected: ['/zh/api/core/app'],
    why: 'App has the middleware member heading, 中间件 in its text',
    miss: '中间件 is cut into 中间 + 件 without a dictionary; the glossary entry 中间件 ranks above App',
  },
  { query: 'manifest文件里有什么', expected: ['/zh/api/core/manifest-json'], why: 'the title ManifestJson' },
  {
    query: '怎么打包成tgz',
    expected: ['/zh/api/core/pack-config'],
    why: 'PackConfig turns a build into a .tgz archive (打包)',
  },
  {
    query: '为什么要做esmx',
    expected: ['/zh/guide/start/introduction'],
    why: 'the heading 为什么需要 Esmx of the introduction',
    miss: 'Esmx is in every page; 要做 alone points nowhere in particular',
  },
  {
    query: '设计原则有哪些',
    expected: ['/zh/guide/start/introduction'],
    why: 'the heading 核心原则 and 设计原则 in its description',
  },
  {
    query: '框架的发展历史',
    expected: ['/zh/blog/birth-of-esmx'],
    why: 'the article on the evolution (演进) of the framework',
    miss: '发展历史 is in no page’s text as such, the article says 演进之路 (evolution)',
  },
  { query: '项目的目录结构是怎样的', expected: [GETTING_STARTED], why: 'the heading 项目结构 of 快速开始' },
  { query: '创建项目时出错了怎么办', expected: [GETTING_STARTED], why: '快速开始 has 创建项目 and 故障排查' },
  {
    query: '什么是微前端',
    expected: ['/zh/guide/start/glossary', '/zh/blog/birth-of-esmx'],
    why: 'the glossary heading 微前端, then the article with 微前端 in its title',
    miss: 'the article, with 微前端 in its title, ranks above the glossary entry',
  },
  {
    query: '如何验证模块的连接',
    expected: ['/zh/guide/essentials/module-linking'],
    why: 'the heading on esmx validate of 模块链接',
    miss: 'the page says 接线 and esmx validate, not 验证…连接',
  },
];
