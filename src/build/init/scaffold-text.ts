/**
 * The words of a new site, per language. A language without its own set gets the English one: the reader
 * replaces these pages anyway, and the site builds the same.
 */
export interface ScaffoldText {
  navGuide: string;
  heroText: string;
  heroTagline: string;
  start: string;
  features: { icon: string; title: string; details: string }[];
  guideIntroTitle: string;
  guideIntro: string;
  guideStartTitle: string;
  /**
   * The getting-started page's body: `{prefix}` becomes the language's URL prefix (`''` or `/zh`), `{dir}` the
   * site folder as the reader typed it.
   */
  guideStart: string;
}

const en: ScaffoldText = {
  navGuide: 'Guide',
  heroText: 'Documentation that builds in seconds',
  heroTagline: 'Write Markdown, get a fast static site with search in every language.',
  start: 'Get started',
  features: [
    { icon: '📝', title: 'Markdown first', details: 'Pages are Markdown files; folders become sections.' },
    { icon: '🌐', title: 'Every language', details: 'One folder per language, same paths in each.' },
    { icon: '🔎', title: 'Search built in', details: 'A full-text index per language, no service needed.' },
  ],
  guideIntroTitle: 'Introduction',
  guideIntro: `This site was made by \`esmx-docs init\`. Each page is a Markdown file under this language's folder,
and its path is the page's URL.

## What to change first

- \`site.config.ts\` holds the title, the languages and the theme options.
- \`_nav.json\` lists the links of the top bar.
- \`guide/_meta.json\` orders the pages of this sidebar.
`,
  guideStartTitle: 'Getting started',
  guideStart: `Add a page by adding a file: \`guide/deploy.md\` becomes \`{prefix}/guide/deploy\`. List it in
\`guide/_meta.json\` to place it in the sidebar.

\`\`\`sh
npx esmx-docs dev {dir}      # live preview while you write
npx esmx-docs build {dir}    # the static site, in dist/
npx esmx-docs preview       # serve dist/ as a host would
\`\`\`

Back to the [introduction]({prefix}/guide/introduction).
`,
};

const zh: ScaffoldText = {
  navGuide: '指南',
  heroText: '几秒钟就能构建好的文档站',
  heroTagline: '用 Markdown 写作，得到一个快速的静态站点，每种语言都能全文搜索。',
  start: '开始使用',
  features: [
    { icon: '📝', title: 'Markdown 优先', details: '每个页面是一个 Markdown 文件，文件夹就是栏目。' },
    { icon: '🌐', title: '多语言', details: '每种语言一个文件夹，各语言路径相同。' },
    { icon: '🔎', title: '内置搜索', details: '每种语言一份全文索引，无需外部服务。' },
  ],
  guideIntroTitle: '简介',
  guideIntro: `这个站点由 \`esmx-docs init\` 生成。每个页面都是本语言文件夹下的一个 Markdown 文件，文件路径就是页面地址。

## 先改哪里

- \`site.config.ts\`：站点标题、语言和主题选项。
- \`_nav.json\`：顶栏的链接。
- \`guide/_meta.json\`：本侧边栏中页面的顺序。
`,
  guideStartTitle: '快速开始',
  guideStart: `新增页面就是新增文件：\`guide/deploy.md\` 对应 \`{prefix}/guide/deploy\`。把它写进 \`guide/_meta.json\`，
它就会出现在侧边栏里。

\`\`\`sh
npx esmx-docs dev {dir}      # 边写边预览
npx esmx-docs build {dir}    # 生成静态站点到 dist/
npx esmx-docs preview       # 像托管服务一样提供 dist/
\`\`\`

返回[简介]({prefix}/guide/introduction)。
`,
};

const TEXT: Record<string, ScaffoldText> = { en, zh };

/** The words for `lang` (its base language's, so `zh-CN` gets Chinese), else English. */
export function scaffoldText(lang: string): ScaffoldText {
  return TEXT[lang] ?? TEXT[lang.split('-')[0].toLowerCase()] ?? en;
}
