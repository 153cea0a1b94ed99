import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../../bin/bundle-cache.mjs';
import { buildSite } from '../../../../src/build/build';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { freshPageHtml } from '../../../../src/build/dev/fresh-page-html';
import type { PageData } from '../../../../src/shared/types';
import { writeTree } from '../tree';

const SSR = join(import.meta.dirname, '../../../../.build/ssr.mjs');

/** The JSON of the document's `<script id="__PAGE__">`. */
const pageOf = (html: string): PageData =>
  JSON.parse(/<script id="__PAGE__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('freshPageHtml', () => {
  let kept = '';
  beforeAll(async () => {
    await ensureBundles();
    const root = writeTree({
      'content/en/index.md': '# Home\n',
      'content/en/guide/index.md': '---\noverview: true\n---\n# Guide\n',
      'content/en/guide/a.md': '# Page A\n\n## First head\n',
    });
    const config = resolveConfig({ title: 'Fresh', locales: [{ lang: 'en', label: 'English' }] });
    await buildSite({ contentDir: join(root, 'content'), outDir: join(root, 'dist'), config, cache: false });
    kept = readFileSync(join(root, 'dist/guide/index.html'), 'utf8');
  }, 600_000);

  it("keeps an overview's headers from its kept document: a page rendered alone has no other page's", async () => {
    const alone: PageData = { ...pageOf(kept), html: '<h1 id="guide">Guide, edited</h1>', overview: undefined };
    const html = await freshPageHtml(SSR, kept, alone, true);
    expect(html).toContain('Guide, edited');
    expect(html).toContain('<a href="/guide/a#first-head">First head</a>');
    expect(pageOf(html).overview).toEqual({ '/guide/a': [{ text: 'First head', id: 'first-head' }] });
  }, 60_000);

  it("takes nothing from another page's document", async () => {
    const alone: PageData = { ...pageOf(kept), routePath: '/guide/b', overview: undefined };
    expect(pageOf(await freshPageHtml(SSR, kept, alone, false)).overview).toBeUndefined();
  }, 60_000);
});
