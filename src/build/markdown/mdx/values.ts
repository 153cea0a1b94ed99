import type { Node as EstreeNode, Expression, Program } from 'estree';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx';

/** Thrown for an attribute value the build cannot know without running code. */
export class UnrenderableValue extends Error {}

/** A value that cannot be known because of a problem already reported (its name's import failed). */
export class ReportedElsewhere extends UnrenderableValue {}

export type PropValue = string | number | boolean | null | PropValue[] | { [key: string]: PropValue };

/** An object prop (`style={{ margin: 8 }}`), not an array nor null. */
export function isPlainObject(value: PropValue): value is { [key: string]: PropValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The props of a JSX element, evaluated at build time. Only literal values are known then: strings,
 * numbers, booleans, `null`, template strings without `${}`, and arrays/objects of those
 * (`command={{ npm: 'npm i a', yarn: 'yarn add a' }}`); a bare attribute is `true`.
 * Anything else (a variable, a call, a spread) throws `UnrenderableValue` naming the prop.
 */
export function readProps(
  attributes: readonly (MdxJsxAttribute | MdxJsxExpressionAttribute)[],
  /** Evaluates what is not a literal (`{frontmatter.title}`) in the page's scope; without it, that throws. */
  evaluate?: (expression: string) => unknown,
): Record<string, PropValue> {
  const props: Record<string, PropValue> = {};
  for (const attribute of attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      throw new UnrenderableValue(`cannot render the spread attribute {${attribute.value}}`);
    }
    const { name, value } = attribute;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === 'string') props[name] = value;
    else {
      const program = value.data?.estree as Program | undefined;
      const statement = program?.body[0];
      if (statement?.type !== 'ExpressionStatement') {
        throw new UnrenderableValue(`cannot render the value of ${name}={${value.value}}`);
      }
      try {
        props[name] = literal(statement.expression, `${name}={${value.value}}`);
      } catch (error) {
        if (!evaluate || !(error instanceof UnrenderableValue)) throw error;
        props[name] = evaluate(value.value) as PropValue;
      }
    }
  }
  return props;
}

function literal(node: Expression | EstreeNode, what: string): PropValue {
  switch (node.type) {
    case 'Literal':
      if (node.value instanceof RegExp || typeof node.value === 'bigint') break;
      return node.value ?? null;
    case 'TemplateLiteral':
      if (node.expressions.length === 0) return node.quasis.map((q) => q.value.cooked ?? '').join('');
      break;
    case 'UnaryExpression':
      if (node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number')
        return -node.argument.value;
      break;
    case 'ArrayExpression':
      return node.elements.map((element) => {
        if (!element || element.type === 'SpreadElement') throw new UnrenderableValue(`cannot render ${what}`);
        return literal(element, what);
      });
    case 'ObjectExpression': {
      const object: Record<string, PropValue> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) throw new UnrenderableValue(`cannot render ${what}`);
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        if (key === undefined) throw new UnrenderableValue(`cannot render ${what}`);
        object[key] = literal(property.value, what);
      }
      return object;
    }
  }
  throw new UnrenderableValue(`cannot render ${what}: only literal values are known at build time`);
}

/** Whether an MDX `{…}` expression holds nothing but comments (`{/* note *\/}`), which render as nothing. */
export function isCommentOnly(program: Program | undefined, source: string): boolean {
  if (program) return program.body.length === 0;
  return source.trim() === '' || /^\/\*[\s\S]*\*\/$/.test(source.trim());
}
