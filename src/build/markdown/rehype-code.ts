import type { Element, ElementContent, Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { ShikiTransformer } from 'shiki';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { escapeHtml } from '../escape-html';
import { parseCodeInfo } from './code-info';
import { codeNotations, withoutNotations } from './code-notations';
import { grammarFor, highlightCode } from './highlighter';
import { RUNTIME_TRANSFORMERS } from './mdx/code-block-runtime';
import { type FileLike, pageState } from './page-state';
import { pageString } from './page-strings';
import type { CodeBlocks } from './types';

/**
 * Highlights fenced code at build time and wraps it for the page's (script-free) chrome:
 *
 * ```html
 * <div class="code-block" data-lang="ts">
 *   <div class="code-title">entry.node.ts</div>            (only with title="…")
 *   <button type="button" class="code-copy" aria-label="Copy code"></button>
 *   <span class="code-lang">ts</span>
 *   <pre class="shiki …">…</pre>
 * </div>
 * ```
 *
 * The `<pre>` goes in as shiki's HTML (a `raw` node, its source in `data.code` for the search text):
 * as elements, its thousands of token spans were copied, walked and serialized again for every page.
 *
 * Line highlights and shiki's notation comments are applied by `codeNotations`. With line numbers (the block's `lineNumbers` meta, or the site's `markdown.showLineNumbers`) the wrapper
 * also gets the class `line-numbers`. Unknown languages render as plain
 * text, with a warning the first time a page uses one; they never fail the build.
 */
export const rehypeCode: Plugin<[], Root> = () => highlightCodeBlocks;

/** What `rehypeCode` does to a tree: every `pre > code` in it made the page's code block. */
export async function highlightCodeBlocks(tree: Root, file: FileLike): Promise<void> {
  const page = pageState(file);
  const copyCode = pageString(page.lang, 'code.copy', page.pageStrings);
  const blocks: { pre: Element; code: Element; parent: Root | Element; index: number }[] = [];
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'pre' || !parent || index === undefined) return;
    const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
    // A `<pre>` an `.mdx` page writes around a fence holds that fence's block: looked into, as Rspress does.
    if (!code) return;
    // remark-math's display math (`$$…$$`, from the config's remark plugins) is for its rehype plugin to draw.
    if ((code.properties.className as string[] | undefined)?.includes('math-display')) return 'skip';
    blocks.push({ pre: node, code, parent: parent as Root | Element, index });
    return 'skip';
  });

  warnUncoloured(blocks, page);
  // Highlight all blocks of the page concurrently; replace afterwards so indexes stay valid.
  const wrappers = await Promise.all(
    blocks.map(({ code }) => {
      const own = code.properties[RUNTIME_TRANSFORMERS];
      const transformers = own === undefined ? undefined : (page.codeTransformers[Number(own)] as ShikiTransformer[]);
      const all = { lineNumbers: page.showLineNumbers ?? false, wrapCode: page.defaultWrapCode ?? false };
      return wrap(code, copyCode, all, page.codeBlocks, transformers, page.langAlias);
    }),
  );
  blocks.forEach(({ parent, index }, i) => {
    parent.children[index] = wrappers[i];
  });
}

/**
 * Fence labels that ask for no colours: no warning that they get none. A `tree` (a folder's files) is one:
 * `rspress-plugin-file-tree` draws it in Rspress, and the config's warning names that plugin as not run.
 */
const PLAIN_LABELS = new Set(['text', 'txt', 'plain', 'plaintext', 'ansi', 'output', 'none', 'tree']);

/** A warning at the first block of each language on the page that has no grammar here (Rspress's shiki may colour it). */
function warnUncoloured(blocks: readonly { code: Element }[], page: ReturnType<typeof pageState>): void {
  const aliases = page.langAlias ?? {};
  const warned = new Set<string>();
  for (const { code } of blocks) {
    const className = (code.properties.className as string[] | undefined)?.find((n) => n.startsWith('language-'));
    const label = parseCodeInfo(className?.slice('language-'.length), undefined).lang;
    const grammar = Object.hasOwn(aliases, label) ? aliases[label] : label;
    if (!grammar || PLAIN_LABELS.has(grammar.toLowerCase()) || grammarFor(grammar) !== 'text' || warned.has(label))
      continue;
    warned.add(label);
    page.warnings.push({
      line: code.position?.start.line ?? 0,
      message: `code in "${label}" is shown uncoloured: esmx-docs has no grammar for it (name a language it colours in "markdown.langAlias", or use "text")`,
    });
  }
}

/** A highlighted block's key in `CodeBlocks`: its grammar and its code are all its HTML depends on. */
export function codeBlockKey(label: string, code: string): string {
  return `${grammarFor(label)}\0${code}`;
}

async function wrap(
  code: Element,
  copyLabel: string,
  /** What the site asks of every block (`markdown.showLineNumbers`, `markdown.defaultWrapCode`). */
  all: { lineNumbers: boolean; wrapCode: boolean },
  codeBlocks?: CodeBlocks,
  /** A `<CodeBlockRuntime>`'s own transformers (objects with code in them): such a block is highlighted each time. */
  own?: ShikiTransformer[],
  /** Fence labels highlighted as another language; the block still shows the label written. */
  langAlias: Record<string, string> = {},
): Promise<Element> {
  const languageClass = (code.properties.className as string[] | undefined)?.find((name) =>
    name.startsWith('language-'),
  );
  const meta = (code.data as { meta?: string } | undefined)?.meta;
  const info = parseCodeInfo(languageClass?.slice('language-'.length), meta ?? undefined);
  // mdast-util-to-hast ends code with a newline that would show as an empty last line.
  const source = hastToString(code).replace(/\n$/, '');
  const notations = own ?? codeNotations(source, meta ?? undefined);
  // Notations change the HTML: such a block is known by its meta too.
  const grammar = Object.hasOwn(langAlias, info.lang) ? langAlias[info.lang] : info.lang;
  const key = codeBlockKey(grammar, source) + (notations.length > 0 ? `\0${meta ?? ''}` : '');
  const pre = (!own && codeBlocks?.known.get(key)) || (await highlightCode(source, grammar, notations));
  if (!own) codeBlocks?.used.set(key, pre);

  const children: ElementContent[] = [];
  if (info.title) children.push(element('div', { className: ['code-title'] }, [{ type: 'text', value: info.title }]));
  children.push(element('button', { type: 'button', className: ['code-copy'], ariaLabel: copyLabel }, []));
  // The fence's language, as Rspress shows it; a fence that names none shows none (nor "text").
  if (languageClass) children.push(element('span', { className: ['code-lang'] }, [{ type: 'text', value: info.lang }]));
  const shown = withLang(info.wrapCode || all.wrapCode ? wrapped(pre) : pre, languageClass && info.lang);
  children.push({ type: 'raw', value: shown, data: { code: withoutNotations(source) } });
  const numbered = (info.lineNumbers || all.lineNumbers) && !info.noLineNumbers;
  // The fence's language as Rspress marks its block too (`language-mermaid` on it, `data-lang` on its `<pre>`): a
  // site's script finding its diagrams' blocks (Mermaid's, drawn in the browser) selects them so.
  const className = [
    'code-block',
    ...(languageClass ? [`language-${info.lang}`] : []),
    ...(numbered ? ['line-numbers'] : []),
  ];
  return element('div', { className, dataLang: info.lang }, children);
}

/** Shiki's `<pre>` with the fence's language as its `data-lang`, as Rspress's has it; as it is for a fence naming none. */
function withLang(pre: string, lang: string | undefined): string {
  return lang ? pre.replace(/^<pre /, `<pre data-lang="${escapeHtml(lang)}" `) : pre;
}

declare module 'hast' {
  interface Data {
    /** The source of a highlighted code block, on its `raw` node: what the search text shows of it. */
    code?: string;
  }
}

/**
 * A highlighted block whose long lines wrap: in its `<pre>`'s own style, which the site's stylesheet (held to
 * its size budget) then needs no rule for; a word longer than the line breaks anywhere.
 */
function wrapped(pre: string): string {
  const wrap = 'white-space:pre-wrap;overflow-wrap:anywhere;';
  return /^<pre[^>]* style="/.test(pre)
    ? pre.replace(/^(<pre[^>]* style=")/, `$1${wrap}`)
    : pre.replace(/^<pre/, `<pre style="${wrap}"`);
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}
