import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeMdxComponents } from '../../../../../src/build/markdown/imports/theme-mdx-components';
import { writeTree } from '../../tree';

describe('themeMdxComponents', () => {
  it("gives the components the theme's entry imports from its own modules, by the names it binds", () => {
    const root = writeTree({
      'docs/index.mdx': '# Home',
      'theme/index.tsx': [
        "import { Layout as BasicLayout } from '@rspress/core/theme-original';",
        "import Banner, { Note, Callout as Aside } from './components/notes';",
        "import {\n  ProjectLink,\n  type LinkProps,\n} from './components/mdx/ProjectLink';",
        "import type { Theme } from './types';",
        "import * as icons from './icons';",
        "import { helper } from './helper';",
        "import { Gone } from './gone';",
        "import './index.css';",
      ].join('\n'),
      'theme/components/notes.tsx': 'export default () => null;',
      'theme/components/mdx/ProjectLink.tsx': 'export const ProjectLink = () => null;',
      'theme/types.ts': 'export type Theme = {};',
      'theme/icons/index.ts': 'export const A = 1;',
      'theme/helper.ts': 'export const helper = 1;',
    });
    const notes = join(root, 'theme/components/notes.tsx');
    expect(themeMdxComponents({ contentDir: join(root, 'docs') })).toEqual([
      { name: 'Banner', entry: notes, exportName: 'default' },
      { name: 'Note', entry: notes, exportName: 'Note' },
      { name: 'Aside', entry: notes, exportName: 'Callout' },
      { name: 'ProjectLink', entry: join(root, 'theme/components/mdx/ProjectLink.tsx'), exportName: 'ProjectLink' },
    ]);
  });

  it("follows the site's alias to its modules, and leaves packages' components out", () => {
    const root = writeTree({
      'docs/index.mdx': '# Home',
      'theme/index.tsx': "import { ExampleFrame } from '@/mdx/Components';\nimport { Icon } from 'icons';\n",
      'src/mdx/Components.tsx': 'export const ExampleFrame = () => null;',
      'node_modules/icons/package.json': '{ "name": "icons", "main": "index.js" }',
      'node_modules/icons/index.js': 'export const Icon = () => null;',
    });
    expect(themeMdxComponents({ contentDir: join(root, 'docs'), alias: { '@': '../src' } })).toEqual([
      { name: 'ExampleFrame', entry: join(root, 'src/mdx/Components.tsx'), exportName: 'ExampleFrame' },
    ]);
  });

  it('reads the entry again once it changes', () => {
    const root = writeTree({
      'docs/index.mdx': '# Home',
      'theme/index.tsx': "import { Note } from './Note';\n",
      'theme/Note.tsx': 'export const Note = () => null;\nexport const Aside = () => null;\n',
    });
    const names = () => themeMdxComponents({ contentDir: join(root, 'docs') }).map((c) => c.name);
    expect(names()).toEqual(['Note']);
    writeFileSync(join(root, 'theme/index.tsx'), "import { Note, Aside } from './Note';\n");
    expect(names()).toEqual(['Note', 'Aside']);
  });

  it('is none for a site without a custom theme', () => {
    expect(themeMdxComponents({ contentDir: writeTree({ 'docs/index.mdx': '# Home' }) })).toEqual([]);
  });
});
