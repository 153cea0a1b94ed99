import { describe, expect, it } from 'vitest';
import { unprovidedImports } from '../../../../src/build/components/unprovided-rspress';

describe("a custom theme's imports of Rspress that esmx-docs does not provide", () => {
  it("are read from esbuild's errors by the module answering each import, once per name, other errors left out", () => {
    const errors = [
      { text: 'No matching export in "esmx-rspress:runtime?from=@rspress/core/runtime" for import "useSidebar"' },
      { text: 'No matching export in "esmx-rspress:theme?from=@rspress/core/theme-original" for import "Layout"' },
      { text: 'No matching export in "esmx-rspress:runtime?from=@rspress/core/runtime" for import "useSidebar"' },
      { text: 'No matching export in "esmx-rspress:runtime?from=@rspress/core/runtime" for import "useNav"' },
      { text: 'Could not resolve "./HeroSection"' },
      { text: 'No matching export in "theme/other.tsx" for import "Card"' },
    ];
    expect(unprovidedImports(errors)).toEqual(
      new Map([
        ['runtime?from=@rspress/core/runtime', ['useSidebar', 'useNav']],
        ['theme?from=@rspress/core/theme-original', ['Layout']],
      ]),
    );
  });

  it('are none when no error names one', () => {
    expect(unprovidedImports([{ text: 'Unexpected "}"' }])).toEqual(new Map());
  });
});
