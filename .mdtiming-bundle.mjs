import { toString } from 'hast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { bundledLanguagesInfo, createHighlighter } from 'shiki';
import GithubSlugger from 'github-slugger';

/**
 * Container fences (`:::tip Title` … `:::`) are not CommonMark, and a paragraph would swallow them
 * (`:::tip\ntext\n:::` is one paragraph). Before parsing, each fence line becomes an HTML comment:
 * CommonMark makes every such line its own block that can interrupt a paragraph, and keeps line
 * numbers intact. `remarkContainers` then pairs the comments among siblings. Where the parser put a
 * fence line somewhere else (inside fenced code, an HTML block), `restoreMarkers` gives back the
 * original text, so nothing is ever lost.
 */
const CONTAINER_TYPES = ['tip', 'warning', 'danger', 'info', 'details'];
const PREFIX = '<!--esmx-container ';
const SUFFIX = '-->';
const FENCE_LINE = /^([ \t]*)(:{3,}.*?)([ \t\r]*)$/;
const OPEN = /^:{3,}[ \t]*([A-Za-z][\w-]*)(.*)$/;
const CLOSE = /^:{3,}$/;
const ENCODED = /<!--esmx-container ([^\s>]*)-->/g;
/**
 * Replaces every container fence line with a marker comment, keeping indentation (so fences inside
 * list items stay inside them) and the line count.
 *
 * @example markContainers(':::tip\nHi\n:::') // '<!--esmx-container %3A%3A%3Atip-->\nHi\n<!--esmx-container %3A%3A%3A-->'
 */
function markContainers(source) {
    if (!source.includes(':::'))
        return source;
    return source
        .split('\n')
        .map((line) => {
        const match = FENCE_LINE.exec(line);
        if (!match || !parseFence(match[2]))
            return line;
        return `${match[1]}${PREFIX}${encodeURIComponent(match[2])}${SUFFIX}${match[3]}`;
    })
        .join('\n');
}
/** The marker an HTML node's value consists of, if it is exactly one marker. */
function readMarker(html) {
    const value = html.trim();
    if (!value.startsWith(PREFIX) || !value.endsWith(SUFFIX))
        return undefined;
    const encoded = value.slice(PREFIX.length, -SUFFIX.length);
    if (/[\s>]/.test(encoded))
        return undefined;
    return parseFence(decode(encoded));
}
/** Puts the original fence text back wherever a marker was not turned into a container. */
function restoreMarkers(value) {
    return value.includes(PREFIX) ? value.replace(ENCODED, (_, encoded) => decode(encoded)) : value;
}
function parseFence(source) {
    if (CLOSE.test(source))
        return { kind: 'close', source };
    const match = OPEN.exec(source);
    if (!match)
        return undefined;
    const name = match[1];
    const lower = name.toLowerCase();
    const type = CONTAINER_TYPES.includes(lower) ? lower : undefined;
    return { kind: 'open', name, type, title: parseTitle(match[2]), source };
}
/** `[Custom title]` right after the name (remark-directive style) or the rest of the line (Rspress style). */
function parseTitle(rest) {
    const bracketed = /^\[(.*)\]/.exec(rest);
    const title = (bracketed ? bracketed[1] : rest).trim();
    return title === '' ? undefined : title;
}
function decode(encoded) {
    try {
        return decodeURIComponent(encoded);
    }
    catch {
        // Only an author typing a marker by hand gets here; show what they typed.
        return encoded;
    }
}

const BLOCKS = new Set([
    'p', 'div', 'blockquote', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'hr', 'br',
    'details', 'summary', 'section', 'dl', 'dt', 'dd', 'figure', 'figcaption',
]);
const CELLS = new Set(['td', 'th']);
/** Page chrome whose text is not content: the "#" of anchors, the code language label, the copy button. */
const SKIPPED_CLASSES = ['header-anchor', 'code-lang', 'code-copy'];
const HEADING$1 = /^h([1-6])$/;
/**
 * The searchable plain text of rendered page HTML, with the offset of every heading in it, so a
 * search hit can say which section it is in.
 *
 * @example extractPlainText(hast of '# T\n\nSome *text*.\n\n## A\n\nMore')
 * // { title: 'T', text: 'Some text.\nA\nMore', headings: [{ depth: 2, id: 'a', text: 'A', charIndex: 11, anchored: true }] }
 */
function extractPlainText(tree) {
    const lines = [];
    let length = 0;
    let inline = '';
    let title;
    const headings = [];
    /** Ends the current block: returns the line added and where it starts, or nothing for a blank block. */
    const endBlock = (raw = inline.replace(/\s+/g, ' ').trim()) => {
        inline = '';
        if (raw.trim() === '')
            return undefined;
        const start = lines.length === 0 ? 0 : length + 1;
        lines.push(raw);
        length = start + raw.length;
        return { line: raw, start };
    };
    const walk = (node) => {
        if (node.type === 'text')
            inline += node.value;
        if (node.type === 'root')
            node.children.forEach(walk);
        if (node.type !== 'element' || isSkipped(node))
            return;
        const heading = HEADING$1.exec(node.tagName);
        if (heading) {
            endBlock();
            if (heading[1] === '1' && title === undefined) {
                title = toString(node).replace(/\s+/g, ' ').trim();
                return;
            }
            node.children.forEach(walk);
            const added = endBlock();
            if (added)
                headings.push({ depth: Number(heading[1]), id: String(node.properties.id ?? ''), text: added.line, charIndex: added.start, anchored: hasAnchor(node) });
        }
        else if (node.tagName === 'pre') {
            endBlock();
            endBlock(toString(node).replace(/\n+$/, ''));
        }
        else if (BLOCKS.has(node.tagName)) {
            endBlock();
            node.children.forEach(walk);
            endBlock();
        }
        else if (CELLS.has(node.tagName)) {
            inline += ' ';
            node.children.forEach(walk);
            inline += ' ';
        }
        else {
            node.children.forEach(walk);
        }
    };
    walk(tree);
    endBlock();
    return { title, text: lines.join('\n'), headings };
}
function isSkipped(node) {
    if (node.tagName === 'button' || node.tagName === 'script' || node.tagName === 'style')
        return true;
    const className = node.properties.className;
    return Array.isArray(className) && className.some((name) => SKIPPED_CLASSES.includes(String(name)));
}
function hasAnchor(heading) {
    return heading.children.some((child) => child.type === 'element' && isSkipped(child) && child.tagName === 'a');
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const LINE_NUMBERS = /(?:^|\s)lineNumbers(?:=true)?(?=\s|$)/;
/**
 * Reads a fence's language and meta, e.g. for ```` ```ts:line-numbers title="entry.node.ts" ````:
 * `parseCodeInfo('ts:line-numbers', 'title="entry.node.ts"')` →
 * `{ lang: 'ts', lineNumbers: true, title: 'entry.node.ts' }`.
 * Line numbers may also be asked for with `lineNumbers` in the meta. VitePress-style line highlights
 * (`ts{1,3}`) are accepted and ignored.
 */
function parseCodeInfo(lang, meta) {
    const [name = '', ...flags] = (lang ?? '').replace(/\{[^}]*\}/g, '').split(':');
    const title = meta ? TITLE.exec(meta) : null;
    return {
        lang: name.trim().toLowerCase() || 'text',
        lineNumbers: flags.includes('line-numbers') || (meta !== undefined && LINE_NUMBERS.test(meta)),
        ...(title ? { title: title[1] ?? title[2] ?? title[3] } : {}),
    };
}

/**
 * The only module that talks to shiki. Only this fixed set of grammars may load (the full bundle has
 * hundreds), and each loads on first use, so a build whose pages hold only `ts` and `bash` never pays
 * for `vue` and the grammars it embeds. Any other language is shown as plain text.
 */
const LANGUAGES = ['typescript', 'tsx', 'javascript', 'jsx', 'json', 'shellscript', 'html', 'css', 'vue', 'yaml', 'markdown', 'diff'];
const THEMES = { light: 'github-light', dark: 'github-dark' };
/** Fence label → grammar id, aliases included (`ts`, `sh`, `bash`, `md`, `yml`, …). */
const GRAMMARS = new Map(bundledLanguagesInfo
    .filter((info) => LANGUAGES.includes(info.id))
    .flatMap((info) => [info.id, ...(info.aliases ?? [])].map((name) => [name, info.id])));
/** Highlighted blocks by grammar and code: en and zh pages repeat most code, and watch mode re-renders. */
const cache = new Map();
const CACHE_LIMIT = 2000;
let starting;
const grammarsLoading = new Map();
/** Starts shiki once per process (themes only); concurrent first callers share the promise. */
function start() {
    starting ??= createHighlighter({ themes: Object.values(THEMES), langs: [] });
    return starting;
}
/** The grammar shiki will use for a fence label: a known grammar id, or `text`. */
function grammarFor(label) {
    return GRAMMARS.get(label.toLowerCase()) ?? 'text';
}
/**
 * Highlights code with both GitHub themes at once: each token's style holds the light colour plus
 * `--shiki-dark`, so the page switches theme with CSS only.
 *
 * @returns shiki's `<pre class="shiki shiki-themes github-light github-dark">` element (a fresh copy).
 */
async function highlightCode(code, label) {
    const lang = grammarFor(label);
    const key = `${lang}\0${code}`;
    const cached = cache.get(key);
    if (cached)
        return structuredClone(cached);
    const highlighter = await start();
    if (lang !== 'text') {
        if (!grammarsLoading.has(lang))
            grammarsLoading.set(lang, highlighter.loadLanguage(lang));
        await grammarsLoading.get(lang);
    }
    // No per-line time limit: shiki's default (500 ms) silently stops colouring a line when the machine is
    // busy (first use of a grammar compiles its regexes), which made the same page render differently.
    const root = highlighter.codeToHast(code, { lang, themes: THEMES, tokenizeTimeLimit: 0 });
    const pre = root.children[0];
    if (pre?.type !== 'element')
        throw new Error(`markdown: shiki returned no <pre> for language "${label}"`);
    if (cache.size >= CACHE_LIMIT)
        cache.clear();
    cache.set(key, pre);
    return structuredClone(pre);
}

/** The page state of a file; plugins run only through `renderMarkdown`, which always sets it. */
function pageState(file) {
    if (!file.data.page)
        throw new Error('markdown: plugin used without page state (call renderMarkdown)');
    return file.data.page;
}

const MARKDOWN_STRINGS = {
    en: {
        containerTitles: { tip: 'TIP', warning: 'WARNING', danger: 'DANGER', info: 'INFO', details: 'DETAILS' },
        copyCode: 'Copy code',
    },
    zh: {
        containerTitles: { tip: '提示', warning: '警告', danger: '危险', info: '信息', details: '详情' },
        copyCode: '复制代码',
    },
};

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
 * With line numbers the wrapper also gets the class `line-numbers`. Unknown languages render as plain
 * text; they never fail the build.
 */
const rehypeCode = () => async (tree, file) => {
    const { copyCode } = MARKDOWN_STRINGS[pageState(file).lang];
    const blocks = [];
    visit(tree, 'element', (node, index, parent) => {
        if (node.tagName !== 'pre' || !parent || index === undefined)
            return;
        const code = node.children.find((child) => child.type === 'element' && child.tagName === 'code');
        if (code)
            blocks.push({ pre: node, code, parent, index });
        return 'skip';
    });
    // Highlight all blocks of the page concurrently; replace afterwards so indexes stay valid.
    const wrappers = await Promise.all(blocks.map(({ code }) => wrap(code, copyCode)));
    blocks.forEach(({ parent, index }, i) => {
        parent.children[index] = wrappers[i];
    });
};
async function wrap(code, copyLabel) {
    const languageClass = code.properties.className?.find((name) => name.startsWith('language-'));
    const meta = code.data?.meta;
    const info = parseCodeInfo(languageClass?.slice('language-'.length), meta ?? undefined);
    // mdast-util-to-hast ends code with a newline that would show as an empty last line.
    const source = toString(code).replace(/\n$/, '');
    const pre = await highlightCode(source, info.lang);
    const children = [];
    if (info.title)
        children.push(element('div', { className: ['code-title'] }, [{ type: 'text', value: info.title }]));
    children.push(element('button', { type: 'button', className: ['code-copy'], ariaLabel: copyLabel }, []));
    children.push(element('span', { className: ['code-lang'] }, [{ type: 'text', value: info.lang }]));
    children.push(pre);
    const className = info.lineNumbers ? ['code-block', 'line-numbers'] : ['code-block'];
    return element('div', { className, dataLang: info.lang }, children);
}
function element(tagName, properties, children) {
    return { type: 'element', tagName, properties, children };
}

function createHeadingSlugger() {
    const slugger = new GithubSlugger();
    return {
        slug: (text) => slugger.slug(text),
        claim(id) {
            if (Object.hasOwn(slugger.occurrences, id))
                return false;
            slugger.occurrences[id] = 0;
            return true;
        },
    };
}
const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/;
/**
 * Splits a trailing `{#custom-id}` off a heading's text.
 *
 * @example splitCustomId('Options {#opts}') // { text: 'Options', id: 'opts' }
 */
function splitCustomId(text) {
    const match = CUSTOM_ID.exec(text);
    return match ? { text: text.slice(0, match.index), id: match[1] } : { text };
}

const HEADING = /^h[1-6]$/;
/**
 * Gives every heading an id and every h2–h6 a trailing anchor link:
 * `<h2 id="x">Text<a class="header-anchor" href="#x" aria-hidden="true" tabindex="-1">#</a></h2>`.
 *
 * Ids come from one slugger per page over all headings in order (h1 included); `## Text {#my-id}`
 * keeps `my-id`, shows only "Text", and still counts towards later duplicates. Headings that already
 * carry an id (the GFM footnotes label) are left alone.
 */
const rehypeHeadings = () => (tree, file) => {
    const page = pageState(file);
    const slugger = createHeadingSlugger();
    visit(tree, 'element', (node) => {
        if (!HEADING.test(node.tagName) || node.properties.id !== undefined)
            return;
        const customId = takeCustomId(node);
        let id;
        if (customId) {
            id = customId;
            if (!slugger.claim(id))
                page.warnings.push({ line: node.position?.start.line ?? 0, message: `heading id "${id}" is used twice on this page` });
        }
        else {
            id = slugger.slug(toString(node).trim());
        }
        node.properties.id = id;
        if (node.tagName !== 'h1')
            node.children.push(anchor(id));
        return 'skip';
    });
};
/** Removes a trailing `{#id}` from the heading's last text and returns the id. */
function takeCustomId(heading) {
    const last = heading.children.at(-1);
    if (last?.type !== 'text')
        return undefined;
    const { text, id } = splitCustomId(last.value);
    if (!id)
        return undefined;
    if (text === '')
        heading.children.pop();
    else
        last.value = text;
    return id;
}
function anchor(id) {
    return {
        type: 'element',
        tagName: 'a',
        properties: { className: ['header-anchor'], href: `#${id}`, ariaHidden: 'true', tabIndex: -1 },
        children: [{ type: 'text', value: '#' }],
    };
}

const DEFAULT_LANG = 'en';
/** The language a route path belongs to: `/zh` and `/zh/…` are Chinese, everything else English. */
function langOf(path) {
    return path === '/zh' || path.startsWith('/zh/') ? 'zh' : 'en';
}
/** Removes the language prefix: `/zh/guide/x` → `/guide/x`, `/zh` → `/`. */
function stripLang(path) {
    if (langOf(path) === DEFAULT_LANG)
        return path;
    const rest = path.slice(3);
    return rest === '' ? '/' : rest;
}
/** Adds the language prefix: (`/guide/x`, `zh`) → `/zh/guide/x`; the default language has none. */
function withLang(path, lang) {
    const bare = stripLang(path);
    if (lang === DEFAULT_LANG)
        return bare;
    return bare === '/' ? '/zh/' : `/zh${bare}`;
}

const EXTERNAL = /^(?:https?:|mailto:|\/\/)/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const PAGE_EXTENSION = /\.(?:md|html)$/i;
const ANY_EXTENSION = /\.[a-z\d]+$/i;
/**
 * - `hash`: `#x`, a place on the same page: kept as is.
 * - `external`: http(s), mailto and protocol-relative URLs: open in a new tab.
 * - `internal`: another page of the site (`/guide/x`, `./x.md`, `../x#y`): normalized and reported.
 * - `asset`: a file that is not a page (`/logo.svg`): kept as is.
 * - `other`: any other scheme (`tel:`) or an empty target: kept as is.
 */
function classifyHref(href) {
    if (href.startsWith('#'))
        return 'hash';
    if (EXTERNAL.test(href))
        return 'external';
    if (SCHEME.test(href))
        return 'other';
    const path = href.split(/[?#]/, 1)[0];
    if (path === '')
        return 'other';
    const last = path.slice(path.lastIndexOf('/') + 1);
    return ANY_EXTENSION.test(last) && !PAGE_EXTENSION.test(last) ? 'asset' : 'internal';
}
/**
 * The clean route an internal link points to, keeping its `?query#hash`: `.md`/`.html` dropped,
 * `index` turned into its folder, relative paths resolved against the page's route. An absolute link
 * written on a page of a non-default language gets that language's prefix when it has none (authors
 * write `/guide/x` in both trees, as in Rspress).
 *
 * @example resolveInternalHref('./glossary.md#esm', '/zh/guide/start/introduction', 'zh') // '/zh/guide/start/glossary#esm'
 * @example resolveInternalHref('../essentials/', '/guide/start/introduction', 'en') // '/guide/essentials/'
 */
function resolveInternalHref(href, routePath, lang) {
    const cut = href.search(/[?#]/);
    const path = cut === -1 ? href : href.slice(0, cut);
    const suffix = cut === -1 ? '' : href.slice(cut);
    const absolute = path.startsWith('/');
    const base = absolute ? [] : directoryOf(routePath);
    const segments = [...base];
    const parts = path.split('/');
    parts.forEach((part, i) => {
        if (part === '..')
            segments.pop();
        else if (part !== '.' && part !== '')
            segments.push(part);
        // A trailing `/`, `.` or `..` means "that folder": keep an empty last segment for the slash.
        if (i === parts.length - 1 && (part === '' || part === '.' || part === '..'))
            segments.push('');
    });
    if (segments.length > 0) {
        const last = segments.length - 1;
        segments[last] = segments[last].replace(PAGE_EXTENSION, '');
        if (segments[last] === 'index')
            segments[last] = '';
    }
    let route = `/${segments.join('/')}`.replace(/\/{2,}/g, '/');
    if (absolute && lang !== DEFAULT_LANG && langOf(route) !== lang)
        route = withLang(route, lang);
    return route + suffix;
}
/** Segments of the folder a route lives in: `/guide/start/x` → [guide, start]; `/blog/` → [blog]. */
function directoryOf(routePath) {
    const segments = routePath.split('/').filter(Boolean);
    if (!routePath.endsWith('/'))
        segments.pop();
    return segments;
}

/**
 * Rewrites internal links to clean routes and records each with its line (`file.data.page.links`) for
 * the build's dead-link check; external links open in a new tab. `#hash`, asset and other links are
 * left as written. See `classifyHref` for which is which.
 */
const rehypeLinks = () => (tree, file) => {
    const page = pageState(file);
    visit(tree, 'element', (node) => {
        if (node.tagName !== 'a' || typeof node.properties.href !== 'string')
            return;
        const href = node.properties.href;
        switch (classifyHref(href)) {
            case 'external':
                node.properties.target = '_blank';
                node.properties.rel = ['noopener', 'noreferrer'];
                break;
            case 'internal': {
                const url = resolveInternalHref(href, page.routePath, page.lang);
                node.properties.href = url;
                page.links.push({ url, line: node.position?.start.line ?? 0 });
                break;
            }
        }
    });
};

/**
 * Small presentational touches on plain elements:
 * - tables are wrapped in `<div class="table-wrapper">` so wide ones scroll sideways on phones;
 * - images load lazily (`loading="lazy"`), since docs pages are long and most images are below the fold.
 */
const rehypeWrappers = () => (tree) => {
    visit(tree, 'element', (node, index, parent) => {
        if (node.tagName === 'img') {
            node.properties.loading = 'lazy';
            return;
        }
        if (node.tagName !== 'table' || !parent || index === undefined)
            return;
        const wrapper = { type: 'element', tagName: 'div', properties: { className: ['table-wrapper'] }, children: [node] };
        // visit() still descends into the table it holds, so images in cells get their attribute too.
        parent.children[index] = wrapper;
    });
};

/**
 * Turns the marker comments left by `markContainers` into containers:
 * `<div class="container tip"><p class="container-title">TIP</p>…</div>`, or for `details`
 * `<details class="container details"><summary class="container-title">DETAILS</summary>…</details>`.
 *
 * Fences pair like brackets among siblings, so containers nest. A fence that cannot pair (unclosed
 * opener, stray `:::`, unknown type) stays visible as literal text, the content around it renders as
 * usual, and a warning with its line is recorded: a typo never hides the rest of the page.
 */
const remarkContainers = function () {
    const parseInline = (title, position) => {
        const first = this.parse(title).children[0];
        const children = first?.type === 'paragraph' ? first.children : [{ type: 'text', value: title }];
        // Titles live on the fence line; give their nodes that line so links in titles report it.
        for (const child of children)
            setPosition(child, position);
        return children;
    };
    return (tree, file) => {
        const page = pageState(file);
        const titles = MARKDOWN_STRINGS[page.lang].containerTitles;
        const warn = (node, message) => page.warnings.push({ line: node.position?.start.line ?? 0, message });
        const container = (open, close, closeSource) => {
            const { marker } = open;
            if (!marker.type) {
                warn(open.node, `unknown container type "${marker.name}" (expected one of ${CONTAINER_TYPES.join(', ')})`);
                return [literal(open.node, marker.source), ...open.children, literal(close, closeSource)];
            }
            const type = marker.type;
            const title = {
                type: 'paragraph',
                children: marker.title ? parseInline(marker.title, open.node.position) : [{ type: 'text', value: titles[type] }],
                data: { hName: type === 'details' ? 'summary' : 'p', hProperties: { className: ['container-title'] } },
                position: open.node.position,
            };
            // A blockquote is the mdast node closest to "block of flow content"; hName renames it.
            const node = {
                type: 'blockquote',
                children: [title, ...open.children],
                data: { hName: type === 'details' ? 'details' : 'div', hProperties: { className: ['container', type] } },
                position: { start: open.node.position.start, end: close.position.end },
            };
            return [node];
        };
        const pair = (children) => {
            const out = [];
            const stack = [];
            const target = () => stack.at(-1)?.children ?? out;
            for (const child of children) {
                const marker = child.type === 'html' ? readMarker(child.value) : undefined;
                if (!marker)
                    target().push(child);
                else if (marker.kind === 'open')
                    stack.push({ marker, node: child, children: [] });
                else {
                    const open = stack.pop();
                    if (open)
                        target().push(...container(open, child, marker.source));
                    else {
                        warn(child, 'closing ":::" without an opening container');
                        target().push(literal(child, marker.source));
                    }
                }
            }
            for (let open = stack.pop(); open; open = stack.pop()) {
                warn(open.node, `container "${open.marker.source}" is never closed (add a ":::" line)`);
                target().push(literal(open.node, open.marker.source), ...open.children);
            }
            return out;
        };
        // Pair a parent's children first, then descend: containers' bodies are walked after they form.
        const walk = (node) => {
            if ('children' in node) {
                if (node.children.some((child) => child.type === 'html' && readMarker(child.value))) {
                    node.children = pair(node.children);
                }
                for (const child of node.children)
                    walk(child);
            }
            else if ('value' in node) {
                node.value = restoreMarkers(node.value);
            }
        };
        walk(tree);
    };
};
/** The fence line, shown as a paragraph of plain text at its original position. */
function literal(node, source) {
    return { type: 'paragraph', children: [{ type: 'text', value: source, position: node.position }], position: node.position };
}
function setPosition(node, position) {
    node.position = position;
    if ('children' in node)
        for (const child of node.children)
            setPosition(child, position);
}

/** Parents whose children are phrasing (inline) content: raw HTML inside them stays inline text. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);
/**
 * Shows raw HTML written in Markdown as literal text instead of passing it through: the page then
 * says exactly what its source says, the search text holds no markup, and no script can slip in.
 * A block of HTML becomes a paragraph of its text; inline HTML becomes text where it stands.
 *
 * @example `<img src=x onerror=alert(1)>` renders as `<p>&#x3C;img src=x onerror=alert(1)></p>`.
 */
const remarkRawHtml = () => (tree) => {
    visit(tree, 'html', (node, index, parent) => {
        if (!parent || index === undefined)
            return;
        const text = { type: 'text', value: node.value, position: node.position };
        const replacement = PHRASING_PARENTS.has(parent.type) ? text : { type: 'paragraph', children: [text], position: node.position };
        parent.children.splice(index, 1, replacement);
    });
};

/**
 * The one place the unified pipeline is assembled. Order matters:
 * containers pair their fence markers before raw HTML is turned into text (the markers are HTML
 * comments); headings get ids before anything reads them; code is highlighted last.
 */
function createProcessor() {
    return unified()
        .use(remarkParse)
        .use(remarkGfm)
        .use(remarkContainers)
        .use(remarkRawHtml)
        .use(remarkRehype)
        .use(rehypeHeadings)
        .use(rehypeLinks)
        .use(rehypeWrappers)
        .use(rehypeCode)
        .use(rehypeStringify)
        .freeze();
}
let processor;
/** The frozen processor, created on first use and shared by every page (per-page state rides on the file). */
function getProcessor() {
    processor ??= createProcessor();
    return processor;
}

/** Heading levels the page outline ("ON THIS PAGE") lists. */
const TOC_DEPTHS = { min: 2, max: 4 };
/**
 * The page outline: h2–h4 that carry an anchor, in document order. `charIndex` points into the
 * page's plain text, where the heading's text starts.
 *
 * @example buildToc([{ depth: 2, id: 'a', text: 'A', charIndex: 11, anchored: true }])
 * // [{ text: 'A', id: 'a', depth: 2, charIndex: 11 }]
 */
function buildToc(headings) {
    return headings
        .filter((h) => h.anchored && h.depth >= TOC_DEPTHS.min && h.depth <= TOC_DEPTHS.max)
        .map(({ text, id, depth, charIndex }) => ({ text, id, depth, charIndex }));
}

/**
 * Renders one page's Markdown body (front matter already removed) to HTML, with its title, outline,
 * search text and internal links. Line numbers in `links` and `warnings` count from the body's
 * first line.
 *
 * @example
 * const page = await renderMarkdown('# Glossary\n\n## ESM\n\nSee [start](./getting-started.md).', {
 *   file: 'content/en/guide/start/glossary.md', routePath: '/guide/start/glossary', lang: 'en',
 * });
 * page.title; // 'Glossary'
 * page.toc;   // [{ text: 'ESM', id: 'esm', depth: 2, charIndex: 0 }]
 * page.links; // [{ url: '/guide/start/getting-started', line: 5 }]
 */
async function renderMarkdown(source, options) {
    const processor = getProcessor();
    const page = { routePath: options.routePath, lang: options.lang, links: [], warnings: [] };
    try {
        const tree = await processor.run(processor.parse(markContainers(source)), { data: { page } });
        const html = processor.stringify(tree);
        const { title, text, headings } = extractPlainText(tree);
        return { html, ...(title !== undefined ? { title } : {}), toc: buildToc(headings), text, links: page.links, warnings: page.warnings };
    }
    catch (error) {
        throw new Error(`markdown: cannot render ${options.file}: ${error.message}`, { cause: error });
    }
}

export { renderMarkdown };
