import { languageLabel } from '../config/resolve';
import { scaffoldText } from './scaffold-text';

/** The icon of a new site (`public/icon.svg`): a page with a folded corner, in the default theme's blue. */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <path d="M7 3h13l6 6v20H7z" fill="#3c8cff"/>
  <path d="M20 3v6h6" fill="#a8ccff"/>
  <path d="M11 15h10M11 19h10M11 23h6" stroke="#fff" stroke-width="2" stroke-linecap="round"/>
</svg>
`;

/**
 * Every file of a new site, by path inside its folder, in Rspress 2's layout: the config, `public/`, and per
 * language a home page, a `_nav.json` and a two-page guide with its `_meta.json`. The first language is
 * the default one (served at `/`); `dir` is the folder as the reader named it, for the commands shown.
 *
 * @example
 * scaffoldFiles(['en', 'zh'], 'docs').get('zh/guide/_meta.json') // '["introduction", "getting-started"]\n'
 */
export function scaffoldFiles(langs: readonly string[], dir: string): Map<string, string> {
  const files = new Map<string, string>([
    ['site.config.ts', siteConfig(langs)],
    ['public/icon.svg', ICON],
  ]);
  for (const lang of langs) {
    const prefix = lang === langs[0] ? '' : `/${lang}`;
    const text = scaffoldText(lang);
    const fill = (body: string) => body.replaceAll('{prefix}', prefix).replaceAll('{dir}', dir);
    files.set(`${lang}/index.md`, homePage(prefix, lang));
    files.set(
      `${lang}/_nav.json`,
      json([{ text: text.navGuide, link: `${prefix}/guide/introduction`, activeMatch: '/guide/' }]),
    );
    files.set(`${lang}/guide/_meta.json`, '["introduction", "getting-started"]\n');
    files.set(`${lang}/guide/introduction.md`, `# ${text.guideIntroTitle}\n\n${fill(text.guideIntro)}`);
    files.set(`${lang}/guide/getting-started.md`, `# ${text.guideStartTitle}\n\n${fill(text.guideStart)}`);
  }
  return files;
}

function siteConfig(langs: readonly string[]): string {
  const locales = langs.map((lang) => `    { lang: ${quote(lang)}, label: ${quote(languageLabel(lang))} },`);
  return `import { defineConfig } from 'esmx-docs';

export default defineConfig({
  title: 'My Docs',
  description: ${quote(scaffoldText(langs[0]).heroTagline)},
  icon: '/icon.svg',
  // Where the site will live: canonical links, the sitemap and link previews are made from it.
  siteUrl: 'https://example.com',
  // The default language, served at /; the others live under /<lang>/.
  lang: ${quote(langs[0])},
  locales: [
${locales.join('\n')}
  ],
});
`;
}

function homePage(prefix: string, lang: string): string {
  const text = scaffoldText(lang);
  const features = text.features.flatMap((f) => [
    `  - icon: ${f.icon}`,
    `    title: ${yamlString(f.title)}`,
    `    details: ${yamlString(f.details)}`,
    '    span: 4',
  ]);
  return `---
pageType: home
title: My Docs
hero:
  name: My Docs
  text: ${yamlString(text.heroText)}
  tagline: ${yamlString(text.heroTagline)}
  actions:
    - theme: brand
      text: ${yamlString(text.start)}
      link: ${prefix}/guide/introduction
features:
${features.join('\n')}
---
`;
}

/** A JSON string is a YAML string too, whatever the text holds (`:`, `#`, quotes). */
const yamlString = (text: string) => JSON.stringify(text);
const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
