import { runInThisContext } from 'node:vm';
import type { Program } from 'estree';
import type { MdxjsEsm } from 'mdast-util-mdx';
import type { FrontMatter } from '../../../shared/types';
import { importMetaEnv } from '../../components/define-values';
import { requireReact } from '../../components/react-seam';
import { IMPORT_META, JSX_FACTORY, JSX_FRAGMENT, jsxAsCalls } from './jsx-code';
import { FRAGMENT, jsx } from './jsx-values';

/**
 * `component` called inside a render of React's server renderer, so that React's own hooks, which the site's
 * modules call (they are bundled with the generator's React, see react-seam.ts), find the render they need;
 * what it returns is the page's own JSX (see jsx-values.ts), which React never sees: the render makes nothing.
 */
function asRendered(component: (props: Record<string, unknown>) => unknown) {
  // Loaded here, before the page's code runs under its time limit: a first load that limit cut short would leave
  // a module half made for every later page.
  const react = requireReact('react') as typeof import('react');
  const server = requireReact('react-dom/server') as typeof import('react-dom/server');
  return (props: Record<string, unknown>): unknown => {
    let made: unknown;
    server.renderToStaticMarkup(
      react.createElement(() => {
        made = component(props);
        return null;
      }),
    );
    return made;
  };
}

/** Thrown when an `export` or `{…}` expression of a page throws; the message says what it threw. */
export class EvaluationError extends Error {}

/**
 * What `{…}` expressions and prop values of an `.mdx` page can see, as MDX gives them: `frontmatter`,
 * `props` (what the page was rendered with: nothing, for a page of the site; pages written to be shown
 * elsewhere too read `{props.name || 'Default'}`), and the page's `export const` (and `export function`)
 * values, evaluated at build time in the order written.
 * `.mdx` pages are code by MDX's own rules (`.md` pages never get here: they stay data).
 *
 * @example
 * const scope = new PageScope({ title: 'Guide' });
 * scope.declare(esmNode);            // export const year = 2024;
 * scope.evaluate('`${frontmatter.title} ${year}`'); // 'Guide 2024'
 */
export class PageScope {
  /** Each name the page's code can see, with its value; a later one of a name replaces the earlier. */
  private readonly bindings = new Map<string, unknown>();

  constructor(
    frontmatter: FrontMatter,
    /** The site's base (`/`, `/docs/`), which `import.meta.env.BASE_URL` gives. */
    base = '/',
    /** How long one run of the page's code may take before it is stopped. */
    private readonly timeLimitMs = TIME_LIMIT_MS,
  ) {
    this.bindings.set('frontmatter', frontmatter);
    this.bindings.set('props', {});
    this.bindings.set(IMPORT_META, { env: importMetaEnv(base) });
    this.bindings.set(JSX_FACTORY, jsx);
    this.bindings.set(JSX_FRAGMENT, FRAGMENT);
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
      // In a block of its own: a name the page already sees (`props`, a built-in component's) may be declared
      // again, as a module's export may share a name with what MDX passes its content.
      const values = this.run(`{\n${withCalls(code, code)}\nreturn [${declared.join(', ')}];\n}`) as unknown[];
      declared.forEach((name, i) => {
        this.bindings.set(name, values[i]);
      });
    }
  }

  /** Makes an imported value known to the page's expressions (a shiki transformer's factory, say). */
  provide(name: string, value: unknown): void {
    this.bindings.set(name, value);
  }

  /** The value the page's code sees under `name`, if it sees one. */
  valueOf(name: string): unknown {
    return this.bindings.get(name);
  }

  /** The value of an expression written in the page (`frontmatter.title`, `year + 1`, `<b>{year}</b>`). */
  evaluate(expression: string): unknown {
    return this.run(`return (${withCalls(`(${expression}\n)`, expression)}\n);`);
  }

  /**
   * What a component the page's code defines makes of `props`, under the same time limit as the code. It is
   * called as React renders a component on a server (see `asRendered`): a hook of the site's own modules it
   * calls (`useToggle()` from the site's hooks package) works as in Rspress's server render, once.
   */
  call(component: (props: Record<string, unknown>) => unknown, props: Record<string, unknown>): unknown {
    return this.runWith('return component(props);', ['component', 'props'], [asRendered(component), props]);
  }

  private run(body: string): unknown {
    return this.runWith(body, [...this.bindings.keys()], [...this.bindings.values()]);
  }

  /**
   * Runs `body` with `names` bound to `values`, through `vm` with a time limit: a loop that never ends in a
   * page (`{items.map(…)}` gone wrong) stops with an error at its line instead of stopping the build, or the
   * dev server, which renders a saved page on its own thread. The values reach the script through a global
   * that lives only while it runs.
   */
  private runWith(body: string, names: string[], values: unknown[]): unknown {
    const holder = globalThis as Record<string, unknown>;
    holder[VALUES] = values;
    try {
      const script = `(function (${names.join(', ')}) {"use strict";\n${body}\n}).apply(undefined, globalThis.${VALUES});`;
      return runInThisContext(script, { timeout: this.timeLimitMs, filename: 'page code' });
    } catch (error) {
      if (error instanceof EvaluationError) throw error;
      if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
        throw new EvaluationError(
          `TimeoutError: it ran over ${this.timeLimitMs / 1000} s and was stopped (a loop that never ends?)`,
        );
      throw new EvaluationError(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    } finally {
      delete holder[VALUES];
    }
  }
}

/** The time one run of a page's code may take: far beyond what rendering a page's values needs. */
const TIME_LIMIT_MS = 10_000;

/** The global through which `runWith` hands the page's values to its script. */
const VALUES = '__esmxPageValues';

/**
 * `code` as it can run: as written when JavaScript parses it (most code: compiling it is all it costs), else
 * with its JSX as calls (see jsx-code.ts). `fallback` is what to run when neither parses, so that the error
 * is JavaScript's about the code as written.
 */
function withCalls(code: string, fallback: string): string {
  try {
    new Function(code);
    return fallback;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  const compiled = jsxAsCalls(code);
  if ('code' in compiled) return compiled.code;
  throw new EvaluationError(`SyntaxError: ${compiled.problem}`);
}

/** Whether a statement is an `export` of a value (`export const`, `export function`), which pages may have. */
export function isValueExport(statement: Program['body'][number]): boolean {
  return (
    statement.type === 'ExportNamedDeclaration' &&
    (statement.declaration?.type === 'VariableDeclaration' || statement.declaration?.type === 'FunctionDeclaration')
  );
}
