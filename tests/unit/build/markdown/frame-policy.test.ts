import { describe, expect, it } from 'vitest';
import { frameRefusal } from '../../../../src/build/markdown/frame-policy';

describe('frameRefusal', () => {
  it('lets an iframe show an http(s) page of another site, a path on this one, or nothing', () => {
    for (const src of [
      'https://www.youtube.com/embed/x',
      'http://example.com',
      '//codesandbox.io/embed/y',
      '/demo/',
      './a.html',
    ])
      expect(frameRefusal({ src, title: 'Demo' }), src).toBeUndefined();
    expect(frameRefusal({ title: 'Empty' })).toBeUndefined();
  });

  it('refuses a document written inline, however srcdoc is spelled', () => {
    for (const key of ['srcdoc', 'srcDoc', 'SRCDOC'])
      expect(frameRefusal({ [key]: '<script>alert(1)</script>' }), key).toBe(
        "<iframe srcdoc> could run code (its document would be the page's own): give the iframe a src instead",
      );
  });

  it('refuses a src that is code or data, however it is spelled, and one that is no address at all', () => {
    expect(frameRefusal({ src: 'JavaScript:alert(1)' })).toBe(
      '<iframe src="javascript:…"> could run code: an iframe may show an http(s) URL or a path on the site',
    );
    expect(frameRefusal({ src: '&#100;ata:text/html,<script>x</script>' })).toMatch(
      /^<iframe src="data:…"> could run code/,
    );
    expect(frameRefusal({ src: 'mailto:a@example.com' })).toMatch(/^<iframe src="mailto:…">/);
    expect(frameRefusal({ src: 42 })).toBe('<iframe src> must be a URL written as a string');
  });
});
