import { describe, expect, it } from 'vitest';
import { optionLine } from '../../../../src/build/config/option-line';

describe('optionLine', () => {
  it('finds a nested option at its line', () => {
    expect(
      optionLine(
        "export default {\n  themeConfig: {\n    hideNavbar: 'sometimes',\n  },\n};",
        'themeConfig.hideNavbar',
      ),
    ).toBe(3);
  });

  it('finds an option written as a shorthand property, a value imported from a module', () => {
    const source = "import { nav } from './nav';\nexport default {\n  themeConfig: {\n    nav,\n    sidebar },\n};";
    expect([optionLine(source, 'themeConfig.nav'), optionLine(source, 'themeConfig.sidebar')]).toEqual([4, 5]);
  });

  it('does not take an option commented out for one that is set', () => {
    const source = "export default {\n  // plugins: [\n  /* plugins: [x], */\n  title: 'a // b',\n  plugins: [],\n};";
    expect(optionLine(source, 'plugins')).toBe(5);
    expect(optionLine(source, 'title')).toBe(4);
  });

  it('finds nothing for an option only a comment names', () => {
    expect(
      optionLine("export default {\n  // plugins: [\n  //   somePlugin(),\n  // ],\n  title: 'x',\n};", 'plugins'),
    ).toBeUndefined();
  });

  it("keeps a string holding what looks like a comment's start", () => {
    expect(
      optionLine(
        "export default {\n  logo: 'https://x.dev/a.png', /* x */ icon: '/*.png',\n  base: '/b/',\n};",
        'base',
      ),
    ).toBe(3);
  });
});
