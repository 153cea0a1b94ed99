import { describe, expect, it } from 'vitest';
import { svgParts } from '../../../../src/build/components/svg-component';

describe('svgParts', () => {
  it("gives the root svg's attributes as React props and its drawing as it is", () => {
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox=\'0 0 8 8\' stroke-width=2 class="a" data-x="1" style="fill: red; --tone: 1"><g><path d="M0 0h8"/></g></svg>\n';
    expect(svgParts(svg)).toEqual({
      attributes: {
        xmlns: 'http://www.w3.org/2000/svg',
        xmlnsXlink: 'http://www.w3.org/1999/xlink',
        viewBox: '0 0 8 8',
        strokeWidth: '2',
        className: 'a',
        'data-x': '1',
        style: { fill: 'red', '--tone': '1' },
      },
      inner: '<g><path d="M0 0h8"/></g>',
    });
  });

  it('gives an empty drawing for a self-closing svg, and nothing for text without one', () => {
    expect(svgParts('<svg width="1"/>')).toEqual({ attributes: { width: '1' }, inner: '' });
    expect(svgParts('<html></html>')).toBeUndefined();
  });
});
