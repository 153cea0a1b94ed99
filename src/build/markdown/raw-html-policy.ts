import type { RootContent as HastContent } from 'hast';
import { frameRefusal } from './frame-policy';
import type { Tag } from './html-tags';

/**
 * The elements a `.md` page's raw HTML may make, as README-style Markdown uses them (`<br>` in a table,
 * `<details>`, `<kbd>`, `<img width>`, `<video controls>`) and editors export it (Yuque and Word colour text
 * with `<font style="color:…">`): text, layout, tables and media, and iframes
 * showing another page (a video, a sandbox: see frame-policy.ts), and headings, `<h1>` too (READMEs open with
 * `<h1 align="center">`: it names no page, see raw-html-group.ts), and the sections a landing page is built of
 * (`<article>`, `<header>`, `<nav>`…); nothing that runs code, submits or embeds a plugin (`<object>`, `<embed>`).
 */
const ALLOWED_TAGS = new Set(
  (
    'a abbr address article aside audio b bdi bdo big blockquote br caption center cite code col colgroup data dd ' +
    'del details dfn div dl dt em figcaption figure font footer h1 h2 h3 h4 h5 h6 header hgroup hr i iframe img ins ' +
    'kbd li main mark meter nav ol p picture pre progress q rp rt ruby s samp section small source span strike ' +
    'strong sub summary sup table tbody td tfoot th thead time tr track tt u ul var video wbr'
  ).split(' '),
);

/**
 * Their attributes, as hast names them: presentation (`<font color size face>` too), media (a `<source media>` for a
 * dark picture, a `<track>` of captions, `crossorigin`) and links (`target`, `rel`, `download`: our own external links
 * carry them), an embed's permissions (`allow`, `sandbox`: they only take powers away from the framed page),
 * inline `style` (CSS runs no code), accessibility (`role`, `aria-*`, `tabIndex`), `hidden`, and a `<data>`'s,
 * `<meter>`'s or `<progress>`'s `value`, `min`, `max`; URLs are checked later (remark-safe-urls). Not `data-*`:
 * the shell reads some of those (an island's script URL). Any other attribute (`on…` aside) is left out of its
 * element, with a warning (see `leftOutAttributes`).
 */
const ALLOWED_PROPERTIES = new Set(
  (
    'abbr align allow allowFullScreen alt autoPlay cite className color colSpan controls controlsList crossOrigin ' +
    'dateTime decoding default dir disablePictureInPicture download face frameBorder headers height hidden href id ' +
    'kind label lang loading loop media muted name open playsInline poster preload referrerPolicy rel reversed role ' +
    'rowSpan sandbox scope scrolling size sizes span src srcLang srcSet start style tabIndex target title type ' +
    'valign width value min max low high optimum'
  ).split(' '),
);

/** Whether an element made from a `.md` page's raw HTML keeps an attribute (hast's name of it). */
export const allowedProperty = (key: string) => ALLOWED_PROPERTIES.has(key) || /^aria[A-Z]/.test(key);

/** Tags and attributes that could run code: named in the warning as the reason a node stays text. */
const CODE_TAGS = new Set(['script', 'object', 'embed', 'style', 'frame', 'frameset', 'applet', 'base']);

/**
 * Why a piece of raw HTML cannot be rendered (the first tag or attribute refused), if it cannot: `tags` are
 * its tags as written (a parser drops some, `<body>`, `</form>`), `contents` what it parses to.
 *
 * @example refusal(tagsOf('<img onerror=x>'), parsed) // '<img onerror> could run code'
 */
export function refusal(tags: readonly Tag[], contents: readonly HastContent[]): string | undefined {
  const tag = tags.find((written) => !ALLOWED_TAGS.has(written.name));
  return tag ? refusedTag(tag.name) : refusedContent(contents);
}

function refusedTag(tag: string): string {
  return CODE_TAGS.has(tag)
    ? `<${tag}> could run code`
    : `<${tag}> is not among the plain HTML elements a .md page shows (an .mdx page shows more)`;
}

function refusedContent(contents: readonly HastContent[]): string | undefined {
  for (const content of contents) {
    if (content.type !== 'element') continue;
    const tag = content.tagName;
    if (!ALLOWED_TAGS.has(tag)) return refusedTag(tag);
    const frame = tag === 'iframe' ? frameRefusal(content.properties) : undefined;
    if (frame) return frame;
    for (const key of Object.keys(content.properties))
      if (/^on/i.test(key)) return `<${tag} ${key.toLowerCase()}> could run code`;
    const inner = refusedContent(content.children);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The attributes of elements `contents` holds that they are made without (runs no code, but not kept: `data-*`,
 * a form's), each as `<tag attribute>`, once.
 *
 * @example leftOutAttributes(fromHtml('<section data-section="hero">', { fragment: true }).children) // ['<section data-section>']
 */
export function leftOutAttributes(contents: readonly HastContent[]): string[] {
  const found = new Set<string>();
  const visit = (nodes: readonly HastContent[]) => {
    for (const content of nodes) {
      if (content.type !== 'element') continue;
      for (const key of Object.keys(content.properties))
        if (!allowedProperty(key)) found.add(`<${content.tagName} ${attributeName(key)}>`);
      visit(content.children);
    }
  };
  visit(contents);
  return [...found];
}

/** `dataFoo` → `data-foo`, `ariaLabel` → `aria-label`, `crossOrigin` → `crossorigin`: the attribute as it was written. */
function attributeName(key: string): string {
  return /^(data|aria)[A-Z]/.test(key)
    ? key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    : key.toLowerCase();
}
