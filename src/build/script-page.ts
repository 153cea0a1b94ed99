import { basename } from 'node:path';
import { type FrontMatterIssue, type ParsedSource, parseSource } from './frontmatter';

/**
 * A page written as a module (`api/index.tsx`), as Rspress 2 routes one: its default export is the page's
 * component, and `export const frontmatter = { … }` its front matter. The page is built as an `.mdx` page
 * that imports the module and shows its default export, so the module renders at build time and hydrates
 * in the browser as any component a page imports does (see rehype-islands.ts).
 *
 * The front matter stays data: it is read as a literal (strings, numbers, true, false, null, objects and
 * lists of them), never run; anything else in it is an issue at its line.
 *
 * @example
 * parseScriptPage("export const frontmatter = { pageType: 'custom' };\nexport default () => <div/>;", 'index.tsx')
 * // { parsed: { frontmatter: { pageType: 'custom' }, body: 'import Page from "./index.tsx";\n\n<Page />\n', bodyLineOffset: 0 }, issues: [] }
 */
export function parseScriptPage(code: string, file: string): { parsed?: ParsedSource; issues: FrontMatterIssue[] } {
  const body = `import Page from ${JSON.stringify(`./${basename(file)}`)};\n\n<Page />\n`;
  const found = frontmatterExport(code);
  if (!found) return { parsed: { frontmatter: {}, body, bodyLineOffset: 0 }, issues: [] };
  const line = code.slice(0, found.at).split('\n').length;
  if ('error' in found) {
    const message = `"export const frontmatter" is not read: ${found.error}; front matter is data (strings, numbers, booleans, objects and lists of them)`;
    return { issues: [{ line, message }] };
  }
  // Checked as a `---json` block is, every issue at the export's line.
  const { parsed, issues } = parseSource(`---json\n${JSON.stringify(found.value)}\n---\n`);
  return {
    parsed: parsed && { frontmatter: parsed.frontmatter, body, bodyLineOffset: 0 },
    issues: issues.map((issue) => ({ ...issue, line })),
  };
}

/**
 * Whether a module has a default export (`export default …`, `export { Page as default }`): a module in the
 * docs folder without one is not a page (a helper the pages' components import).
 */
export function hasDefaultExport(code: string): boolean {
  return /\bexport\s+default\b|\bas\s+default\b/.test(withoutComments(code, true));
}

/** The value of `export const frontmatter = …` (a type annotation allowed), where it is; none without one. */
function frontmatterExport(code: string): { at: number; value: unknown } | { at: number; error: string } | undefined {
  const clean = withoutComments(code);
  const match = /\bexport\s+const\s+frontmatter\b[^=;]*=\s*/.exec(clean);
  if (!match) return undefined;
  const at = match.index + match[0].length;
  try {
    const reader = new LiteralReader(clean, at);
    return { at, value: reader.value() };
  } catch (error) {
    return { at, error: (error as Error).message };
  }
}

/**
 * `code` with its comments blanked out, and with `strings` the text inside its string literals too (line
 * breaks kept, so offsets and lines stay those of the file).
 */
function withoutComments(code: string, strings = false): string {
  let out = '';
  for (let i = 0; i < code.length; ) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      const end = stringEnd(code, i);
      const literal = code.slice(i, end);
      out += strings ? literal[0] + literal.slice(1).replace(/[^\n]/g, ' ') : literal;
      i = end;
    } else if (code.startsWith('//', i)) {
      const end = code.indexOf('\n', i);
      const stop = end === -1 ? code.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (code.startsWith('/*', i)) {
      const end = code.indexOf('*/', i + 2);
      const stop = end === -1 ? code.length : end + 2;
      out += code.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The offset just past the string literal opening at `start` (its end of file if it never closes). */
function stringEnd(code: string, start: number): number {
  const quote = code[start];
  for (let i = start + 1; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === quote) return i + 1;
  }
  return code.length;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };

/** Reads one JavaScript literal value (JSON's values, with JavaScript's quotes, keys and trailing commas). */
class LiteralReader {
  constructor(
    private readonly code: string,
    private at: number,
  ) {}

  value(): unknown {
    this.space();
    const c = this.code[this.at];
    if (c === '{') return this.object();
    if (c === '[') return this.list();
    if (c === '"' || c === "'" || c === '`') return this.string();
    const word = /^(?:-?(?:\d[\d_]*\.?\d*(?:e[+-]?\d+)?|\.\d+)|true|false|null)(?![\w$])/i.exec(
      this.code.slice(this.at),
    );
    if (!word) throw new Error(`${this.shown()} is not a literal value`);
    this.at += word[0].length;
    const text = word[0];
    return text === 'true' ? true : text === 'false' ? false : text === 'null' ? null : Number(text.replace(/_/g, ''));
  }

  private object(): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    this.at++;
    for (;;) {
      this.space();
      if (this.take('}')) return result;
      const c = this.code[this.at];
      let key: string;
      if (c === '"' || c === "'") key = this.string();
      else {
        const name = /^[\w$]+/.exec(this.code.slice(this.at));
        if (!name) throw new Error(`${this.shown()} is not a key`);
        key = name[0];
        this.at += key.length;
      }
      this.space();
      if (!this.take(':')) throw new Error(`"${key}" has no ": value" (shorthand and methods are code)`);
      result[key] = this.value();
      this.space();
      if (!this.take(',') && this.code[this.at] !== '}') throw new Error(`${this.shown()} where "," or "}" goes`);
    }
  }

  private list(): unknown[] {
    const result: unknown[] = [];
    this.at++;
    for (;;) {
      this.space();
      if (this.take(']')) return result;
      result.push(this.value());
      this.space();
      if (!this.take(',') && this.code[this.at] !== ']') throw new Error(`${this.shown()} where "," or "]" goes`);
    }
  }

  private string(): string {
    const quote = this.code[this.at];
    let text = '';
    for (let i = this.at + 1; i < this.code.length; i++) {
      const c = this.code[i];
      if (c === quote) {
        this.at = i + 1;
        return text;
      }
      if (quote === '`' && c === '$' && this.code[i + 1] === '{')
        throw new Error('a template with a placeholder is code');
      if (c !== '\\') {
        text += c;
        continue;
      }
      const next = this.code[++i];
      const hex = next === 'u' ? /^u(?:\{([\da-f]+)\}|([\da-f]{4}))/i : next === 'x' ? /^x([\da-f]{2})/i : undefined;
      const escaped = hex?.exec(this.code.slice(i));
      if (escaped) {
        text += String.fromCodePoint(Number.parseInt(escaped[1] ?? escaped[2], 16));
        i += escaped[0].length - 1;
      } else if (next !== '\n') text += ESCAPES[next] ?? next;
    }
    throw new Error('a string that never ends');
  }

  private take(c: string): boolean {
    if (this.code[this.at] !== c) return false;
    this.at++;
    return true;
  }

  private space(): void {
    while (/\s/.test(this.code[this.at] ?? '')) this.at++;
  }

  /** What stands at the reader's place, as a message shows it. */
  private shown(): string {
    const rest = this.code.slice(this.at).trimStart();
    return rest ? `"${/^[^\s,}\]]{1,30}/.exec(rest)?.[0] ?? rest[0]}"` : 'the end of the file';
  }
}
