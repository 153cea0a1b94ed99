import type { Code } from 'mdast';
import { pageString } from '../page-strings';
import { type ComponentContext, ComponentError, stringProp } from './context';
import { type HtmlElement, h } from './element';

/**
 * `<Prompt title="…" description="…" prompt={`…`} />`: instructions for a reader to paste into an AI tool,
 * under an eyebrow line; the prompt is a plain-text code block, so it has the code blocks' copy button.
 * The prompt may also be written as the element's children (`<Prompt title="…">You are…</Prompt>`), shown
 * under the title. `<Prompt custom>…</Prompt>` keeps only the eyebrow and the frame around its MDX children.
 */
export function Prompt(context: ComponentContext): HtmlElement {
  const eyebrow = h('p', { className: ['prompt-eyebrow'] }, [pageString(context.lang, 'component.prompt')]);
  const frame = (children: HtmlElement['children']) =>
    h('div', { className: ['prompt'] }, [eyebrow, ...children], context.node.position);
  if (context.props.custom === true) return frame(context.children);
  const prompt = stringProp(context, 'prompt');
  const description = stringProp(context, 'description');
  const header = [
    h('p', { className: ['prompt-title'] }, [
      stringProp(context, 'title') ?? pageString(context.lang, 'component.promptTitle'),
    ]),
    ...(description !== undefined ? [h('p', { className: ['prompt-description'] }, [description])] : []),
  ];
  if (prompt !== undefined) return frame([...header, { type: 'code', lang: 'text', value: prompt } satisfies Code]);
  // Rspress 2's later form: the prompt written as the element's MDX children.
  const written = context.children.some((child) => !(child.type === 'text' && child.value.trim() === ''));
  if (written) return frame([...header, h('div', { className: ['prompt-body'] }, context.children)]);
  throw new ComponentError('<Prompt> needs a "prompt", or its text as children (or "custom" with children)');
}
