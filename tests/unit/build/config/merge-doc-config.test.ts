import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/build/config/load-config';
import { mergeDocConfig } from '../../../../src/build/config/merge-doc-config';
import { writeTree } from '../tree';

describe("Rspress's mergeDocConfig", () => {
  it('merges objects key by key, joins arrays, and lets the later config win elsewhere', async () => {
    const merged = await mergeDocConfig(
      { title: 'Base', head: ['a'], themeConfig: { footer: { message: 'm' }, socialLinks: [1] }, base: '/x/' },
      { title: 'Site', head: ['b'], themeConfig: { socialLinks: [2] }, base: undefined },
      { route: { exclude: 'drafts/**' } },
      { route: { exclude: ['old/**'] } },
    );
    expect(merged).toEqual({
      title: 'Site',
      head: ['a', 'b'],
      themeConfig: { footer: { message: 'm' }, socialLinks: [1, 2] },
      base: '/x/',
      route: { exclude: ['drafts/**', 'old/**'] },
    });
  });

  it('leaves the configs it is given as they were', async () => {
    const base = { themeConfig: { nav: [1] } };
    await mergeDocConfig(base, { themeConfig: { nav: [2] } });
    expect(base).toEqual({ themeConfig: { nav: [1] } });
  });

  it('gives an Rspress config that a preset makes with it its options', async () => {
    const root = writeTree({
      'rspress.config.ts': `import { defineConfig, mergeDocConfig } from '@rspress/core';
const preset = (site: object) => mergeDocConfig(defineConfig({ title: 'Preset', themeConfig: { footer: { message: 'From the preset' } } }), site);
export default preset({ title: 'My site', base: '/site/' });
`,
      'index.md': '# Home\n',
    });
    const { config, warnings } = await loadConfig(root);
    expect(warnings.join('\n')).not.toMatch(/cannot load/);
    expect(config).toMatchObject({
      title: 'My site',
      base: '/site/',
      themeConfig: { footer: { message: 'From the preset' } },
    });
  });
});
