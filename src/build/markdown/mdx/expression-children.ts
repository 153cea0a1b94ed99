import type { Program } from 'estree';
import type { RootContent } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx';
import { isCommentOnly, UnrenderableValue } from './values';

type Expression = MdxFlowExpression | MdxTextExpression;

/**
 * The strings an element's children give when they are `{…}` expressions only (`<Pre>{source}</Pre>`, on one
 * line or on lines of their own), each giving a string: in MDX the component gets those strings as its
 * children, not Markdown. Undefined for any other children (written text is Markdown, as it stays), and when an
 * expression does not give a string or cannot be evaluated (the children's own rendering reports that).
 *
 * @example expressionChildren(pre.children, value) // ['module.exports = {\n  nested: true,\n};\n']
 */
export function expressionChildren(
  children: readonly RootContent[],
  /** An expression's value; throws when it has none. */
  value: (expression: Expression) => unknown,
): string[] | undefined {
  const expressions = expressionsOnly(children);
  if (!expressions?.length) return undefined;
  const texts: string[] = [];
  for (const expression of expressions) {
    let given: unknown;
    try {
      given = value(expression);
    } catch (error) {
      if (!(error instanceof UnrenderableValue)) throw error;
      return undefined;
    }
    if (typeof given !== 'string') return undefined;
    texts.push(given);
  }
  return texts;
}

/** The expressions among children holding nothing else but white space and comments, or undefined. */
function expressionsOnly(children: readonly RootContent[]): Expression[] | undefined {
  const expressions: Expression[] = [];
  for (const child of children) {
    if (child.type === 'paragraph' && children.length === 1) return expressionsOnly(child.children);
    if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
      if (!isCommentOnly(child.data?.estree as Program | undefined, child.value)) expressions.push(child);
    } else if (!(child.type === 'text' && child.value.trim() === '')) return undefined;
  }
  return expressions;
}
