import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../src/build/cache/page-cache';
import { ourStyles, ourStylesKey } from '../../../src/build/our-styles';
import type { SocialLink } from '../../../src/shared/types';
import { tempFolder } from '../../support/temp-folder';

const link = (icon: string): SocialLink => ({ icon, mode: 'link', content: 'https://example.com' });

describe('ourStyles', () => {
  it('gives the styles in file name order, then the brand icons the links name, without comments or indentation', () => {
    const dir = tempFolder('our-styles-');
    mkdirSync(join(dir, 'brand'));
    writeFileSync(join(dir, '20-b.css'), '/* Why b. */\n.b {\n  margin: 0 auto; /* centred */\n}\n');
    writeFileSync(join(dir, '10-a.css'), ':root {\n  --gap: 8px;\n}\n\n.a > p {\n  color: red;\n}\n');
    writeFileSync(join(dir, 'brand/x.css'), '.icon-x {\n  content: "/* kept */";\n}\n');
    expect(ourStyles(dir, [link('x')])).toBe(
      ':root{--gap: 8px}.a>p{color:red}.b{margin:0 auto}.icon-x{content:"/* kept */"}\n',
    );
    expect(ourStyles(dir)).toBe(':root{--gap: 8px}.a>p{color:red}.b{margin:0 auto}\n');
  });

  it('writes each value in its shortest form, meaning the same', () => {
    const dir = tempFolder('our-styles-');
    writeFileSync(join(dir, '10-a.css'), '.a::before {\n  opacity: 0.5;\n  transition: color 0.2s;\n}\n');
    expect(ourStyles(dir)).toBe('.a:before{opacity:.5;transition:color .2s}\n');
  });

  it("keeps every rule of the shell's own stylesheets", () => {
    const css = ourStyles(join(process.cwd(), 'src/client/styles'));
    expect(css).not.toContain('/*');
    for (const rule of ['.theme-transition', '.dark .theme-toggle .icon:first-child{', '.search-button{', '@media'])
      expect(css).toContain(rule);
  });

  it('keeps its result in the cache under the hash of the styles, and makes it again when they change', () => {
    const dir = tempFolder('our-styles-');
    const store = new PageCache(tempFolder('our-styles-cache-'));
    writeFileSync(join(dir, '10-a.css'), '.a {\n  color: red;\n}\n');
    expect(ourStyles(dir, [], store)).toBe('.a{color:red}\n');
    const key = ourStylesKey('.a {\n  color: red;\n}\n');
    expect(store.get(key)?.get('css')?.toString()).toBe('.a{color:red}\n');
    // What the cache holds is what a build uses: a stored text that differs shows it was read, not remade.
    store.set(key, { css: '.a{color:blue}' });
    expect(ourStyles(dir, [], store)).toBe('.a{color:blue}');
    writeFileSync(join(dir, '10-a.css'), '.a {\n  color: green;\n}\n');
    expect(ourStyles(dir, [], store)).toBe('.a{color:green}\n');
  });
});
