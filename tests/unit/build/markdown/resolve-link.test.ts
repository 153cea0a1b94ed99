import { describe, expect, it } from 'vitest';
import { classifyHref, namesPageFile, resolveInternalHref } from '../../../../src/build/markdown/resolve-link';

describe('classifyHref', () => {
  it.each([
    ['#summary', 'hash'],
    ['https://esmx.dev', 'external'],
    ['http://example.com/x', 'external'],
    ['mailto:team@esmx.dev', 'external'],
    ['//cdn.example.com/a.js', 'external'],
    ['tel:+123', 'other'],
    ['?tab=1', 'other'],
    ['/guide/start/glossary', 'internal'],
    ['./glossary.md#esm', 'internal'],
    ['../essentials/', 'internal'],
    ['/blog/index.html', 'internal'],
    ['/logo.svg', 'asset'],
    ['./diagram.png', 'asset'],
    ['/media/intro.mp4', 'asset'],
    ['/guide/release-notes/v3.0', 'internal'],
    ['./v3.0#fixes', 'internal'],
    ['/downloads/tool-1.2.3.zip', 'asset'],
  ])('classifies %s as %s', (href, kind) => {
    expect(classifyHref(href)).toBe(kind);
  });
});

describe('resolveInternalHref', () => {
  const page = '/guide/start/introduction';

  it.each([
    ['./glossary.md', '/guide/start/glossary'],
    ['glossary', '/guide/start/glossary'],
    ['./glossary.html#esm', '/guide/start/glossary#esm'],
    ['../essentials/rspack.md?x=1#top', '/guide/essentials/rspack?x=1#top'],
    ['../essentials/', '/guide/essentials/'],
    ['./', '/guide/start/'],
    ['..', '/guide/'],
    ['./index.md', '/guide/start/'],
    ['/api/core/esmx', '/api/core/esmx'],
    ['/api/core/index', '/api/core/'],
    ['/', '/'],
    ['../../../../too-far', '/too-far'],
  ])('resolves %s on an English page to %s', (href, route) => {
    expect(resolveInternalHref(href, page, 'en')).toBe(route);
  });

  it('resolves relative links against a folder route as that folder', () => {
    expect(resolveInternalHref('./birth-of-esmx.md', '/blog/', 'en')).toBe('/blog/birth-of-esmx');
  });

  // A component's href (`<LinkCard href="../features">`) is left to the browser by Rspress, which resolves it
  // against the page's URL: an index page's URL ends in its folder's `/`, as its route here does.
  it.each([
    ['../features', '/guide/sub/'],
    ['../features', '/guide/sub/page'],
    ['./a', '/guide/sub/'],
    ['a/b', '/guide/sub/page'],
    ['../', '/guide/sub/'],
    ['../../../../x', '/guide/sub/'],
    ['../x', '/zh/guide/'],
  ])('resolves %s on %s to the path a browser there goes to', (href, route) => {
    const lang = route.startsWith('/zh/') ? 'zh' : 'en';
    expect(resolveInternalHref(href, route, lang)).toBe(new URL(href, `https://docs.example${route}`).pathname);
  });

  it('keeps relative links of a Chinese page inside /zh', () => {
    expect(resolveInternalHref('../essentials/csr.md', '/zh/guide/start/introduction', 'zh')).toBe(
      '/zh/guide/essentials/csr',
    );
  });

  it('adds /zh to an absolute link written on a Chinese page', () => {
    expect(resolveInternalHref('/guide/start/environment#node', '/zh/guide/start/introduction', 'zh')).toBe(
      '/zh/guide/start/environment#node',
    );
    expect(resolveInternalHref('/', '/zh/guide/start/introduction', 'zh')).toBe('/zh/');
  });

  it('does not add /zh twice', () => {
    expect(resolveInternalHref('/zh/api/core/app', '/zh/guide/start/introduction', 'zh')).toBe('/zh/api/core/app');
  });

  it('leaves an explicit /zh link on an English page alone', () => {
    expect(resolveInternalHref('/zh/api/core/app', page, 'en')).toBe('/zh/api/core/app');
  });

  it("prefixes any language but the default, known from the page's own route", () => {
    expect(resolveInternalHref('/guide/x', '/de/guide/a', 'de')).toBe('/de/guide/x');
    expect(resolveInternalHref('/de/guide/x', '/de/guide/a', 'de')).toBe('/de/guide/x');
    expect(resolveInternalHref('/deutsch/x', '/de/', 'de')).toBe('/de/deutsch/x');
    // The default language's pages carry no prefix, so their links get none, whatever the language is called.
    expect(resolveInternalHref('/guide/x', '/guide/a', 'de')).toBe('/guide/x');
  });

  it("sends a link naming the default language to its unprefixed page, from any language's page", () => {
    const langs = ['en', 'zh'];
    expect(resolveInternalHref('/en/guide/start/getting-started.mdx', '/zh/guide/a', 'zh', langs)).toBe(
      '/guide/start/getting-started',
    );
    expect(resolveInternalHref('/en/guide/x#y', '/guide/a', 'en', langs)).toBe('/guide/x#y');
    expect(resolveInternalHref('/en', '/zh/guide/a', 'zh', langs)).toBe('/');
    // Another language's prefix stays, and a folder merely starting like a language is no language.
    expect(resolveInternalHref('/zh/guide/x', '/guide/a', 'en', langs)).toBe('/zh/guide/x');
    expect(resolveInternalHref('/english/x', '/zh/guide/a', 'zh', langs)).toBe('/zh/english/x');
  });
});

describe('namesPageFile', () => {
  it('is true for a path ending in .md, .mdx or .html, before its query or hash', () => {
    expect(['/api/x.html', './a.md#b', '../c.mdx?v=1'].map(namesPageFile)).toEqual([true, true, true]);
  });

  it('is false for a route, a folder, an asset or an extension only in the hash', () => {
    expect(['/guide/a', '/guide/', '/logo.svg', '/a#b.md'].map(namesPageFile)).toEqual([false, false, false, false]);
  });
});
