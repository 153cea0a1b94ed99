import { describe, expect, it } from 'vitest';
import { headTag, headTagProblem, pageHeadTag } from '../../../../src/build/seo/head-tag';

describe('headTag (the config)', () => {
  it('closes every element that is not void, and escapes attribute values', () => {
    expect(headTag(['script', { src: '/a.js', defer: true, async: false }])).toBe(
      '<script src="/a.js" defer></script>',
    );
    expect(headTag(['noscript', {}, '<img src="/pixel.gif">'])).toBe('<noscript><img src="/pixel.gif"></noscript>');
    expect(headTag(['meta', { name: 'author', content: `"Esmx" <team> & 'co'`, 'data-n': 2 }])).toBe(
      '<meta name="author" content="&quot;Esmx&quot; &lt;team&gt; &amp; &#39;co&#39;" data-n="2">',
    );
    expect(headTag(['base', { href: '/docs/' }])).toBe('<base href="/docs/">');
  });

  it('writes raw HTML as it is: the site owner wrote it', () => {
    expect(headTag('<script>window.a = 1</script>')).toBe('<script>window.a = 1</script>');
  });

  it('leaves out a tag that could break the page instead of writing it', () => {
    expect(headTag(['script', {}, 'a("</script><img src=x onerror=alert(1)>")'])).toBe('');
    expect(headTag(['script', {}, '<!--<script>'])).toBe('');
    expect(headTag(['style', {}, '</STYLE><script>'])).toBe('');
    expect(headTag(['meta name="x"><script>alert(1)</script', {}])).toBe('');
    expect(headTag(['meta', { 'name="x" onload': 'alert(1)' }])).toBe('');
    expect(headTag(['link', { rel: 'stylesheet', href: 'java\tscript:alert(1)' }])).toBe('');
    expect(headTag(['iframe', { src: 'https://esmx.dev' }])).toBe('');
  });
});

describe('pageHeadTag (front matter)', () => {
  it('writes meta and link tags', () => {
    expect(pageHeadTag(['meta', { name: 'keywords', content: 'a, b' }])).toBe('<meta name="keywords" content="a, b">');
    expect(pageHeadTag(['link', { rel: 'preconnect', href: 'https://cdn.esmx.dev' }])).toBe(
      '<link rel="preconnect" href="https://cdn.esmx.dev">',
    );
  });

  it('writes no script, style, raw HTML or event handler: content is data', () => {
    expect(pageHeadTag(['script', { src: '/a.js' }])).toBe('');
    expect(pageHeadTag(['style', {}])).toBe('');
    expect(pageHeadTag('<meta name="raw">')).toBe('');
    expect(pageHeadTag(['link', { rel: 'icon', href: '/i.png', onload: 'alert(1)' }])).toBe('');
  });
});

describe('headTagProblem', () => {
  it('says what is wrong, naming the attribute or tag', () => {
    expect(headTagProblem(['meta', { name: ['a'] }], 'page')).toBe(
      'attribute name must be a string, number or boolean',
    );
    expect(headTagProblem(['meta', {}, 1], 'config')).toBe('content must be a string');
    expect(headTagProblem(['meta', { 'http-equiv': 'Refresh', content: "0;URL='javascript:alert(1)'" }], 'page')).toBe(
      'a refresh to the scheme "javascript:" is not allowed',
    );
    expect(headTagProblem(['meta', { 'http-equiv': 'refresh', content: '5; url=https://esmx.dev/' }], 'page')).toBe(
      undefined,
    );
    expect(headTagProblem(['noscript', {}, '</noscript><script>'], 'config')).toBe(
      'the content of <noscript> must not contain "</noscript": it would end it early',
    );
  });
});
