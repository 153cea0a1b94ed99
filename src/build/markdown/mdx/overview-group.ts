import type { Position } from 'unist';
import { type ComponentContext, ComponentError, nodesProp } from './context';
import { type HtmlElement, h } from './element';
import type { PropValue } from './values';

/** A link under a card's title: one of the page's headers, or one of the item's own `items`. */
interface CardLink {
  text: string;
  href: string;
}

/**
 * Rspress's `<OverviewGroup group={{ name, items: [{ text, link, headers?, items? }] }} />`: one group of an
 * overview page written by hand, as the same cards `overview: true` pages list (their classes, so they look
 * alike). The name is the group's h2; each item a card titled by its link, listing its `headers` (links to
 * `link#id`) or else its own `items`. Every link is checked like any link of the page.
 *
 * @example <OverviewGroup group={{ name: 'Start', items: [{ text: 'Install', link: '/guide/install' }] }} />
 */
export function OverviewGroup(context: ComponentContext): HtmlElement {
  const group = context.props.group;
  if (!isRecord(group)) throw new ComponentError('<OverviewGroup> needs a "group" object: { name, items }');
  const name = text(group.name, 'group.name');
  if (!Array.isArray(group.items)) throw new ComponentError('<OverviewGroup> group.items must be a list');
  const at = context.node.position;
  const cards = group.items.map((item, i) => card(item, `group.items[${i}]`, at));
  return h(
    'section',
    { className: ['overview-group'], ariaLabel: name },
    [h('h2', { className: ['overview-group-title'] }, [name]), h('div', { className: ['overview-cards'] }, cards)],
    context.node.position,
  );
}

/**
 * Rspress's `<Overview groups={[{ name, items }]} />`: an overview whose groups the page gives, each drawn as
 * `<OverviewGroup>` draws one (its `content` above them), in place of the section's groups from the sidebar (Rspress shows the given
 * ones when there are any).
 *
 * @example <Overview groups={[{ name: 'Core', items: [{ text: 'Signals', link: '/api/signals' }] }]} />
 */
export function OverviewGroups(context: ComponentContext): HtmlElement {
  const { groups } = context.props;
  if (!Array.isArray(groups)) throw new ComponentError('<Overview> groups must be a list of { name, items }');
  const sections = groups.map((group, i) => {
    if (!isRecord(group)) throw new ComponentError(`<Overview> groups[${i}] must be an object: { name, items }`);
    try {
      return OverviewGroup({ ...context, props: { group } });
    } catch (error) {
      if (!(error instanceof ComponentError)) throw error;
      throw new ComponentError(error.message.replace(/^<OverviewGroup> group/, `<Overview> groups[${i}]`));
    }
  });
  // Its `content` goes above the groups, as in Rspress.
  return h(
    'div',
    { className: ['overview'] },
    [...(nodesProp(context, 'content') ?? []), ...sections],
    context.node.position,
  );
}

/** One item's card; its links carry the element's place, where a dead one is reported. */
function card(item: PropValue, where: string, at: Position | undefined): HtmlElement {
  if (!isRecord(item)) throw new ComponentError(`<OverviewGroup> ${where} must be an object: { text, link }`);
  const title = text(item.text, `${where}.text`);
  const link = text(item.link, `${where}.link`);
  const links = item.headers !== undefined ? headerLinks(item.headers, link, where) : subItems(item.items, where);
  // A card's title is no section of the page: out of the outline, as Rspress leaves it (see jsx-heading.ts).
  const heading = h('h3', { className: ['overview-card-title'] }, [h('a', { href: link }, [title], at)]);
  heading.data = { jsxHeading: true };
  return h('div', { className: ['overview-card'] }, [
    heading,
    ...(links.length
      ? [
          h(
            'ul',
            {},
            links.map((l) => h('li', {}, [h('a', { href: l.href }, [l.text], at)])),
          ),
        ]
      : []),
  ]);
}

function headerLinks(headers: PropValue, link: string, where: string): CardLink[] {
  if (!Array.isArray(headers)) throw new ComponentError(`<OverviewGroup> ${where}.headers must be a list`);
  const page = link.split('#')[0];
  return headers.map((header, i) => {
    const at = `${where}.headers[${i}]`;
    if (!isRecord(header)) throw new ComponentError(`<OverviewGroup> ${at} must be an object: { id, text, depth }`);
    return { text: text(header.text, `${at}.text`), href: `${page}#${text(header.id, `${at}.id`)}` };
  });
}

function subItems(items: PropValue | undefined, where: string): CardLink[] {
  if (items === undefined) return [];
  if (!Array.isArray(items)) throw new ComponentError(`<OverviewGroup> ${where}.items must be a list`);
  return items.map((sub, i) => {
    const at = `${where}.items[${i}]`;
    if (!isRecord(sub)) throw new ComponentError(`<OverviewGroup> ${at} must be an object: { text, link }`);
    return { text: text(sub.text, `${at}.text`), href: text(sub.link, `${at}.link`) };
  });
}

function text(value: PropValue | undefined, where: string): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value === '') throw new ComponentError(`<OverviewGroup> ${where} must be a string`);
  return value;
}

function isRecord(value: PropValue | undefined): value is { [key: string]: PropValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
