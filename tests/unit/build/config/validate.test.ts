import { describe, expect, it } from 'vitest';
import { checkOptions } from '../../../../src/build/config/validate';

describe('checkOptions', () => {
  it('accepts the options our own site sets', () => {
    const report = checkOptions({
      title: 'Esmx',
      lang: 'en',
      locales: [{ lang: 'en', label: 'English' }],
      themeConfig: {
        lastUpdated: true,
        socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/esmnext/esmx' }],
        editLink: { docRepoBaseUrl: 'https://example.com/{path}' },
      },
    });
    expect(report).toEqual({ errors: [], unknown: [] });
  });

  it('says which item of a list is wrong and what it should be', () => {
    const report = checkOptions({ locales: [{ lang: 'en', label: 'English' }, { lang: 'zh' }] });
    expect(report.errors).toEqual([
      {
        key: 'locales',
        message:
          '"locales" must be an array whose items are an object { lang, label, title?, description?, navTitle? } (item 2 is not) (got [{"lang":"en","label":"English"},{"lang":"zh"}])',
      },
    ]);
  });

  it('wants an object where known options live below a key', () => {
    expect(checkOptions({ themeConfig: 'dark' }).errors).toEqual([
      { key: 'themeConfig', message: '"themeConfig" must be an object (got "dark")' },
    ]);
  });

  it('lists unknown options by their dotted path', () => {
    expect(checkOptions({ builderConfig: {}, themeConfig: { enableContentAnimation: true } }).unknown).toEqual([
      'builderConfig',
      'themeConfig.enableContentAnimation',
    ]);
  });

  it('takes raw HTML and well-formed head tags, and names the option and item of a tag that could break the page', () => {
    const fine = [
      '<meta name="raw" content="the owner\'s">',
      ['script', { src: '/a.js', defer: true }],
      ['style', {}, 'body { color: red }'],
    ];
    expect(checkOptions({ head: fine }).errors).toEqual([]);
    const cases: [unknown, string][] = [
      [
        ['scrip t', {}],
        '<scrip t> is not a tag the config may add to the head (only meta, link, script, style, noscript, base)',
      ],
      [['meta', { 'a"><script>': 'x' }], 'attribute name "a\\"><script>" is not a valid name'],
      [
        ['script', {}, 'a = "</SCRIPT><img>"'],
        'the content of <script> must not contain "</script" or "<!--": it would end it early',
      ],
      [
        ['link', { rel: 'icon', href: 'javascript:alert(1)' }],
        'attribute href: the scheme "javascript:" is not allowed (it could run code, or open a document or file of its own)',
      ],
      [['meta', { name: 'x' }, 'text'], '<meta> takes no content'],
      [['meta'], 'must be [tag, attributes] or [tag, attributes, content]'],
    ];
    for (const [tag, problem] of cases) {
      const [error] = checkOptions({ head: ['<meta name="ok">', tag] }).errors;
      expect(error.key).toBe('head');
      expect(error.message).toMatch(
        /^"head" must be an array of raw HTML strings, \[tag, attributes, content\?\] tags and functions \(item 1: /,
      );
      expect(error.message).toContain(`(item 1: ${problem})`);
    }
  });

  it('names a replace rule or a fence alias of the wrong shape, and takes right ones', () => {
    const report = checkOptions({
      replaceRules: [
        { search: /a/g, replace: 'b' },
        { search: 1, replace: 'x' },
      ],
      markdown: { langAlias: { ejs: 3 } },
    });
    expect(report.errors.map((e) => e.key)).toEqual(['replaceRules', 'markdown.langAlias']);
    expect(report.errors[0].message).toContain('each search a string or a regular expression and replace a string');
    const fine = checkOptions({
      replaceRules: [{ search: 'A', replace: 'B' }],
      markdown: { langAlias: { ejs: 'js' } },
    });
    expect(fine.errors).toEqual([]);
  });

  it('takes a head item that is a function, which gives each page its own tag when called', () => {
    const report = checkOptions({ head: [({ routePath }: { routePath: string }) => `<meta content="${routePath}">`] });
    expect(report.errors).toEqual([]);
  });
});
