import { iconAttributes, RSPRESS_ICONS } from '../../components/rspress-icons';
import { type Component, type ComponentContext, stringProp, styleProp } from './context';
import { type HtmlElement, h } from './element';

/**
 * Rspress's theme icons in a page (`<IconArrowDown />` in a download link), drawn as the components' are (see
 * rspress-icons.ts), with the `className`, `width`, `height` and `style` they are given.
 */
function drawIcon(context: ComponentContext): HtmlElement {
  const icon = RSPRESS_ICONS.get(context.name)!;
  const given: Record<string, string> = {};
  for (const name of ['width', 'height']) {
    const value = stringProp(context, name);
    if (value !== undefined) given[name] = value;
  }
  const className = stringProp(context, 'className');
  const style = styleProp(context);
  return h(
    'svg',
    {
      ...iconAttributes(icon),
      ...given,
      ...(className ? { className: className.split(/\s+/).filter(Boolean) } : {}),
      ...(style ? { style } : {}),
    },
    [h('path', { d: icon.d })],
    context.node.position,
  );
}

/** Each icon's page component, by its name. */
export const ICON_COMPONENTS: Record<string, Component> = Object.fromEntries(
  [...RSPRESS_ICONS.keys()].map((name) => [name, drawIcon]),
);
