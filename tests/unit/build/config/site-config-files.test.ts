import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsFolderOf, loadConfig } from '../../../../src/build/config/load-config';
import { siteConfigFilesIn } from '../../../../src/build/config/site-config-files';
import { page, writeTree } from '../tree';

describe('siteConfigFilesIn', () => {
  it('is every site.config of a folder, and beside an Rspress config only those giving a default export', () => {
    const alone = writeTree({ 'site.config.ts': 'export const data = 1;\n' });
    expect(siteConfigFilesIn(alone)).toEqual({ files: [join(alone, 'site.config.ts')], notConfigs: [] });
    const beside = writeTree({
      'rspress.config.ts': "export default { root: 'docs' };\n",
      'site.config.ts': 'export const HeroCards = { items: [] };\n',
      'site.config.mjs': 'export default { title: "Ours" };\n',
    });
    expect(siteConfigFilesIn(beside)).toEqual({
      files: [join(beside, 'site.config.mjs')],
      notConfigs: [join(beside, 'site.config.ts')],
    });
  });
});

describe("a project's own site.config module beside its Rspress config", () => {
  it("leaves the Rspress config the site's, its root and title read, as Rspress reads only that", async () => {
    const cwd = writeTree({
      'rspress.config.ts': "export default { root: 'docs', title: 'Repro Three' };\n",
      'site.config.ts': "export const HeroCards = { items: [{ title: 'Installation' }] };\n",
      'docs/index.md': page('Hello'),
    });
    const said: string[] = [];
    const docs = await docsFolderOf(cwd, (line) => said.push(line), cwd);
    expect(docs).toBe(join(cwd, 'docs'));
    expect((await loadConfig(docs, cwd)).config.title).toBe('Repro Three');
  });
});
