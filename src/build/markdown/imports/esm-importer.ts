import type { MdxjsEsm } from 'mdast-util-mdx';

/** What a page's ESM block carries once a fragment's imports have joined the page's. */
interface ImporterData {
  importer?: string;
}

/**
 * Notes that an `import`/`export` block was written in `file` (a fragment, absolute), unless a fragment it
 * came through already did: its relative imports are the fragment's, as in any module
 * (`import Chart from './_chart'` beside the fragment), though the block now stands in the page.
 */
export function markImporter(node: MdxjsEsm, file: string): void {
  const data = (node.data ??= {}) as ImporterData;
  data.importer ??= file;
}

/** The file an ESM block's imports are resolved from: the fragment it was written in, else the page. */
export function importerOf(node: MdxjsEsm, pageFile: string): string {
  return (node.data as ImporterData | undefined)?.importer ?? pageFile;
}
