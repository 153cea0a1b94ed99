import { pageString } from '../page-strings';
import { type ComponentContext, ComponentError, requiredString, stringProp } from './context';
import { type HtmlElement, h } from './element';

const PLATFORMS = ['github', 'gitlab'];

/**
 * `<SourceCode href="https://github.com/…/file.ts" platform="github" />`: a link to the source of what the
 * page describes, labelled in the page's language (the platform picks its icon in CSS).
 */
export function SourceCode(context: ComponentContext): HtmlElement {
  const href = requiredString(context, 'href');
  const platform = stringProp(context, 'platform') ?? 'github';
  if (!PLATFORMS.includes(platform))
    throw new ComponentError(`<SourceCode> platform "${platform}" is not one of ${PLATFORMS.join(', ')}`);
  return h(
    'a',
    { className: ['source-code', `source-code-${platform}`], href, target: '_blank', rel: ['noopener', 'noreferrer'] },
    [pageString(context.lang, 'component.source', context.pageStrings)],
    context.node.position,
  );
}
