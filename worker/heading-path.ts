/**
 * The headings a section sits under, so that a hit in a deep section says where it is on the page
 * (`Options › importmapMode`) and two hits under same-named headings (`Options` of two methods)
 * can be told apart.
 */
import type { FragmentPage } from '../src/shared/search-index/files';

/**
 * The heading texts from the outermost down to section `i`'s own; empty for the text before the
 * first heading, which only the page title heads.
 *
 * @example headingPath(sections, 4) // ['Instance methods', 'importmap()']
 */
export function headingPath(sections: FragmentPage[2], i: number): string[] {
  const [header, id, , depth] = sections[i] ?? [];
  if (!id || typeof depth !== 'number') return [];
  const out = [header];
  let above = depth;
  for (let k = i - 1; k >= 0 && above > 2; k--) {
    const [text, anchor, , level] = sections[k];
    if (anchor && typeof level === 'number' && level < above) {
      out.unshift(text);
      above = level;
    }
  }
  return out;
}
