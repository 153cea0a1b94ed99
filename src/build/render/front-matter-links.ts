import type { FrontMatter } from '../../shared/types';
import { classifyHref, resolveInternalHref } from '../markdown/resolve-link';
import { frontMatterLines } from './front-matter-lines';
import type { PageLink, PageSource } from './protocol';

/**
 * The links a home page's front matter gives its layout (hero actions, feature cards): a relative one is
 * resolved to its site path (`./guide/intro` on `/zh/` is `/zh/guide/intro`, as Rspress's own home page writes
 * them), a site path kept as written and checked at its line in the file, as the nav's links are (Rspress checks
 * only the body's: see `markdown.checkNavLinks`). Returns the
 * front matter with those links resolved (what the layout shows) and the links to check.
 *
 * @example frontMatterLinks({ pageType: 'home', hero: { name: 'X', actions: [{ text: 'Go', link: './guide/' }] } }, zhHome)
 * // { frontmatter: { …, hero: { …, actions: [{ text: 'Go', link: '/zh/guide/' }] } }, links: [{ url: '/zh/guide/', file, line: 5, layout: true }] }
 */
export function frontMatterLinks(fm: FrontMatter, source: PageSource): { frontmatter: FrontMatter; links: PageLink[] } {
  // Shapes the front matter check refused (reported there) are left as they are.
  // An action without words is left out (see source-page.ts, which says so): a link without a name.
  const given = Array.isArray(fm.hero?.actions) ? fm.hero.actions.filter((a) => a?.text) : undefined;
  // An action without a link leads to the site's root, as Rspress's hero button does (not a link written here).
  const actions = given?.map((a) => (a && typeof a === 'object' && a.link === undefined ? { ...a, link: '/' } : a));
  const features = Array.isArray(fm.features) ? fm.features : undefined;
  const written = [...(given ?? []), ...(features ?? [])].flatMap((item) =>
    typeof item?.link === 'string' && classifyHref(item.link) === 'internal' ? [item.link] : [],
  );
  if (written.length === 0 && given?.length === fm.hero?.actions?.length && !given?.some((a) => a?.link === undefined))
    return { frontmatter: fm, links: [] };
  // A site path is kept as written, as Rspress passes it on: a hero's "English" button on the default language's
  // home (`/en/`) or an "中文" one on the English home (`/`) leads where it says, not to the page's own language.
  const resolve = <T>(link: T): T => {
    if (typeof link !== 'string' || classifyHref(link) !== 'internal') return link;
    // A site path only loses its file extension (`/guide/a.md`): from `/`, in no language, nothing is added.
    // A site written for Rspress 1 (`markdown.linksFromRoot`) has it read from the language's root, as Rspress 1 did.
    return (
      link.startsWith('/') && !source.linksFromRoot
        ? resolveInternalHref(link, '/', source.lang)
        : resolveInternalHref(link, source.routePath, source.lang, source.langs)
    ) as T;
  };
  const frontmatter: FrontMatter = {
    ...fm,
    ...(actions && fm.hero
      ? { hero: { ...fm.hero, actions: actions.map((a) => ({ ...a, link: resolve(a?.link) })) } }
      : {}),
    ...(features ? { features: features.map((f) => (f?.link ? { ...f, link: resolve(f.link) } : f)) } : {}),
  };
  const lineOf = frontMatterLines(source);
  const links = written.map((link) => ({
    url: resolve(link),
    file: source.display,
    line: lineOf(link),
    layout: true as const,
  }));
  return { frontmatter, links };
}
