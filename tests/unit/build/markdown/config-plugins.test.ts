import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../../src/build/build';
import { loadConfig } from '../../../../src/build/config/load-config';
import { buildForTest, buildProblems } from '../../../support/built-site';
import { tempFolder } from '../../../support/temp-folder';
import { writeTree } from '../tree';

// Two plugins of the site's own: a remark one that puts its option in place of MARK in the text, and a
// rehype one that marks every element with an id (so both show where they ran).
const REMARK_MARK = `import { visit } from 'unist-util-visit';
export default function remarkMark({ mark }) {
  return (tree) => visit(tree, 'text', (node) => { node.value = node.value.replace(/MARK/g, mark); });
}
`;
const REHYPE_IDS = `export default function rehypeIds() {
  const walk = (node) => {
    if (node.properties?.id) node.properties.dataSeen = 'yes';
    for (const child of node.children ?? []) walk(child);
  };
  return (tree) => walk(tree);
}
`;

const config = (mark: string) => `import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import remarkMark from './plugins/remark-mark.mjs';
import rehypeIds from './plugins/rehype-ids.mjs';
export default {
  title: 'Math',
  lang: 'en',
  locales: [{ lang: 'en', label: 'English' }],
  markdown: {
    remarkPlugins: [remarkMath, [remarkMark, { mark: '${mark}' }]],
    rehypePlugins: [rehypeKatex, rehypeIds],
  },
};
`;

/** A site whose config lists remark-math and rehype-katex (from this project's node_modules) and two plugins of its own. */
function mathSite(mark = '★') {
  const root = writeTree({
    'site.config.mjs': config(mark),
    'plugins/remark-mark.mjs': REMARK_MARK,
    'plugins/rehype-ids.mjs': REHYPE_IDS,
    'en/index.md': '# Home\n\nThe [energy](./energy) page.\n',
    'en/energy.md':
      '# Energy\n\nMass and energy: $E = mc^2$, MARK.\n\n$$\n\\sum_{i=1}^{n} i\n$$\n\n```ts\nconst a = 1;\n```\n',
    'en/sums.mdx': '# Sums\n\nIn MDX too: $a^2 + b^2$.\n',
  });
  symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'));
  return root;
}

describe("the config's markdown.remarkPlugins and rehypePlugins", () => {
  it('render math with remark-math and rehype-katex, in .md and .mdx pages, and leave the twin as written', async () => {
    const site = await buildForTest(mathSite());
    const energy = site.file('energy.html');
    expect(energy).toMatch(/<span class="katex">.*E = mc\^2<\/annotation>/s);
    expect(energy).toMatch(/<span class="katex-display">.*\\sum_\{i=1\}\^\{n\} i<\/annotation>/s);
    expect(site.file('sums.html')).toMatch(/<span class="katex">.*a\^2 \+ b\^2<\/annotation>/s);
    // The display math is the math plugin's, not a code block of an unknown language.
    expect(site.warnings.map((w) => w.message).join('\n')).not.toMatch(/math/);
    expect(site.file('energy.md')).toContain('$E = mc^2$');
  });

  it("run after the site's own, remark ones with their options, rehype ones once headings have their ids", async () => {
    const site = await buildForTest(mathSite('★'));
    const energy = site.file('energy.html');
    expect(energy).toContain('Mass and energy: <span class="katex">');
    expect(energy).toContain('★');
    expect(energy).toContain('<h1 id="energy" data-seen="yes">Energy</h1>');
    // The page's description and search text give a formula as written, once.
    expect(site.page('/energy')?.description).toBe('Mass and energy: E = mc^2, ★.');
    // The twin is written before them, as Rspress writes its Markdown copies without them.
    expect(site.file('energy.md')).toContain('MARK');
  });

  it('keep the pages titled by their # heading when a rehype plugin makes the tree anew (as rehype-raw does)', async () => {
    // Every node made again from its tag, attributes and children: what the build had put on nodes is gone.
    const anew = `export default function rehypeAnew() {
  const copy = (node) => node.type === 'element'
    ? { type: 'element', tagName: node.tagName, properties: { ...node.properties }, children: node.children.map(copy) }
    : { type: node.type, value: node.value };
  return (tree) => ({ type: 'root', children: tree.children.map(copy) });
}
`;
    const root = writeTree({
      'site.config.mjs':
        "import rehypeAnew from './anew.mjs';\nexport default { title: 'Anew', siteUrl: 'https://x.dev', lang: 'en', locales: [{ lang: 'en', label: 'English' }], markdown: { rehypePlugins: [rehypeAnew] } };\n",
      'anew.mjs': anew,
      'en/index.md': '# Home\n\nText.\n',
      'en/second.md': '# Second page\n\nBody.\n',
    });
    const site = await buildForTest(root);
    expect(site.page('/second')?.title).toBe('Second page');
    expect(site.file('second.html')).toContain('<title>Second page - Anew</title>');
    expect(site.file('second.html')).toContain('<h1 id="second-page">Second page</h1>');
    expect(site.warnings).toEqual([]);
  });

  it('render the pages again when a plugin or its options change, and only then', async () => {
    const root = mathSite('★');
    const outDir = join(tempFolder('esmx-plugins-out-'), 'site');
    const cacheDir = tempFolder('esmx-plugins-cache-');
    const build = async () => {
      const { config: siteConfig, file } = await loadConfig(root);
      return buildSite({ contentDir: root, outDir, config: siteConfig, cacheDir, configFile: file });
    };
    expect((await build()).rendered.markdown).toBe(3);
    writeFileSync(join(root, 'en/index.md'), '# Home\n\nThe [energy](./energy) page, again.\n');
    expect((await build()).rendered.markdown).toBe(1);
    writeFileSync(join(root, 'site.config.mjs'), config('☆'));
    expect((await build()).rendered.markdown).toBe(3);
  });

  it("are read from an Rspress config's markdown options as they are", async () => {
    const root = writeTree({
      'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
export default defineConfig({ title: 'Rspress math', markdown: { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] } });
`,
      'index.md': '# Home\n\nInline $x^2$ math.\n',
    });
    symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'));
    const { warnings } = await loadConfig(root);
    expect(warnings.join('\n')).not.toMatch(/Plugins/);
    const site = await buildForTest(root);
    expect(site.file('index.html')).toMatch(/Inline <span class="katex">.*x\^2<\/annotation>/s);
  });

  it("report a plugin's failure at each page it failed on, and the build stops", async () => {
    const root = writeTree({
      'site.config.mjs':
        "export default { markdown: { rehypePlugins: [() => () => { throw new Error('no formulas today'); }] } };\n",
      'en/index.md': '# Home\n',
    });
    expect(await buildProblems(root)).toEqual(['en/index.md:-: cannot render Markdown: no formulas today']);
  });

  it('are checked: an entry that is no plugin is an error at its line', async () => {
    const root = writeTree({
      'site.config.mjs': "export default {\n  markdown: {\n    remarkPlugins: ['remark-math'],\n  },\n};\n",
      'en/index.md': '# Home\n',
    });
    await expect(loadConfig(root)).rejects.toThrow(
      /site\.config\.mjs:3: "markdown\.remarkPlugins" must be an array of plugins, each a function or \[plugin, options\]/,
    );
  });
});

describe("the config's markdown.grammars", () => {
  it('colour the fences labelled with their names (in any case) or aliases, in the render threads, without a word of warning', async () => {
    const grammar =
      "{ name: 'ACL', scopeName: 'source.acl', aliases: ['rules'], repository: {}, patterns: [{ match: '#.*$', name: 'comment.line.acl' }] }";
    const root = writeTree({
      'site.config.mjs': `export default { title: 'Grammars', lang: 'en', locales: [{ lang: 'en', label: 'English' }], markdown: { grammars: [${grammar}] } };\n`,
      'en/index.md': '# Home\n\n```acl\n# allowed\n```\n\n```rules\n# also\n```\n',
    });
    const built = await buildForTest(root);
    const html = built.page('/')?.html ?? '';
    // The comment scope gets the theme's comment colour, which plain text never has.
    expect(html.match(/<span style="color:#6A737D;--shiki-dark:#8b949e"># (allowed|also)<\/span>/g)).toHaveLength(2);
    expect(built.warnings.filter((w) => w.message.includes('uncoloured'))).toEqual([]);
  }, 60_000);
});
