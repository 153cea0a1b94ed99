import { type Tag, tagsOf } from './html-tags';

/** A tag of a `.md` page's raw HTML that names a component. */
export interface ComponentTag {
  tag: Tag;
  /** The component's name as written (`Badge`, `Tabs.Item`). */
  name: string;
}

declare module 'unist' {
  interface Data {
    /**
     * A component tag written in this node was left out (see remark-raw-html.ts): the Markdown twin writes the
     * node from the tree, not as the page's source has it.
     */
    componentLeftOut?: boolean;
  }
}

/** A capital first letter is how JSX tells a component (`<Badge>`) from an HTML element (`<b>`). */
const COMPONENT_NAME = /^<\/?([A-Z][\w.]*)/;

/**
 * The tags in a piece of raw HTML that name a component, opening, closing and empty ones alike. HTML reads
 * tag names without case, so in a `.md` page each makes an element no browser knows, which shows nothing of
 * its own (Rspress 2 parses such a page's HTML so: `<Badge text="iOS" />` shows nothing).
 *
 * @example componentTags('<Tab label="a">x</Tab>') // Tab open at 0, Tab close at 16
 */
export function componentTags(html: string): ComponentTag[] {
  const found: ComponentTag[] = [];
  for (const tag of tagsOf(html)) {
    const name = COMPONENT_NAME.exec(html.slice(tag.start, tag.end))?.[1];
    if (name !== undefined) found.push({ tag, name });
  }
  return found;
}

/**
 * `html` without the given tags; the line breaks inside one are kept, so that what follows keeps its line.
 *
 * @example withoutTags('a<Badge\n text="x" />b', tags) // 'a\nb'
 */
export function withoutTags(html: string, tags: readonly Tag[]): string {
  let out = '';
  let from = 0;
  for (const { start, end } of tags) {
    out += html.slice(from, start) + html.slice(start, end).replace(/[^\n]/g, '');
    from = end;
  }
  return out + html.slice(from);
}
