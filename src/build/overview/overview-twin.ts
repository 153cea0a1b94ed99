import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';
import type { OverviewGroup } from '../../shared/overview-groups';

/**
 * An overview page's index as its Markdown twin shows it, after the page's own content: each group's
 * name as an h2 (as on the page; pages outside every group come first, without one), then a list of
 * its pages, each a link with its listed headers as links beneath. Links are site paths with `base`,
 * as the rest of the twin's are.
 *
 * @example
 * const use = { text: 'Use', id: 'use' };
 * overviewTwin([{ text: 'Guide', links: [{ text: 'A', link: '/guide/a', headers: [use] }] }], '/')
 * // the tree of '## Guide\n\n- [A](/guide/a)\n  - [Use](/guide/a#use)\n'
 */
export function overviewTwin(groups: readonly OverviewGroup[], base: string): RootContent[] {
  const prefix = base.replace(/\/+$/, '');
  return groups.flatMap(({ text, links }): RootContent[] => {
    const pages = links.map(({ text: title, link, headers }) => {
      const url = prefix + link;
      const below = headers.map((header) => item(anchor(header.text, `${url}#${header.id}`)));
      return item(anchor(title, url), below.length > 0 ? [list(below)] : []);
    });
    const heading: RootContent[] = text
      ? [{ type: 'heading', depth: 2, children: [{ type: 'text', value: text }] }]
      : [];
    return [...heading, list(pages)];
  });
}

function anchor(text: string, url: string): PhrasingContent {
  return { type: 'link', url, children: [{ type: 'text', value: text }] };
}

function item(link: PhrasingContent, below: List[] = []): ListItem {
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [link] }, ...below] };
}

function list(children: ListItem[]): List {
  return { type: 'list', ordered: false, spread: false, children };
}
