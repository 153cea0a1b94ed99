import { describe, expect, it } from 'vitest';
import { footerParts } from '../../../src/build/footer-parts';

describe('footerParts', () => {
  it("reads a footer message's text, links and inline elements", () => {
    expect(
      footerParts('Hosted by <a href="https://example.com/">Example</a> · <strong>ICP</strong> 1<br>© <em>2026</em>'),
    ).toEqual([
      'Hosted by ',
      { tag: 'a', href: 'https://example.com/', children: ['Example'] },
      ' · ',
      { tag: 'strong', children: ['ICP'] },
      ' 1',
      { tag: 'br' },
      '© ',
      { tag: 'em', children: ['2026'] },
    ]);
  });

  it('gives the text of anything else, and of a link whose scheme could run code, never their markup', () => {
    expect(
      footerParts(
        '<div onclick="x()">A <a href="javascript:alert(1)">B</a></div><img src=x onerror=alert(1)><script>evil()</script><!-- c -->',
      ),
    ).toEqual(['A B']);
    expect(footerParts('<a href="/license">MIT</a> <a>no link</a>')).toEqual([
      { tag: 'a', href: '/license', children: ['MIT'] },
      ' no link',
    ]);
  });
});
