import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPEDOC_PLUGIN_MODULE, typedocOf } from '../../../../src/build/config/typedoc-plugin';
import { tempFolder } from '../../../support/temp-folder';

const { pluginTypeDoc } = TYPEDOC_PLUGIN_MODULE['@rspress/plugin-typedoc'];

describe('typedocOf', () => {
  it("leaves the links into TypeDoc's default folder unchecked, with or without a language's prefix", () => {
    const other = { name: 'other' };
    const { unbuilt, ignored, others } = typedocOf(
      [pluginTypeDoc({ entryPoints: ['src/index.ts'] }), other],
      tempFolder('td-'),
    );
    expect(others).toEqual([other]);
    expect(ignored).toContain("@rspress/plugin-typedoc's API pages (/api/)");
    for (const url of [
      '/api',
      '/api/',
      '/api/functions/x',
      '/zh/api/classes/y',
      '/api#top',
      '/api?x',
      '/zh-Hans/api/x',
    ])
      expect(unbuilt?.test(url), url).toBe(true);
    for (const url of ['/apis', '/guide/api/x', '/guide/api', '/a/b/api/x'])
      expect(unbuilt?.test(url), url).toBe(false);
  });

  it('reads the folder the plugin writes to from its outDir', () => {
    const { unbuilt, ignored } = typedocOf([pluginTypeDoc({ outDir: './reference/api/' })], tempFolder('td-'));
    expect(ignored).toContain('(/reference/api/)');
    expect(unbuilt?.test('/reference/api/x')).toBe(true);
    expect(unbuilt?.test('/api/x')).toBe(false);
  });

  it("reads an outDir in a language's folder as that language's path, and takes the site's languages as prefixes", () => {
    const { unbuilt, ignored } = typedocOf([pluginTypeDoc({ outDir: 'en/reference/api' })], tempFolder('td-'), [
      'en',
      'ko-Kore',
    ]);
    expect(ignored).toContain('(/reference/api/)');
    for (const url of ['/reference/api/', '/reference/api/functions/x', '/ko-Kore/reference/api/x'])
      expect(unbuilt?.test(url), url).toBe(true);
    for (const url of ['/en/reference/apis', '/zh/reference/api/x', '/guide/reference/api/x'])
      expect(unbuilt?.test(url), url).toBe(false);
  });

  it('leaves the check alone when the docs keep the generated pages, and without the plugin', () => {
    const docs = tempFolder('td-');
    mkdirSync(join(docs, 'api'));
    expect(typedocOf([pluginTypeDoc({})], docs)).toEqual({ others: [] });
    expect(typedocOf([{ name: 'other' }], docs)).toEqual({ others: [{ name: 'other' }] });
  });
});
