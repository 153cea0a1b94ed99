import { dirname } from 'node:path';
import type { Plugin } from 'esbuild';
import {
  CODE_RUNTIME_ATTRIBUTE,
  ISLAND_CODE_GLOBAL,
  ISLAND_HEAD_GLOBAL,
  ISLAND_PAGE_ATTRIBUTE,
  ISLAND_PAGE_GLOBAL,
  ISLAND_SHELL_PAGE_GLOBAL,
  ISLAND_SITE_PAGES_KEY,
} from '../../shared/islands';
import { LAYOUT_MARK, SLOT_CONTEXT_GLOBAL } from '../../shared/layout-slots';
import { i18nFileOf } from '../i18n-texts';
import { literalPattern } from '../literal-pattern';
import { pageString } from '../markdown/page-strings';
import { RSPRESS_RUNTIME_MODULES, RSPRESS_THEME_MODULES } from '../rspress-modules';
import { FEATURE_PICTURE, HOME_BACKGROUND_STYLE } from './home-parts-look';
import { rspressIconsSource } from './rspress-icons';
import { FROM, lenientModule } from './unprovided-rspress';

/** Exactly one of `names`, as esbuild's filter (a regular expression) matches it. */
const oneOf = (names: readonly string[]) => new RegExp(`^(${names.map(literalPattern).join('|')})$`);
/** Rspress's theme modules. */
const THEME = oneOf(RSPRESS_THEME_MODULES);
/** Rspress's runtime modules (hooks for the page's data and the site's UI texts). */
const RUNTIME = oneOf(RSPRESS_RUNTIME_MODULES);
/**
 * A file inside Rspress's theme (`@rspress/core/theme-original/components/Nav/NavMenu`, its `index.css`), which
 * Rspress's alias of the theme's folder lets a custom theme import: the theme module itself answers a script,
 * and a stylesheet of Rspress's own look is left out.
 */
const THEME_FILE = /^(@rspress\/core\/theme-original|@rspress\/core\/dist\/theme|@rspress\/theme-default)\/./;
const THEME_STYLESHEET = /\.(css|scss|sass|less)$/;
/** What a stylesheet of Rspress's theme is answered with: nothing. */
const NO_STYLESHEET = 'no-stylesheet';
const NAMESPACE = 'esmx-rspress';
/** How a lenient module (see `rspressSeam`) names the strict one it re-exports. */
const STRICT_PREFIX = 'esmx-rspress-strict:';
const STRICT = /^esmx-rspress-strict:(theme|runtime)$/;

/** The elements the doc's Markdown renders, which `getCustomMDXComponent()` hands to a component. */
const MDX_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'a', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote'];
const MORE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td', 'strong', 'em', 'hr', 'img'];

/** `<SourceCode>`'s label by language, as the page's own is labelled. */
const SOURCE_LABELS = Object.fromEntries(
  (['en', 'zh'] as const).map((lang) => [lang, pageString(lang, 'component.source')]),
);

/** The default titles of a `<Callout>` by language, as the page's own containers are titled. */
const CALLOUT_TITLES = Object.fromEntries(
  (['en', 'zh'] as const).map((lang) => [
    lang,
    Object.fromEntries(
      (['tip', 'info', 'warning', 'danger'] as const).map((type) => [type, pageString(lang, `container.${type}`)]),
    ),
  ]),
);

/**
 * The theme's components a site's own component may use, drawn with the markup (and so the styles and the
 * delegated tab script) the page's own `<Tabs>`, `<Callout>`, `<Steps>`, `<Card>` and `<LinkCard>` get
 * (src/build/markdown/mdx/).
 */
const theme = `import { Children, createContext, createElement, Fragment, isValidElement, useContext, useEffect, useId, useRef, useState } from 'react';
import { normalizeImagePath, useLang, usePageData, useSite, withBase } from '@rspress/core/runtime';
const tags = ${JSON.stringify([...MDX_TAGS, ...MORE_TAGS])};
const calloutTitles = ${JSON.stringify(CALLOUT_TITLES)};
const sourceLabels = ${JSON.stringify(SOURCE_LABELS)};
${rspressIconsSource()}
export function getCustomMDXComponent() {
  const parts = Object.fromEntries(tags.map((tag) => [tag, (props) => createElement(tag, props)]));
  // Its pre draws a code block as a fence's is drawn (highlighted, with its copy button), of the code inside it.
  parts.pre = ({ children, containerElementClassName }) => {
    const code = Children.toArray(children).find(isValidElement);
    const lang = /language-(\\S+)/.exec(code?.props.className ?? containerElementClassName ?? '')?.[1] ?? 'text';
    return RuntimeBlock({ code: textOf(code ? code.props.children : children).replace(/\\n$/, ''), lang });
  };
  return parts;
}
// The text of what a component is given (a code block's code written as children).
function textOf(node) {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return textOf(node.props?.children);
}
// As Rspress's: a path of the site gets the base (and loses a page file's .md/.mdx), another site's address
// opens in a new tab.
export function Link({ href = '', children, ...rest }) {
  const external = /^([a-z][a-z0-9+.-]*:|\\/\\/)/i.test(href);
  const to = external ? href : withBase(href.replace(/\\.mdx?(?=[?#]|$)/, ''));
  const opens = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return createElement('a', { href: to, ...opens, ...rest }, children ?? href);
}
export function Badge({ text, type = 'tip', outline, children }) {
  const className = 'badge badge-' + type + (outline ? ' badge-outline' : '');
  return createElement('span', { className }, text ?? children);
}
// The block's key: the same for the same props at build time and in the browser (FNV-1a of their JSON).
function codeKey(block) {
  const text = JSON.stringify(block);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
// What the build drew for a block of that key, still on the page: an island drawn again in the browser (a theme's
// slot) finds it there while it renders, before its new HTML replaces the build's.
function drawnByBuild(key) {
  if (typeof document === 'undefined') return '';
  for (const element of document.querySelectorAll('[data-code-key="' + key + '"]'))
    if (element.firstChild) return element.innerHTML;
  return '';
}
// The build draws the block into the element (rehype-islands.ts): a code block highlighted as a fence's, or the
// tabs a page's own <PackageManagerTabs> draws; in the browser the element keeps that HTML.
function RuntimeBlock(block) {
  const id = useId();
  globalThis[${JSON.stringify(ISLAND_CODE_GLOBAL)}]?.push({ id, ...block });
  const key = codeKey(block);
  const [drawn] = useState(() => drawnByBuild(key));
  return createElement('div', {
    ${JSON.stringify(CODE_RUNTIME_ATTRIBUTE)}: id,
    'data-code-key': key,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: drawn },
  });
}
export function CodeBlockRuntime({ code = '', lang = 'text', title }) {
  return RuntimeBlock({ code: String(code), lang, title });
}
export function PackageManagerTabs({ command, dlx, exec, additionalTabs }) {
  return RuntimeBlock({ packageManager: { command, dlx, exec, additionalTabs } });
}
export function SourceCode({ href, platform = 'github' }) {
  const className = 'source-code source-code-' + (platform === 'gitlab' ? 'gitlab' : 'github');
  const label = sourceLabels[useLang()] ?? sourceLabels.en;
  return createElement('a', { className, href, target: '_blank', rel: 'noopener noreferrer' }, label);
}
export function Steps({ children }) {
  return createElement('div', { className: 'steps' }, children);
}
export function Card({ title, content, icon, style, children }) {
  const heading = icon === undefined && title === undefined ? null : createElement('div', { className: 'card-title' },
    icon === undefined ? null : createElement('span', { className: 'card-icon' }, icon), title);
  return createElement('div', { className: 'card', style }, heading,
    createElement('div', { className: 'card-content' }, content ?? children));
}
export function LinkCard({ href, title, description }) {
  return createElement('a', { className: 'link-card', href },
    createElement('span', { className: 'link-card-title' }, title ?? href),
    description === undefined ? null : ' ',
    description === undefined ? null : createElement('span', { className: 'link-card-description' }, description));
}
export function Callout({ type = 'note', title, children }) {
  const shown = ['tip', 'warning', 'danger'].includes(type) ? type : 'info';
  const titles = calloutTitles[useLang()] ?? calloutTitles.en;
  return createElement('div', { className: 'container ' + shown },
    createElement('p', { className: 'container-title' }, title ?? titles[shown]), children);
}
const homeBackground = ${JSON.stringify(HOME_BACKGROUND_STYLE)};
export function HomeBackground() {
  return createElement('div', { className: 'home-background', 'aria-hidden': 'true', style: homeBackground });
}
// Rspress's helper for a title or description written in Markdown: its bold, emphasis, strike-through
// and code as HTML (the text is trusted, as Rspress trusts it), or the text itself when it has no markup.
export function renderInlineMarkdown(text) {
  const html = String(text ?? '')
    .replace(/\`[^\`]+\`/g, (code) => code.replace(/</g, '&lt;'))
    .replace(/\\*\\*(?!\\*)(.*?)\\*\\*(?!\\*)/g, '<strong>$1</strong>')
    .replace(/\\*(?!\\*)(.*?)\\*(?!\\*)/g, '<em>$1</em>')
    .replace(/~~(.*?)~~/g, '<del>$1</del>')
    .replace(/\`(.*?)\`/g, '<code>$1</code>');
  if (!html) return { children: null };
  if (/<([a-z]+)[^<]*(?:>.*?<\\/\\1>|\\s*\\/>)/i.test(html) || /&(?:[a-z][0-9a-z]*|#(?:\\d+|x[0-9a-f]+));/i.test(html))
    return { dangerouslySetInnerHTML: { __html: html } };
  return { children: html };
}
// Rspress's helper for a text that may hold HTML (a hero's tagline): its HTML as HTML when it has an element or
// an entity (the text is the site's, trusted as Rspress trusts it), else the text itself.
export function renderHtmlOrText(text) {
  if (text === undefined || text === null || text === '') return {};
  if (typeof text === 'number') return { children: text };
  const value = String(text);
  if (/<([a-z][\\w-]*)[^<]*(?:>[\\s\\S]*?<\\/\\1>|\\s*\\/>)/i.test(value) || /&(?:[a-z][0-9a-z]*|#(?:\\d+|x[0-9a-f]+));/i.test(value))
    return { dangerouslySetInnerHTML: { __html: value } };
  return { children: value };
}
// Rspress's Banner (a notice above the navbar, in a Layout's beforeNav): its link across the page and a button
// closing it, remembered in the storage it names (a reader who closed it does not see it again). White on a dark
// orange, which the site's --rp-banner-background replaces.
const bannerStyle = {
  display: 'flex', alignItems: 'center', gap: '8px', padding: '0 16px', minHeight: '36px', color: '#fff',
  background: 'var(--rp-banner-background, linear-gradient(279deg, #c2410c, #b91c1c))', fontWeight: 600,
};
const bannerLinkStyle = { flex: '1 1 auto', minWidth: 0, textAlign: 'center', color: 'inherit', lineHeight: '36px' };
const bannerCloseStyle = { display: 'inline-flex', padding: '4px', border: 0, borderRadius: '4px', background: 'transparent', color: 'inherit', fontSize: '20px', cursor: 'pointer' };
export function Banner({ href, message, display = true, className, storage = 'localStorage', storageKey = 'rp-banner-closed', customChildren }) {
  const [closed, setClosed] = useState(false);
  const lang = useLang();
  useEffect(() => {
    try {
      if (storage && storageKey && window[storage].getItem(storageKey)) setClosed(true);
    } catch {
      // Storage a browser refuses (private modes) only forgets that the banner was closed.
    }
  }, []);
  if (!display || closed) return null;
  const close = () => {
    setClosed(true);
    try {
      if (storage && storageKey) window[storage].setItem(storageKey, 'true');
    } catch {
      // As above.
    }
  };
  return createElement('div', { className: 'rp-banner' + (className ? ' ' + className : ''), style: bannerStyle },
    customChildren ?? [
      createElement(Link, { key: 'link', href, className: 'rp-banner__link', style: bannerLinkStyle, title: typeof message === 'string' ? message : undefined }, message),
      createElement('button', { key: 'close', type: 'button', className: 'rp-banner__close', style: bannerCloseStyle, 'aria-label': lang === 'zh' ? '关闭' : 'Close', onClick: close }, createElement(IconClose)),
    ]);
}
// Rspress's Button: a link (or, with type "button", a button) drawn as the home page's hero actions are.
export function Button({ type = 'a', theme = 'brand', size, href = '/', external = false, className = '', text, children, ...rest }) {
  const classes = 'button ' + (theme === 'alt' ? 'alt' : 'brand') + (className ? ' ' + className : '');
  if (type === 'button') return createElement('button', { type: 'button', className: classes, ...rest }, text ?? children);
  const opens = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return createElement(Link, { href, className: classes, ...opens, ...rest }, text ?? children);
}
// Rspress's parts of its home page, as a theme's own HomeLayout draws them among its own sections: drawn from the
// home page's front matter (Rspress 2 hands it over as \`frontmatter\`, Rspress 1 the hero or features alone) with
// the markup, and so the look, of the home page esmx-docs draws.
const asPicture = (icon) => ${FEATURE_PICTURE}.test(icon);
export function HomeHero({ frontmatter, hero = (frontmatter ?? usePageData().page.frontmatter).hero, beforeHeroActions, afterHeroActions, image: shown }) {
  if (!hero) return null;
  const actions = hero.actions ?? [];
  const image = hero.image && (typeof hero.image.src === 'string' ? hero.image.src : hero.image.src?.light);
  return createElement('section', { className: 'hero' },
    createElement('div', { className: 'hero-copy' },
      hero.name ? createElement('h1', { className: 'hero-name', ...renderHtmlOrText(hero.name) }) : null,
      hero.text ? createElement('p', { className: 'hero-text', ...renderHtmlOrText(hero.text) }) : null,
      hero.tagline ? createElement('p', { className: 'hero-tagline', ...renderHtmlOrText(hero.tagline) }) : null,
      beforeHeroActions ?? null,
      actions.length ? createElement('div', { className: 'hero-actions' }, actions.map((action, i) =>
        createElement(Button, { key: i, href: action.link, theme: action.theme === 'alt' ? 'alt' : 'brand' },
          createElement('span', renderHtmlOrText(action.text))))) : null,
      afterHeroActions ?? null),
    // Rspress 2's \`image\` prop (a video, a demo) in place of the front matter's picture.
    shown ? createElement('div', { className: 'hero-image' }, shown)
      : image ? createElement('img', { className: 'hero-image', src: normalizeImagePath(image), alt: hero.image.alt ?? '', width: 375, height: 375 }) : null);
}
export function HomeFeature({ frontmatter, features = (frontmatter ?? usePageData().page.frontmatter).features }) {
  if (!features?.length) return null;
  return createElement('div', { className: 'features' }, features.map((feature, i) => {
    const icon = typeof feature.icon === 'string' && feature.icon
      ? createElement('span', { className: 'feature-icon', 'aria-hidden': 'true' },
          asPicture(feature.icon) ? createElement('img', { src: normalizeImagePath(feature.icon), alt: '' }) : feature.icon)
      : null;
    const body = [
      icon,
      createElement('h2', { key: 't', className: 'feature-title', ...renderHtmlOrText(feature.title) }),
      feature.details ? createElement('p', { key: 'd', className: 'feature-details', ...renderHtmlOrText(feature.details) }) : null,
    ];
    const className = 'feature span-' + (feature.span ?? 4);
    return feature.link
      ? createElement(Link, { key: i, href: feature.link, className: className + ' feature-link' }, ...body)
      : createElement('div', { key: i, className }, ...body);
  }));
}
export function HomeFooter() {
  const message = useSite().site.themeConfig.footer?.message;
  return message ? createElement('footer', { className: 'home-footer', ...renderHtmlOrText(message) }) : null;
}
// Rspress's copyToClipboard: true once the text is handed to the clipboard, false where the browser refuses.
export function copyToClipboard(text) {
  if (typeof navigator === 'undefined' || !navigator.clipboard) return false;
  navigator.clipboard.writeText(String(text)).catch(() => {});
  return true;
}
// Rspress's Layout, as a custom theme wraps it (\`<Layout beforeNavTitle={<Logo />} />\`): it draws the one slot its
// context names (the build renders each slot the theme fills as an island of its own: see theme-slots.ts),
// or, while the build reads which slots the theme fills, hands its props over and draws a mark.
const slotContext = (globalThis[${JSON.stringify(SLOT_CONTEXT_GLOBAL)}] ??= createContext(null));
export function Layout(props) {
  const want = useContext(slotContext);
  if (typeof want === 'function') {
    want(props);
    return ${JSON.stringify(LAYOUT_MARK)};
  }
  // A slot is an element; a layout given as a prop (\`NotFoundLayout={NotFound}\`), a component to draw.
  const given = want ? props[want] : undefined;
  return typeof given === 'function' ? createElement(given) : (given ?? null);
}
// Rspress's HomeLayout, as a theme wraps it (\`<HomeLayout afterFeatures={<Sponsors />} />\`): the same.
export function HomeLayout(props) {
  return Layout(props);
}
// (Marked, for the build to tell a theme's own layouts from these passed on by \`export *\`.)
for (const part of [Layout, HomeLayout, HomeHero, HomeFeature, HomeFooter]) part[${JSON.stringify(LAYOUT_MARK)}] = true;
// Rspress's list of nav items for the navbar's item slots: each a link, or a group's text with its links.
export function NavList({ items = [] }) {
  const link = (item, key) => item.link
    ? createElement('a', { key, className: 'nav-link', href: /^([a-z][a-z0-9+.-]*:|\\/\\/)/i.test(item.link) ? item.link : withBase(item.link) }, item.text)
    : createElement('span', { key, className: 'nav-link nav-text' }, item.text);
  return createElement(Fragment, null, items.map((item, i) => createElement('li', { key: i },
    link(item),
    item.items?.length ? createElement('ul', null, item.items.map((child, j) => createElement('li', { key: j }, link(child)))) : null)));
}
// Rspress's useHoverGroup, as a theme's own nav menu uses it: a popup of \`items\` (as NavList draws them) or of
// \`customChildren\`, open while the pointer is on the element given the handlers, closing 150 ms after it leaves.
export function useHoverGroup({ items, customChildren } = {}) {
  const [open, setOpen] = useState(false);
  const closing = useRef(undefined);
  const handleMouseEnter = () => {
    clearTimeout(closing.current);
    setOpen(true);
  };
  const handleMouseLeave = () => {
    closing.current = setTimeout(() => setOpen(false), 150);
  };
  const hoverGroup = open
    ? createElement('div', { className: 'disclosure-popup rp-hover-group' },
      customChildren ?? createElement('ul', null, createElement(NavList, { items: items ?? [] })))
    : null;
  return { hoverGroup, handleMouseEnter, handleMouseLeave };
}
export function Tab({ children }) {
  return createElement(Fragment, null, children);
}
export function Tabs({ children, values = [], defaultValue, groupId }) {
  const id = useId();
  const items = Children.toArray(children).filter(isValidElement).map((tab, i) => {
    const given = values[i];
    const label = (given && typeof given === 'object' && 'label' in given ? given.label : given) ?? tab.props.label ?? tab.props.value ?? String(i + 1);
    // A child that is no Tab (a component of the site's that draws one) is its panel as it renders, as in Rspress.
    const children = tab.type === Tab ? tab.props.children : tab;
    return { label, value: tab.props.value ?? (typeof label === 'string' ? label : String(i)), children };
  });
  const selected = Math.max(0, items.findIndex((item) => item.value === defaultValue));
  const buttons = items.map((item, i) => createElement('button', {
    key: i, type: 'button', role: 'tab', id: id + '-tab-' + i, 'aria-controls': id + '-panel-' + i,
    'aria-selected': i === selected ? 'true' : 'false', tabIndex: i === selected ? 0 : -1, 'data-value': item.value,
  }, item.label));
  const panels = items.map((item, i) => createElement('div', {
    key: i, role: 'tabpanel', id: id + '-panel-' + i, 'aria-labelledby': id + '-tab-' + i, tabIndex: 0,
    className: 'tab-panel', hidden: i !== selected,
  }, item.children));
  return createElement('div', { className: 'tabs', 'data-group-id': groupId },
    createElement('div', { role: 'tablist', className: 'tab-list' }, buttons), panels);
}
`;

/** The config's `i18nSource`: a key → its text per language. */
type ConfigTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Reads the page while rendering at build time (a global set around it), in the browser from the page's HTML. */
const runtime = (
  i18n: string | undefined,
  configured: ConfigTexts = {},
) => `import { Children, createContext, createElement, isValidElement, useEffect, useState } from 'react';
${i18n ? `import fileTexts from ${JSON.stringify(i18n)};` : 'const fileTexts = {};'}
// The config's i18nSource over i18n.json, key by key and language by language, as withConfigTexts
// (i18n-texts.ts) merges them for the build.
const texts = { ...fileTexts };
for (const [key, byLang] of Object.entries(${JSON.stringify(configured)})) texts[key] = { ...texts[key], ...byLang };
function page() {
  const built = globalThis[${JSON.stringify(ISLAND_PAGE_GLOBAL)}];
  if (built) return built;
  const element = document.querySelector('[${ISLAND_PAGE_ATTRIBUTE}]');
  if (element) return JSON.parse(element.getAttribute('${ISLAND_PAGE_ATTRIBUTE}'));
  const shown = globalThis[${JSON.stringify(ISLAND_SHELL_PAGE_GLOBAL)}];
  if (shown) return shown;
  // The page the document was built for (a global UI component's island, outside the page's content): its
  // language is the site's code, where <html lang> may be a fuller one (zh-CN).
  try {
    const { title, lang, routePath, frontmatter = {}, toc = [] } = JSON.parse(document.getElementById('__PAGE__')?.textContent ?? '');
    if (lang) return { title, lang, routePath, frontmatter, toc };
  } catch {}
  return { title: document.title, lang: document.documentElement.lang, routePath: location.pathname, frontmatter: {}, toc: [] };
}
export function useLang() {
  return page().lang;
}
// The version the page belongs to: the one a multiVersion site builds (its default), '' for a site of none.
export function useVersion() {
  return page().version || page().site?.version || '';
}
export function useI18n() {
  const lang = page().lang;
  return (key) => texts[key]?.[lang] ?? key;
}
function siteData() {
  const { site = {}, lang } = page();
  const base = site.base ?? '/';
  const langs = site.langs ?? [lang];
  // The site's title and description where the page carries them; its theme options are the layout's, which
  // esmx-docs draws itself: none here, so that a component reading one (themeConfig.socialLinks) gets nothing,
  // but the footer's message where the page carries it (a theme's home page drawing Rspress's HomeFooter).
  return {
    base,
    lang: langs[0],
    locales: langs.map((l) => ({ lang: l })),
    title: site.title ?? '',
    description: site.description ?? '',
    themeConfig: site.footer ? { footer: { message: site.footer } } : {},
    // One version is built, the default (see useVersion), the only one a version switcher offers; a site of none
    // has none, as Rspress's site data has it. A component comparing the page's version with the latest reads the
    // page as current.
    multiVersion: site.version ? { default: site.version, versions: [site.version] } : { default: '', versions: [] },
  };
}
// Where the page is the shell's (a slot of the theme's Layout), also its file in the docs folder, as Rspress's
// _relativePath (en/guide.md), and what describes it.
function pageInfo() {
  const { title, lang, routePath, frontmatter = {}, toc = [], pagePath = '', description } = page();
  const described = description ?? frontmatter.description ?? '';
  return { title, lang, routePath, frontmatter, toc, pageType: frontmatter.pageType ?? 'doc', _relativePath: pagePath, description: described };
}
// With the site's pages in its siteData, as Rspress 2 still gives them there (Rspress 1's way to list them).
export function usePageData() {
  const info = pageInfo();
  return { page: { ...info, headers: info.toc }, siteData: { ...siteData(), pages: sitePages() } };
}
export function usePage() {
  return { page: pageInfo() };
}
export function useFrontmatter() {
  return { frontmatter: pageInfo().frontmatter };
}
function sitePages() {
  return page()[${JSON.stringify(ISLAND_SITE_PAGES_KEY)}] ?? [];
}
export function usePages() {
  return { pages: sitePages() };
}
// Rspress's Content: the page's body, as a theme's own home layout draws it among its sections (the build gives
// it a home page's; the browser reads it from the page's data).
export function Content() {
  const html = page().html;
  return html ? createElement('div', { className: 'rp-content', style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: html } }) : null;
}
export function useHead(input) {
  globalThis[${JSON.stringify(ISLAND_HEAD_GLOBAL)}]?.push(input);
}
export function useSite() {
  return { site: siteData() };
}
export function withBase(url = '/') {
  const base = siteData().base.replace(/\\/$/, '');
  if (!url.startsWith('/') || !base || url === base || url.startsWith(base + '/')) return url;
  return base + url;
}
export function normalizeImagePath(url) {
  return url.startsWith('//') ? url : withBase(url);
}
export function removeBase(url) {
  const base = siteData().base.replace(/\\/$/, '');
  return base && url.startsWith(base + '/') ? url.slice(base.length) : url;
}
export function isProduction() {
  return process.env.NODE_ENV === 'production';
}
export function addLeadingSlash(url) {
  return url.startsWith('/') ? url : '/' + url;
}
export function removeTrailingSlash(url) {
  return url.replace(/\\/$/, '');
}
export function normalizeSlash(url) {
  return removeTrailingSlash(addLeadingSlash(url));
}
export function normalizeRoutePath(routePath) {
  return decodeURIComponent(routePath).replace(/\\.html$/, '').replace(/\\/index$/, '/');
}
export function normalizeHrefInRuntime(href) {
  if (!href) return '/';
  if (/^([a-z][a-z0-9+.-]*:|\\/\\/|#)/i.test(href)) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  return path.replace(/\\.(html|mdx?)$/, '').replace(/\\/index$/, '/') + (cut < 0 ? '' : href.slice(cut));
}
export function isEqualPath(a, b) {
  const bare = (url) => removeBase(normalizeHrefInRuntime(url.replace(/#.*$/, '')));
  return bare(a) === bare(b);
}
// Rspress's ThemeContext ({ theme, setTheme }), which its app provides around everything: nothing is around the
// site's components here, so its value reads the palette when read, and setTheme flips it through the navbar's
// switch, which fades it and remembers the reader's choice (a site fixing its palette has no switch).
export const ThemeContext = createContext({
  get theme() {
    return typeof document !== 'undefined' && document.documentElement.classList.contains('dark') ? 'dark' : 'light';
  },
  setTheme(theme) {
    if (typeof document === 'undefined') return;
    if ((theme === 'dark') !== document.documentElement.classList.contains('dark'))
      document.querySelector('.theme-toggle')?.click();
  },
});
export function useDark() {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setDark(root.classList.contains('dark'));
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}
export function useLocation() {
  if (typeof location === 'undefined') return { pathname: withBase(page().routePath), search: '', hash: '' };
  const { pathname, search, hash } = location;
  return { pathname, search, hash };
}
export function useNavigate() {
  return (to) => location.assign(typeof to === 'number' ? location.href : withBase(to));
}
// React Router's Link, which Rspress's runtime passes on: \`to\` a path of the site (given the base), or another
// site's address; a plain link here, whose click the shell's router takes.
export function Link({ to, href, children, replace, state, reloadDocument, prefetch, viewTransition, ...rest }) {
  const target = String(to ?? href ?? '');
  const external = /^([a-z][a-z0-9+.-]*:|\\/\\/|#)/i.test(target);
  return createElement('a', { href: external ? target : withBase(target), ...rest }, children);
}
// React Router's NavLink, Link with a class for the page it leads to; Navigate, a redirect once the page runs in a
// browser (at build time it draws nothing, as React Router's does there).
export function NavLink({ className, ...props }) {
  const active = typeof location !== 'undefined' && location.pathname === withBase(String(props.to ?? props.href ?? ''));
  const name = typeof className === 'function' ? className({ isActive: active }) : className;
  return Link(name ? { ...props, className: name } : props);
}
export function Navigate({ to, replace }) {
  useEffect(() => {
    const target = withBase(String(to));
    if (replace) location.replace(target);
    else location.assign(target);
  }, [to, replace]);
  return null;
}
export function preloadLink() {}
// Rspress's Head (Rspress 1's Helmet): its meta, link and title join the page's head when it renders at build
// time, as useHead's do; in the browser it draws nothing, the head being written already.
export function Head({ children }) {
  const head = { meta: [], link: [] };
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === 'title') head.title = String(Children.toArray(child.props.children).join(''));
    else if (child.type === 'meta' || child.type === 'link') head[child.type].push({ ...child.props });
    // Any other (a script, a style) is named, so that the build says it is left out.
    else if (typeof child.type === 'string') head[child.type] = true;
  });
  useHead(head);
  return null;
}
export function Helmet(props) {
  return Head(props);
}
export function NoSSR({ children }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}
export function BrowserOnly({ children, fallback = null }) {
  const [shown, setShown] = useState(undefined);
  useEffect(() => {
    let live = true;
    Promise.resolve(typeof children === 'function' ? children() : children).then((node) => {
      if (live) setShown({ node });
    });
    return () => {
      live = false;
    };
  }, [children]);
  return shown ? shown.node : fallback;
}
`;

/** The theme module, its names also as one object: the default export Rspress 1's themes spread (`{ ...Theme, Layout }`). */
const themeModule = `${theme}export default { ${exportedNames(theme).join(', ')} };\n`;

/**
 * Answers a component's imports of Rspress's theme and runtime with small modules of our own: from the
 * theme `getCustomMDXComponent()` (the doc's own elements, which the page's CSS styles), `Link`, and `Badge`,
 * `Tabs`/`Tab`, `Callout`, `Steps`, `Card` and `LinkCard` (the markup of the page's own, which its CSS styles
 * and its tab script drives), `HomeBackground` (a decorative wash over the first screen, behind everything, in the
 * colours of our home page's hero; styled inline, so pages without it pay nothing in the site's stylesheet); from the runtime `useI18n()` (the texts of the site's `i18n.json`,
 * `{ "key": { "en": "…", "zh": "…" } }`, beside the content folder or in it, with the config's `i18nSource` over
 * them), `useLang()`, `usePageData()`
 * (the page's title, language, route, front matter and outline; the site's base and languages), `usePage()` (that
 * page alone), `useFrontmatter()` and `useSite()`, `useHead()` (its `meta` and `link` join the page's head when
 * it renders at build time; in the browser it does nothing, the head being written already), `withBase()` / `removeBase()`, the path helpers Rspress's runtime exports (`isProduction()`, true in a build, `normalizeHrefInRuntime()`, `isEqualPath()`, `normalizeRoutePath()`, `addLeadingSlash()`, `removeTrailingSlash()`, `normalizeSlash()`), `normalizeImagePath()` (`withBase()` for an image's path, as
 * the page's own is: see markdown/mdx/runtime-helpers.ts), `useDark()` (false until the page runs in a browser, then
 * following the theme), `useLocation()`, `useNavigate()` (a page load), `NoSSR` (its children are shown
 * once the page runs in a browser) and `BrowserOnly` (its `fallback` until then, then what its child function
 * gives, awaited when it gives a promise). The same module runs at build time and in the browser, where it reads what rehype-islands wrote.
 *
 * `lenient` is for a site's custom theme (`theme/index.tsx`, bundled for the components pages import from
 * `@theme`): it wraps its layouts around Rspress's (`import { Layout } from '@rspress/core/theme-original'`,
 * `export * from …`) and calls hooks we do not have. Each import is then answered by a module of its own
 * re-exporting ours, and `unprovided` (by that module's path, from a first bundle's errors) gives it the
 * names it lacks as functions that throw, naming themselves, when called (see unprovided-rspress.ts).
 */
export function rspressSeam(
  contentDir: string | undefined,
  {
    lenient = false,
    unprovided = new Map(),
    i18nSource,
  }: { lenient?: boolean; unprovided?: ReadonlyMap<string, readonly string[]>; i18nSource?: ConfigTexts } = {},
): Plugin {
  const i18n = contentDir ? i18nFileOf(contentDir) : undefined;
  return {
    name: 'esmx-docs:rspress-seam',
    setup(build) {
      const answer = (kind: string) => (args: { path: string }) => ({
        path: lenient ? `${kind}${FROM}${args.path}` : kind,
        namespace: NAMESPACE,
      });
      build.onResolve({ filter: THEME }, answer('theme'));
      build.onResolve({ filter: THEME_FILE }, (args) =>
        THEME_STYLESHEET.test(args.path) ? { path: NO_STYLESHEET, namespace: NAMESPACE } : answer('theme')(args),
      );
      build.onResolve({ filter: RUNTIME }, answer('runtime'));
      // The lenient modules' own `require` of the strict ones.
      build.onResolve({ filter: STRICT }, (args) => ({
        path: args.path.slice(STRICT_PREFIX.length),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        if (args.path === NO_STYLESHEET) return { contents: '', loader: 'js' };
        const [kind, specifier] = args.path.split(FROM);
        const contents =
          specifier !== undefined
            ? lenientModule(STRICT_PREFIX + kind, specifier, unprovided.get(args.path) ?? [], kind === 'theme')
            : kind === 'theme'
              ? themeModule
              : runtime(i18n, i18nSource);
        return {
          contents,
          loader: 'js',
          resolveDir: i18n ? dirname(i18n) : process.cwd(),
        };
      });
    },
  };
}

/** Every name the runtime module gives a component, for the message naming one a page may not import. */
export const RSPRESS_RUNTIME_PROVIDED: readonly string[] = exportedNames(runtime(undefined));

/** Every name the theme and runtime modules give a component, for the message naming one they do not. */
export const RSPRESS_PROVIDED: readonly string[] = [
  // Once each: both give a `Link`.
  ...new Set([...exportedNames(theme), ...RSPRESS_RUNTIME_PROVIDED]),
].sort();

function exportedNames(code: string): string[] {
  return [...code.matchAll(/^export function (\w+)/gm)].map((match) => match[1]);
}

/**
 * The names of Rspress's theme or runtime that esbuild's errors say a component imports and the modules above
 * do not give (`No matching export in "esmx-rspress:theme" for import "Layout"`), in order.
 */
export function missingRspressNames(messages: readonly { text: string }[]): string[] {
  const names = messages.flatMap(({ text }) => {
    const match = /^No matching export in "esmx-rspress:(?:theme|runtime)" for import "([^"]+)"$/.exec(text);
    return match ? [match[1]] : [];
  });
  return [...new Set(names)];
}

/** Whether a bundle's inputs (esbuild's metafile keys) include the runtime module: its page then needs its data. */
export function readsPageData(inputs: readonly string[]): boolean {
  return inputs.includes('esmx-rspress:runtime');
}
