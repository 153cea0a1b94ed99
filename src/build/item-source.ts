/** Where a nav or sidebar item was written: the file shown in problems and the line. */
export interface ItemSource {
  file: string;
  line: number;
}

// Weak: the items belong to the nav and sidebars, which outlive no build.
const sources = new WeakMap<object, ItemSource>();

/**
 * Notes where a nav or sidebar item came from (its `_nav.json` or `_meta.json` line), so that a check run
 * later on the finished item (a link to no page) can name that line instead of the whole folder.
 */
export function noteSource<T extends object>(item: T, source: ItemSource | undefined): T {
  if (source) sources.set(item, source);
  return item;
}

/** Where `item` was written, if it was noted. */
export function sourceOf(item: object): ItemSource | undefined {
  return sources.get(item);
}
