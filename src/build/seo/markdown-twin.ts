import type { FrontMatter, Lang } from '../../shared/types';
import { classifyHref, resolveInternalHref } from '../markdown/resolve-link';
import { maskCode, mdxToMarkdown } from './mdx-to-markdown';

export interface TwinSource {
  /** The page's front matter and the Markdown after it (see `parseSource`). */
  frontmatter: FrontMatter;
  body: string;
  routePath: string;
  lang: Lang;
  /** `.mdx` sources have their components turned into Markdown. */
  mdx?: boolean;
  /** The site's base path (`/`, `/docs/`): links get it in front. */
  base?: string;
}

/**
 * The Markdown twin of a page: its source without front matter, `.mdx` components made readable, and
 * every relative link or image made an absolute site path, so the text still works copied elsewhere.
 * A doc page whose title lives only in front matter gets it as `# Title`; a home page, whose content
 * lives in front matter, gets its hero and features written out.
 *
 * @example
 * markdownTwin({ source: '---\ntitle: A\n---\n\nSee [B](./b.md).', routePath: '/guide/a', lang: 'en' })
 * // '# A\n\nSee [B](/guide/b).\n'
 */
export function markdownTwin({
  frontmatter: fm,
  body: markdown,
  routePath,
  lang,
  mdx = false,
  base = '/',
}: TwinSource): string {
  let body = markdown.trim();
  if (mdx) body = mdxToMarkdown(body).trim();
  const pageType = fm.pageType ?? 'doc';
  if (pageType === 'home') body = [homeMarkdown(fm), body].filter(Boolean).join('\n\n');
  else if (fm.title && !/^#\s/m.test(body)) body = `# ${fm.title}\n\n${body}`.trim();
  return `${absoluteLinks(body, routePath, lang, base)}\n`;
}

/** Hero and feature cards as Markdown: what a reader of the home page sees. */
function homeMarkdown(fm: FrontMatter): string {
  const hero = fm.hero;
  const parts: string[] = [];
  if (hero?.name) parts.push(`# ${hero.name}`);
  if (hero?.text) parts.push(hero.text.replace(/\n/g, ' '));
  if (hero?.tagline) parts.push(hero.tagline);
  const actions = (hero?.actions ?? []).map((action) => `- [${action.text}](${action.link})`);
  if (actions.length) parts.push(actions.join('\n'));
  const features = (fm.features ?? []).map((feature) => {
    const title = feature.link ? `[${feature.title}](${feature.link})` : feature.title;
    return `- **${title}**${feature.details ? `: ${feature.details}` : ''}`;
  });
  if (features.length) parts.push(features.join('\n'));
  return parts.join('\n\n');
}

/**
 * Rewrites the targets of inline links, images, reference definitions and `href`/`src` attributes:
 * pages become their clean absolute route (`./b.md#x` → `/guide/b#x`), relative files an absolute
 * path; external links, hashes and code stay as written.
 */
export function absoluteLinks(markdown: string, routePath: string, lang: Lang, base = '/'): string {
  const { text, restore } = maskCode(markdown);
  const prefix = base.replace(/\/+$/, '');
  const fix = (href: string) => {
    const kind = classifyHref(href);
    if (kind === 'internal') return prefix + resolveInternalHref(href, routePath, lang);
    if (kind === 'asset' && !href.startsWith('/')) return prefix + resolveInternalHref(href, routePath, 'en');
    if (kind === 'asset') return prefix + href;
    return href;
  };
  const out = text
    .replace(/(\]\(\s*<?)([^\s)>]+)/g, (_all, open: string, href: string) => open + fix(href))
    .replace(
      /^( {0,3}\[[^\]\n]+\]:\s*<?)(\S+?)(>?(?:\s|$))/gm,
      (_all, open: string, href: string, close: string) => open + fix(href) + close,
    )
    .replace(
      /(\s(?:href|src)=)(["'])([^"']*)\2/g,
      (_all, open: string, quote: string, href: string) => open + quote + fix(href) + quote,
    );
  return restore(out);
}
