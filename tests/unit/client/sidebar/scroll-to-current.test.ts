import { describe, expect, it } from 'vitest';
import { sidebarScrollScript } from '../../../../src/client/sidebar/scroll-to-current';

describe('sidebarScrollScript', () => {
  it('is ES5 that parses, as the build inlines it verbatim into every page', () => {
    expect(sidebarScrollScript).not.toMatch(/=>|\blet\b|\bconst\b|`/);
    expect(() => new Function(sidebarScrollScript)).not.toThrow();
  });

  it("scrolls the sidebar alone, bringing the page's link from below its fold to its middle", () => {
    let ready: () => void = () => {};
    const link = { getBoundingClientRect: () => ({ top: 900 }) };
    const sidebar = {
      clientHeight: 400,
      scrollTop: 0,
      getBoundingClientRect: () => ({ top: 100 }),
      querySelector: (selector: string) => (selector === '[aria-current="page"]' ? link : null),
    };
    const document = { getElementById: (id: string) => (id === 'doc-sidebar' ? sidebar : null) };
    const addEventListener = (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') ready = listener;
    };
    new Function('document', 'addEventListener', sidebarScrollScript)(document, addEventListener);
    ready();
    expect(sidebar.scrollTop).toBe(800 - 200);
  });
});
