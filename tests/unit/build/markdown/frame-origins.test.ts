import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { frameOrigins } from '../../../../src/build/markdown/frame-origins';

describe('frameOrigins', () => {
  it("gives the other sites a page's iframes show, each once, in the order first shown", () => {
    const tree = fromHtml(
      [
        '<iframe src="https://www.youtube.com/embed/a"></iframe>',
        '<div><iframe src="//CodeSandbox.io/embed/b"></iframe></div>',
        '<iframe src="https://www.youtube.com/embed/c"></iframe>',
      ].join(''),
      { fragment: true },
    );
    expect(frameOrigins(tree)).toEqual(['https://www.youtube.com', 'codesandbox.io']);
  });

  it('needs no origin for an iframe of a path on the site, one without src, or a link to another site', () => {
    const tree = fromHtml('<iframe src="/demo/"></iframe><iframe></iframe><a href="https://example.com">x</a>', {
      fragment: true,
    });
    expect(frameOrigins(tree)).toEqual([]);
  });
});
