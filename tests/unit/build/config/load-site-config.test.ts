import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../../src/build/config/load-config';
import { loadSiteConfig } from '../../../../src/build/config/load-site-config';
import { localesOf } from '../../../../src/shared/locale';
import { writeTree } from '../tree';

/** A content folder with a page in each of `langs` and the given config source. */
function content(langs: string[], config: string): string {
  const files = Object.fromEntries(langs.map((lang) => [`docs/${lang}/index.md`, '# Home\n']));
  return join(writeTree({ ...files, 'docs/site.config.ts': config }), 'docs');
}

describe('loadSiteConfig', () => {
  it('prints each warning of the config as a warning line and returns the config', async () => {
    const dir = content(['en'], "export default { title: 'T', titel: 'typo' };\n");
    const lines: string[] = [];
    const loaded = await loadSiteConfig(dir, (line) => lines.push(line));
    expect(loaded.config.title).toBe('T');
    expect(lines).toEqual([
      `esmx-docs: warning: ${relative(process.cwd(), join(dir, 'site.config.ts'))}: unknown option "titel" is ignored`,
    ]);
  });

  it("gives a config whose locales are the content folder's languages, the default first", async () => {
    const dir = content(['de', 'ja'], "export default { lang: 'ja' };\n");
    const locales = localesOf((await loadSiteConfig(dir, () => {})).config);
    expect(locales.langs).toEqual(['ja', 'de']);
    expect(locales.langOf('/de/guide')).toBe('de');
    expect(locales.langOf('/zh/guide')).toBe('ja');
  });

  it('throws a ConfigError naming the file and option, and prints nothing', async () => {
    const dir = content(['en'], 'export default {\n  title: 42,\n};\n');
    const lines: string[] = [];
    const loading = loadSiteConfig(dir, (line) => lines.push(line));
    await expect(loading).rejects.toBeInstanceOf(ConfigError);
    await expect(loading).rejects.toThrow(`${relative(process.cwd(), join(dir, 'site.config.ts'))}:2:`);
    expect(lines).toEqual([]);
  });
});
