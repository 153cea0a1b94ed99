import type { Program } from 'estree';
import type { MdxjsEsm } from 'mdast-util-mdx';
import type { FrontMatter } from '../../../shared/types';

/** Thrown when an `export` or `{…}` expression of a page throws; the message says what it threw. */
export class EvaluationError extends Error {}

/**
 * What `{…}` expressions and prop values of an `.mdx` page can see, as MDX gives them: `frontmatter`, and
 * the page's `export const` (and `export function`) values, evaluated at build time in the order written.
 * `.mdx` pages are code by MDX's own rules (`.md` pages never get here: they stay data).
 *
 * @example
 * const scope = new PageScope({ title: 'Guide' });
 * scope.declare(esmNode);            // export const year = 2024;
 * scope.evaluate('`${frontmatter.title} ${year}`'); // 'Guide 2024'
 */
export class PageScope {
  private readonly names: string[] = ['frontmatter'];
  private readonly values: unknown[];

  constructor(frontmatter: FrontMatter) {
    this.values = [frontmatter];
  }

  /** Evaluates the `export` statements of one ESM block (its imports are another plugin's) and keeps their values. */
  declare(node: MdxjsEsm, statements: readonly Program['body'][number][]): void {
    const base = node.position?.start.offset ?? 0;
    for (const statement of statements) {
      if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) continue;
      const { start, end } = statement.declaration as unknown as { start: number; end: number };
      const code = node.value.slice(start - base, end - base);
      const declared =
        statement.declaration.type === 'VariableDeclaration'
          ? statement.declaration.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []))
          : statement.declaration.type === 'FunctionDeclaration' && statement.declaration.id
            ? [statement.declaration.id.name]
            : [];
      const values = this.run(`${code}\nreturn [${declared.join(', ')}];`) as unknown[];
      declared.forEach((name, i) => {
        this.names.push(name);
        this.values.push(values[i]);
      });
    }
  }

  /** Makes an imported value known to the page's expressions (a shiki transformer's factory, say). */
  provide(name: string, value: unknown): void {
    this.names.push(name);
    this.values.push(value);
  }

  /** The value of an expression written in the page (`frontmatter.title`, `year + 1`). */
  evaluate(expression: string): unknown {
    return this.run(`return (${expression}\n);`);
  }

  private run(body: string): unknown {
    try {
      return new Function(...this.names, `"use strict";\n${body}`)(...this.values);
    } catch (error) {
      throw new EvaluationError(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
  }
}

/** Whether a statement is an `export` of a value (`export const`, `export function`), which pages may have. */
export function isValueExport(statement: Program['body'][number]): boolean {
  return (
    statement.type === 'ExportNamedDeclaration' &&
    (statement.declaration?.type === 'VariableDeclaration' || statement.declaration?.type === 'FunctionDeclaration')
  );
}
