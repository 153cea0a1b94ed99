import { describe, expect, it } from 'vitest';
import { layoutClassesIn, withOurClasses } from '../../../src/build/rspress-classes';

describe('withOurClasses', () => {
  it("reads Rspress's dark-mode and content classes in selectors as ours", () => {
    expect(withOurClasses('html.rp-dark .rp-doc h1,:where(html:not(.rp-dark)) p{color:red}')).toBe(
      'html.dark .doc-content h1,:where(html:not(.dark)) p{color:red}',
    );
  });

  it("reads the content's rspress-doc class, which Rspress keeps beside rp-doc, as ours too", () => {
    expect(withOurClasses('.rspress-doc > blockquote:first-of-type{font-size:13px}')).toBe(
      '.doc-content > blockquote:first-of-type{font-size:13px}',
    );
  });

  it('leaves longer class names, declarations and nested rules after a declaration as they should be', () => {
    expect(withOurClasses('.rp-doc-footer{background:url(x.rp-doc.png)}.a{color:red;.rp-dark &{color:blue}}')).toBe(
      '.rp-doc-footer{background:url(x.rp-doc.png)}.a{color:red;.dark &{color:blue}}',
    );
  });
});

describe('layoutClassesIn', () => {
  it("lists each of Rspress's other classes the selectors name once, in order, and none from declarations", () => {
    expect(layoutClassesIn('.rp-nav a,.rp-doc p{}.rp-nav__title{content:".rp-x"}.rp-nav{}')).toEqual([
      '.rp-nav',
      '.rp-nav__title',
    ]);
    expect(layoutClassesIn('.rspress-doc p{}.rspress-nav{}')).toEqual(['.rspress-nav']);
  });
});
