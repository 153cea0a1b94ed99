/**
 * A deterministic bilingual docs tree of any size for build tests: `sections` folders of `perSection` pages
 * per language, each page with headings, prose, a table, a container, code in a few languages and links to
 * its neighbours, and a `_meta.json` sidebar per section and a `_nav.json` (no root `_meta.json`: each section has its own sidebar, as Rspress 2 makes them). Keys are paths relative to the tree's root (`content/…`).
 */
export function generateSite(sections: number, perSection: number): Record<string, string> {
  const files: Record<string, string> = {};
  const names = Array.from({ length: sections }, (_, s) => `part-${s + 1}`);
  for (const lang of ['en', 'zh']) {
    files[`content/${lang}/index.md`] = `---\npageType: home\ntitle: ${lang === 'en' ? 'Home' : '首页'}\n---\n`;
    // A nav: with it, and no root `_meta.json`, each section has its own sidebar (see sidebar.ts).
    files[`content/${lang}/_nav.json`] = JSON.stringify([{ text: names[0], link: `/${names[0]}/page-1` }]);
    names.forEach((section, s) => {
      const pages = Array.from({ length: perSection }, (_, p) => `page-${p + 1}`);
      files[`content/${lang}/${section}/_meta.json`] = JSON.stringify(pages);
      pages.forEach((name, p) => {
        const next = pages[(p + 1) % pages.length];
        const n = s * perSection + p + 1;
        files[`content/${lang}/${section}/${name}.md`] = lang === 'en' ? english(n, next) : chinese(n, next);
      });
    });
  }
  return files;
}

function english(n: number, next: string): string {
  return `---
description: Page ${n} of the generated site.
---

# Topic ${n}

Topic ${n} explains how module ${n} is loaded. See [the next topic](./${next}.md) and [the home page](/).

## Setting up ${n}

\`\`\`ts title="setup-${n}.ts"
export const value${n}: number = ${n} * 2;
\`\`\`

| Option | Default |
| --- | --- |
| \`size${n}\` | ${n} |

:::tip Remember
Module ${n} is cached after the first load.
:::

### Running ${n}

\`\`\`bash
npm run start -- --page ${n}
\`\`\`

\`\`\`json
{ "page": ${n} }
\`\`\`
`;
}

function chinese(n: number, next: string): string {
  return `---
description: 生成站点的第 ${n} 页。
---

# 主题 ${n}

主题 ${n} 说明模块 ${n} 如何加载。参见[下一个主题](./${next}.md)。

## 配置 ${n}

\`\`\`ts
export const value${n}: number = ${n} * 2;
\`\`\`

:::warning 注意
模块 ${n} 首次加载后会被缓存。
:::
`;
}
