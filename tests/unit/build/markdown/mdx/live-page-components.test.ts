import { readFileSync } from 'node:fs';
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { livePageComponents } from '../../../../../src/build/markdown/mdx/live-page-components';

const tree = (source: string): Root => unified().use(remarkParse).use(remarkMdx).parse(source);
const resolve = (specifier: string) =>
  specifier.startsWith('./') ? `/site/docs/${specifier.slice(2)}.tsx` : undefined;

const counter = [
  "import { useState } from 'react';",
  "import { Button } from './_button';",
  '',
  'export const Counter = () => {',
  '  const [n, setN] = useState(0);',
  '  return <Button onClick={() => setN(n + 1)}>{frontmatter.label} {n}</Button>;',
  '};',
  '',
  'export const Note = ({ children }) => <aside>{children}</aside>;',
  '',
  '# Demo',
  '',
  '<Counter />',
].join('\n');

describe('livePageComponents', () => {
  it("writes the page's imports, each to its file, and exports as one module, naming the components that need the browser", () => {
    const live = livePageComponents(tree(counter), '/site/docs/demo.mdx', resolve, { label: 'Clicked' });
    expect(live?.names).toEqual(new Set(['Counter']));
    expect(live?.entry).toMatch(/esmx-docs-page-modules\/\w{16}\/demo\.tsx$/);
    const module = readFileSync(live!.entry, 'utf8');
    expect(module).toContain('import { useState } from "react";');
    expect(module).toContain('import { Button } from "/site/docs/_button.tsx";');
    expect(module).toContain('const frontmatter = {"label":"Clicked"};');
    expect(module).toContain('export const Note = ({ children }) => <aside>{children}</aside>;');
  });

  it('is none where no component needs the browser, or the page cannot be a module of its own', () => {
    const still = 'export const Note = ({ children }) => <aside>{children}</aside>;\n\n# Still\n\n<Note>x</Note>';
    expect(livePageComponents(tree(still), '/site/docs/a.mdx', resolve, {})).toBeUndefined();
    // An import that leads nowhere, one of a file's text, an element the page neither imports nor defines.
    const broken = counter.replace("'./_button'", "'missing-package'");
    expect(livePageComponents(tree(broken), '/site/docs/a.mdx', resolve, {})).toBeUndefined();
    const raw = `import text from './_a.ts?raw';\n${counter}`;
    expect(livePageComponents(tree(raw), '/site/docs/a.mdx', resolve, {})).toBeUndefined();
    const unknown = counter.replace('<aside>', '<Badge>').replace('</aside>', '</Badge>');
    expect(livePageComponents(tree(unknown), '/site/docs/a.mdx', resolve, {})).toBeUndefined();
  });
});
