import { describe, expect, it } from 'vitest';
import { sourceOrigin } from '../../../src/build/source-origin';

describe('sourceOrigin', () => {
  it("names an http(s) URL by its scheme and host, and a protocol-relative one by its host (the page's scheme)", () => {
    expect(sourceOrigin('https://CDN.example:8443/a.js?x')).toBe('https://cdn.example:8443');
    expect(sourceOrigin('//www.youtube.com/embed/x')).toBe('www.youtube.com');
  });

  it('names nothing for a path on this origin, another scheme, or a host a policy could be rewritten by', () => {
    for (const url of [
      '/assets/a.js',
      './a.html',
      'data:text/html,x',
      "https://a.example;script-src *'unsafe-inline'/",
    ])
      expect(sourceOrigin(url), url).toBeUndefined();
  });
});
