import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteStylesheets, themeStylesheets } from '../../../src/build/site-stylesheets';
import { writeTree } from './tree';

describe('themeStylesheets', () => {
  it("gives the stylesheets the theme's entry imports for their effect, relative ones and packages' files", () => {
    const root = writeTree({
      'docs/index.md': '# Home',
      'theme/index.tsx': [
        "import './index.css';",
        "import '../styles/brand.scss'",
        "import 'katex/dist/katex.min.css';",
        "import styles from './card.module.css';",
        "export * from '@rspress/core/theme-original';",
      ].join('\n'),
      'node_modules/katex/package.json': '{ "name": "katex" }',
      'node_modules/katex/dist/katex.min.css': '.katex {}',
    });
    expect(themeStylesheets(join(root, 'docs'))).toEqual([
      join(root, 'theme/index.css'),
      join(root, 'styles/brand.scss'),
      join(root, 'node_modules/katex/dist/katex.min.css'),
    ]);
  });

  it('takes a package imported bare whose entry is a stylesheet (fontsource), and leaves one of code alone', () => {
    const root = writeTree({
      'docs/index.md': '# Home',
      'theme/index.tsx':
        "import '@fontsource-variable/jetbrains-mono';\nimport 'polyfill';\nexport * from '@rspress/core/theme-original';\n",
      'node_modules/@fontsource-variable/jetbrains-mono/package.json':
        '{ "name": "@fontsource-variable/jetbrains-mono", "exports": { ".": "./index.css" } }',
      'node_modules/@fontsource-variable/jetbrains-mono/index.css': '@font-face { font-family: JetBrains Mono; }',
      'node_modules/polyfill/package.json': '{ "name": "polyfill", "main": "index.js" }',
      'node_modules/polyfill/index.js': '',
    });
    expect(themeStylesheets(join(root, 'docs'))).toEqual([
      join(root, 'node_modules/@fontsource-variable/jetbrains-mono/index.css'),
    ]);
  });

  it('is none without a theme, and names a missing package where it was looked for, for the stylesheet step to report', () => {
    expect(themeStylesheets(writeTree({ 'docs/index.md': '# Home' }))).toEqual([]);
    const root = writeTree({ 'docs/index.md': '# Home', 'theme/index.ts': "import 'gone/style.css';\n" });
    expect(themeStylesheets(join(root, 'docs'))).toEqual([join(root, 'theme/node_modules/gone/style.css')]);
  });
});

describe('siteStylesheets', () => {
  it("puts the theme's stylesheets before the config's globalStyles", () => {
    const root = writeTree({ 'docs/index.md': '# Home', 'theme/index.tsx': "import './index.css';\n" });
    const docs = join(root, 'docs');
    expect(siteStylesheets({ globalStyles: '../custom.css' }, docs)).toEqual([
      join(root, 'theme/index.css'),
      join(root, 'custom.css'),
    ]);
  });
});
