import type { Code } from 'mdast';
import { pageString } from '../page-strings';
import { type ComponentContext, ComponentError, stringProp } from './context';
import { type HtmlElement, h } from './element';

/**
 * `<Prompt title="…" description="…" prompt={`…`} />`: instructions for a reader to paste into an AI tool,
 * under an eyebrow line; the prompt is a plain-text code block, so it has the code blocks' copy button.
 * `<Prompt custom>…</Prompt>` keeps only the eyebrow and the frame around its MDX children.
 */
export function Prompt(context: ComponentContext): HtmlElement {
  const eyebrow = h('p', { className: ['prompt-eyebrow'] }, [pageString(context.lang, 'component.prompt')]);
  const frame = (children: HtmlElement['children']) =>
    h('div', { className: ['prompt'] }, [eyebrow, ...children], context.node.position);
  if (context.props.custom === true) return frame(context.children);
  const prompt = stringProp(context, 'prompt');
  if (prompt === undefined) throw new ComponentError('<Prompt> needs a "prompt" (or "custom" with children)');
  const description = stringProp(context, 'description');
  const code: Code = { type: 'code', lang: 'text', value: prompt };
  return frame([
    h('p', { className: ['prompt-title'] }, [
      stringProp(context, 'title') ?? pageString(context.lang, 'component.promptTitle'),
    ]),
    ...(description !== undefined ? [h('p', { className: ['prompt-description'] }, [description])] : []),
    code,
  ]);
}
