import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildProblems } from '../../../support/built-site';

// tests/fixtures/mdx-broken: one page per way an .mdx page can fail; the build lists them all at once,
// each at the file and line where it is written (a fragment's problem in the fragment), page by page.
it('reports every problem of imports, fragments, components, expressions, code files and text imports with its file:line', async () => {
  const fixture = join(process.cwd(), 'tests/fixtures/mdx-broken');
  // Problem files are relative to the content folder here; files inside messages are named from the
  // working directory, as the author sees them.
  const at = 'tests/fixtures/mdx-broken/en';
  expect(await buildProblems(fixture)).toEqual([
    `en/components.mdx:5: cannot import "./_components/missing": no such file`,
    `en/components.mdx:7: <Boom> (${at}/_components/boom.tsx) threw while rendering this page: no data for this chart`,
    // Once for the page, though it shows the component twice; at the import esbuild could not follow.
    `en/components.mdx:13: <Unbundled>: cannot bundle ${at}/_components/unbundled.tsx: ${at}/_components/unbundled.tsx:1:23: Could not resolve "./_nowhere"`,
    // A fragment's problem names the page showing it as well.
    `en/_b.mdx:3: fragment cycle: ${at}/_a.mdx → ${at}/_b.mdx → ${at}/_a.mdx (in ${at}/cycle.mdx)`,
    `en/missing-code-file.md:3: code file: cannot read "./_nowhere.ts": no such file`,
    `en/missing-code-file.md:6: code file: cannot read "<root>/../packages/x.ts": it leads out of the content folder (name the folder in the config's "alias" instead)`,
    `en/missing-import.mdx:3: cannot import "./_gone.mdx": no such file`,
    `en/raw-imports.mdx:3: "./_components/boom.tsx?raw" gives one value, its default export: import value from './_components/boom.tsx?raw'`,
    `en/raw-imports.mdx:4: cannot import "./_gone.css?raw": no such file`,
    `en/throwing-expression.mdx:5: cannot render the expression: {settings.port} throws TypeError: Cannot read properties of undefined (reading 'port')`,
  ]);
}, 600_000);
