import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';
import type { FrontMatter } from '../../shared/types';
import { htmlText } from '../html-parts';
import type { TwinLead } from '../markdown';

/**
 * What a page's Markdown twin (its `.md` copy) takes from front matter: a home page, whose content lives
 * there, gets its hero and feature cards written out; any other page gets its front matter title, which
 * the twin shows as `# Title` when the body has no h1. Links here become site paths like the body's.
 *
 * @example
 * markdownTwinLead({ pageType: 'home', hero: { name: 'Esmx', actions: [{ text: 'Start', link: '/guide/' }] } })
 * // { blocks: [the heading "Esmx", a list with the link "Start" to /guide/] }
 * markdownTwinLead({ title: 'API Overview' }) // { title: 'API Overview' }
 */
export function markdownTwinLead(fm: FrontMatter): TwinLead {
  if ((fm.pageType ?? 'doc') !== 'home') return fm.title ? { title: fm.title } : {};
  const hero = fm.hero;
  const blocks: RootContent[] = [];
  const text = (value: string): PhrasingContent => ({ type: 'text', value });
  // Name, text and tagline may be HTML (`One<br/>two`), which the twin gives as words (lines joined).
  const words = (value: unknown): PhrasingContent => text(htmlText(String(value)));
  if (hero?.name) blocks.push({ type: 'heading', depth: 1, children: [words(hero.name)] });
  if (hero?.text) blocks.push({ type: 'paragraph', children: [words(hero.text)] });
  if (hero?.tagline) blocks.push({ type: 'paragraph', children: [words(hero.tagline)] });
  const actions = (hero?.actions ?? [])
    .filter((action) => action?.text)
    .map((action) =>
      // One without a link leads to the site's root, as on the page (see front-matter-links.ts).
      item([{ type: 'link', url: action.link ?? '/', children: [text(action.text)] }]),
    );
  if (actions.length) blocks.push(list(actions));
  const features = (fm.features ?? []).map((feature) => {
    const title: PhrasingContent = feature.link
      ? { type: 'link', url: feature.link, children: [text(feature.title)] }
      : text(feature.title);
    // Details may be HTML too (`First<br/>second`), given as words.
    return item([
      { type: 'strong', children: [title] },
      ...(feature.details ? [text(': '), words(feature.details)] : []),
    ]);
  });
  if (features.length) blocks.push(list(features));
  return { blocks };
}

function item(children: PhrasingContent[]): ListItem {
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
}

function list(children: ListItem[]): List {
  return { type: 'list', spread: false, children };
}
