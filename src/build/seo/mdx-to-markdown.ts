/**
 * Turns the MDX components a page may use (Rspress's PackageManagerTabs, Tabs/Tab, Steps, Badge, Card,
 * LinkCard, Callout) into plain Markdown a reader without React understands, and drops `import` /
 * `export` lines and `{/* comments *\/}`. An unknown component keeps its children and loses its tags.
 * Code (fenced blocks and inline spans) is never touched, even when it shows a component.
 *
 * @example
 * mdxToMarkdown('<Badge text="New" /> feature') // '**New** feature'
 */
export function mdxToMarkdown(source: string): string {
  const { text, restore } = maskCode(source);
  let out = text
    .replace(/^(?:import|export)\s[^\n]*(?:\n|$)/gm, '')
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '')
    .replace(SELF_CLOSING, (_all, name: string, attrs: string) => render(name, parseAttributes(attrs), ''));
  // Innermost pairs first, so a Tab inside Tabs is done before Tabs itself.
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(PAIRED, (_all, name: string, attrs: string, children: string) =>
      render(name, parseAttributes(attrs ?? ''), children.trim()),
    );
  }
  return restore(out.replace(/\n(?:[ \t]*\n){2,}/g, '\n\n'));
}

const ATTRS = String.raw`((?:\s+[\w-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\}))?)*)\s*`;
const SELF_CLOSING = new RegExp(String.raw`<([A-Z][\w.]*)${ATTRS}\/>`, 'g');
const PAIRED = new RegExp(String.raw`<([A-Z][\w.]*)${ATTRS}>((?:(?!<\1[\s/>])[\s\S])*?)<\/\1\s*>`, 'g');

type Attributes = Record<string, string | Record<string, string> | true>;

/** Package managers in Rspress's order, and what each calls `install`. */
const MANAGERS: [string, string][] = [
  ['npm', 'install'],
  ['yarn', 'add'],
  ['pnpm', 'add'],
  ['bun', 'add'],
];

function render(name: string, attrs: Attributes, children: string): string {
  const text = (key: string) => (typeof attrs[key] === 'string' ? (attrs[key] as string) : '');
  switch (name) {
    case 'PackageManagerTabs': {
      const command = attrs.command;
      const lines =
        typeof command === 'object'
          ? Object.entries(command).map(([manager, line]) => `# ${manager}\n${line}`)
          : MANAGERS.map(([manager, install]) => {
              const rest = String(command ?? '').replace(/^install\b/, install);
              return `# ${manager}\n${manager} ${rest}`;
            });
      return `\n\n\`\`\`sh\n${lines.join('\n')}\n\`\`\`\n\n`;
    }
    case 'Tab':
      return `\n\n**${text('label') || text('value') || text('title')}**\n\n${children}\n\n`;
    case 'Badge': {
      const label = text('text') || children;
      return label ? `**${label}**` : '';
    }
    case 'Card': {
      const body = [text('title') && `**${text('title')}**`, text('content'), children].filter(Boolean);
      return `\n\n${body.join('\n\n')}\n\n`;
    }
    case 'LinkCard': {
      const link = `[${text('title') || text('href')}](${text('href')})`;
      return `\n\n- ${link}${text('description') ? `: ${text('description')}` : ''}\n\n`;
    }
    case 'Callout': {
      const kind = text('type') || 'note';
      const title = text('title') || kind.charAt(0).toUpperCase() + kind.slice(1);
      const quoted = `**${title}:** ${children}`.split('\n').map((line) => (line ? `> ${line}` : '>'));
      return `\n\n${quoted.join('\n')}\n\n`;
    }
    default:
      // Tabs, Steps and anything unknown: the content is what matters, the wrapper is layout.
      return children ? `\n\n${children}\n\n` : '';
  }
}

/** Attributes as written in JSX: strings, `{"…"}` expressions, `{{ key: '…' }}` objects of strings. */
function parseAttributes(source: string): Attributes {
  const attrs: Attributes = {};
  let i = 0;
  while (i < source.length) {
    const name = /^\s*([\w-]+)\s*/.exec(source.slice(i));
    if (!name) break;
    i += name[0].length;
    if (source[i] !== '=') {
      attrs[name[1]] = true;
      continue;
    }
    i = skipSpace(source, i + 1);
    const quote = source[i];
    if (quote === '"' || quote === "'") {
      const close = source.indexOf(quote, i + 1);
      const end = close === -1 ? source.length : close;
      attrs[name[1]] = source.slice(i + 1, end);
      i = end + 1;
    } else if (quote === '{') {
      const end = closingBrace(source, i);
      attrs[name[1]] = expressionValue(source.slice(i + 1, end).trim());
      i = end + 1;
    } else break;
  }
  return attrs;
}

function skipSpace(source: string, i: number): number {
  while (i < source.length && /\s/.test(source[i])) i++;
  return i;
}

/** Index of the `}` closing the `{` at `open`, skipping braces inside string literals. */
function closingBrace(source: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === quote && source[i - 1] !== '\\') quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return source.length;
}

/** `"text"` → `text`; `{ npm: 'npm i x', yarn: 'yarn add x' }` → an object of its string entries. */
function expressionValue(expression: string): string | Record<string, string> {
  const object = /^\{([\s\S]*)\}$/.exec(expression);
  if (!object) return expression.replace(/^(["'`])([\s\S]*)\1$/, '$2');
  const entries: Record<string, string> = {};
  for (const [, key, , value] of object[1].matchAll(/["']?([\w-]+)["']?\s*:\s*(["'`])([\s\S]*?)\2/g)) {
    entries[key] = value;
  }
  return entries;
}

/**
 * Replaces fenced code blocks and inline code with placeholders so transforms of the prose cannot
 * reach into them; `restore` puts them back.
 */
export function maskCode(source: string): { text: string; restore: (text: string) => string } {
  const kept: string[] = [];
  const hold = (code: string) => `\u0000${kept.push(code) - 1}\u0000`;
  const text = source
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\2[`~]*[ \t]*(?=\n|$)|$)/gm, hold)
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, hold);
  return { text, restore: (masked) => masked.replace(/\u0000(\d+)\u0000/g, (_all, i: string) => kept[Number(i)]) };
}
