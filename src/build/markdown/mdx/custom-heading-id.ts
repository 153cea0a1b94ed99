import type { CompileContext, Extension as FromMarkdownExtension, Token } from 'mdast-util-from-markdown';
import type { Code, Construct, Effects, Extension, State } from 'micromark-util-types';
import type { Processor } from 'unified';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    mdxCustomId: 'mdxCustomId';
  }
}

const LEFT_BRACE = 123;
const RIGHT_BRACE = 125;
const HASH = 35;
const SPACE = 32;

/**
 * `{#custom-id}` in MDX: the braces would open a JavaScript expression, and `#id` is none, so MDX stops
 * with an acorn error where Rspress (and a `.md` page here) reads the heading's custom id. Tried before
 * MDX's expressions, `{#` + an id without spaces or braces + `}` is plain text, as in CommonMark, and the
 * heading step takes the id off as it does for `.md` (slug.ts). No valid expression starts with `#`, so
 * nothing MDX could run is read differently.
 */
const customId: Construct = { name: 'mdxCustomId', tokenize: tokenizeCustomId, add: 'before' };

function tokenizeCustomId(effects: Effects, ok: State, nok: State): State {
  let idLength = 0;
  const inside: State = (code: Code) => {
    if (code === RIGHT_BRACE && idLength > 0) {
      effects.consume(code);
      effects.exit('mdxCustomId');
      return ok;
    }
    // Line endings and tabs are negative codes; a space, a brace or the end means it is no id.
    if (code === null || code < 0 || code === SPACE || code === LEFT_BRACE || code === RIGHT_BRACE) return nok(code);
    idLength++;
    effects.consume(code);
    return inside;
  };
  const hash: State = (code: Code) => {
    if (code !== HASH) return nok(code);
    effects.consume(code);
    return inside;
  };
  return (code: Code) => {
    effects.enter('mdxCustomId');
    effects.consume(code);
    return hash;
  };
}

const syntax: Extension = { text: { [LEFT_BRACE]: customId } };

/** The id's characters join the text around them, as CommonMark's own text does. */
const fromMarkdown: FromMarkdownExtension = {
  enter: {
    mdxCustomId(this: CompileContext, token: Token) {
      this.config.enter.data.call(this, token);
    },
  },
  exit: {
    mdxCustomId(this: CompileContext, token: Token) {
      this.config.exit.data.call(this, token);
    },
  },
};

/** Reads `{#custom-id}` as text in an MDX page (see `customId`); used after remark-mdx. */
export function remarkMdxCustomIds(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(syntax);
  (data.fromMarkdownExtensions ??= []).push(fromMarkdown);
}
