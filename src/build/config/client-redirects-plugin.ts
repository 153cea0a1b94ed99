/**
 * Rspress's client redirects plugin, as an Rspress config reads it here. `pluginClientRedirects({ redirects })`
 * is answered by a stand-in (see plugin-stand-in.ts), so its options can be read. Its redirects become a small script in every page's head: a reader arriving at an old address
 * (a static host answers it with the 404 page) is sent on to the new one before anything is drawn, as Rspress
 * sends them.
 */
import type { SiteHeadTag } from '../../shared/types';
import { disallowedScheme } from '../markdown/safe-url';
import { pluginStandIn } from './plugin-stand-in';

/** The plugin's package. */
const CLIENT_REDIRECTS_PLUGIN = '@rspress/plugin-client-redirects';

const standIn = pluginStandIn(CLIENT_REDIRECTS_PLUGIN, 'pluginClientRedirects');

/** The module an Rspress config imports the plugin from, by name, for the config loader's virtual modules. */
export const CLIENT_REDIRECTS_MODULE = standIn.module;

/** One redirect as the script reads it: the patterns of the route paths it takes, and where they go. */
type Rule = [from: string[], to: string];

/**
 * The head script of the client redirects among `plugins` (undefined when they give none), what of their
 * options cannot be used (each a warning's words: a redirect whose `from` is not a regular expression, or
 * whose `to` is not a path or an http(s) address), and the plugins left, none of which runs here.
 *
 * @example
 * clientRedirectsOf([pluginClientRedirects({ redirects: [{ from: '^/old$', to: '/new' }] })], '/')
 * // { head: ['script', {}, '(()=>{…})()'], ignored: [], others: [] }
 */
export function clientRedirectsOf(
  plugins: readonly unknown[],
  base = '/',
): { head?: SiteHeadTag; ignored: string[]; others: unknown[] } {
  const others = plugins.filter((plugin) => !standIn.isOurs(plugin));
  const ignored: string[] = [];
  const rules: Rule[] = [];
  for (const plugin of plugins.filter(standIn.isOurs)) {
    const options = standIn.optionsOf(plugin) as { redirects?: unknown } | undefined;
    const redirects = options?.redirects ?? [];
    if (!Array.isArray(redirects)) {
      ignored.push(`"redirects" of ${CLIENT_REDIRECTS_PLUGIN} (a list of { from, to })`);
      continue;
    }
    redirects.forEach((redirect: unknown, i) => {
      const rule = ruleOf(redirect);
      if (typeof rule === 'string') ignored.push(`"redirects[${i}]" of ${CLIENT_REDIRECTS_PLUGIN} (${rule})`);
      else rules.push(rule);
    });
  }
  if (rules.length === 0) return { ignored, others };
  return { head: ['script', {}, redirectScript(rules, base)], ignored, others };
}

/** The rule `redirect` gives, or why it cannot be used. */
function ruleOf(redirect: unknown): Rule | string {
  const { from, to } = (typeof redirect === 'object' && redirect !== null ? redirect : {}) as Record<string, unknown>;
  const patterns = typeof from === 'string' ? [from] : from;
  if (!Array.isArray(patterns) || patterns.length === 0 || !patterns.every((p) => typeof p === 'string')) {
    return '"from" must be a regular expression as a string, or a list of them';
  }
  for (const pattern of patterns) {
    try {
      new RegExp(pattern);
    } catch {
      return `"from" ${JSON.stringify(pattern)} is not a regular expression`;
    }
  }
  if (typeof to !== 'string' || to === '' || disallowedScheme(to) !== undefined) {
    return '"to" must be a path or an http(s) address';
  }
  return [patterns, to];
}

/**
 * The script sending a reader on: the page's route path (its address without the base) is tried against each
 * rule's patterns in order, and the first that matches replaces the address, a path keeping the base and the
 * hash. One that would lead back to the same address leads nowhere (no reload loop). The rules are JSON with
 * `<` escaped, so nothing in them can end the script element.
 */
function redirectScript(rules: readonly Rule[], base: string): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const prefix = base.replace(/\/$/, '');
  return (
    `(()=>{const l=location,b=${json(prefix)},p=l.pathname,i=b!==''&&(p===b||p.startsWith(b+'/')),r=i?p.slice(b.length)||'/':p;` +
    `for(const[f,t]of ${json(rules)})for(const s of f){const x=new RegExp(s);if(!x.test(r))continue;` +
    `const u=/^[a-z][a-z0-9+.-]*:/i.test(t)?t:(i?b:'')+r.replace(x,t)+l.hash;` +
    `if(u!==p+l.hash)l.replace(u);return}})()`
  );
}
