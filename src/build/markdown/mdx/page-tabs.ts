import type { ComponentContext } from './context';
import type { HtmlElement } from './element';
import { Tab, Tabs } from './tabs';

/**
 * `<PageTabs>` holding `<PageTab label="…">` parts of a page: the page's own tabs, rendered as `<Tabs>` are
 * (every panel's headings stay in the outline and search, as Rspress's dynamic outline shows them), styled
 * as the page's top level by the `page-tabs` class.
 */
export function PageTabs(context: ComponentContext): HtmlElement {
  const tabs = Tabs(context);
  tabs.properties.className = [...(tabs.properties.className as string[]), 'page-tabs'];
  return tabs;
}

/** One part of `<PageTabs>`: a `<Tab>` by another name. */
export const PageTab: (context: ComponentContext) => HtmlElement = Tab;
