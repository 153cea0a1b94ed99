import {
  createHighlighterCore,
  type HighlighterCore,
  type LanguageInput,
  type LanguageRegistration,
  type RegexEngine as ShikiEngine,
  type ShikiTransformer,
} from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { pairThemes, type ThemePair } from './theme-pair';

/**
 * The only module that talks to shiki. Only this fixed set of grammars may load, each on first use, so a
 * build whose pages hold only `ts` and `bash` never pays for `vue` and the grammars it embeds. Any other
 * language is shown as plain text. Each is imported by name rather than through shiki's full bundle, whose
 * list of every grammar and theme (some 300 modules) would otherwise all be copied into the node bundle.
 * The fence labels beside each are shiki's aliases of it (`bundledLanguagesInfo`; a test holds them equal).
 */
const GRAMMARS_BY_ID = {
  typescript: { load: () => import('shiki/langs/typescript.mjs'), aliases: ['ts', 'cts', 'mts'] },
  tsx: { load: () => import('shiki/langs/tsx.mjs'), aliases: [] },
  javascript: { load: () => import('shiki/langs/javascript.mjs'), aliases: ['js', 'cjs', 'mjs'] },
  jsx: { load: () => import('shiki/langs/jsx.mjs'), aliases: [] },
  json: { load: () => import('shiki/langs/json.mjs'), aliases: [] },
  shellscript: { load: () => import('shiki/langs/shellscript.mjs'), aliases: ['bash', 'sh', 'shell', 'zsh'] },
  html: { load: () => import('shiki/langs/html.mjs'), aliases: [] },
  css: { load: () => import('shiki/langs/css.mjs'), aliases: [] },
  vue: { load: () => import('shiki/langs/vue.mjs'), aliases: [] },
  yaml: { load: () => import('shiki/langs/yaml.mjs'), aliases: ['yml'] },
  markdown: { load: () => import('shiki/langs/markdown.mjs'), aliases: ['md'] },
  diff: { load: () => import('shiki/langs/diff.mjs'), aliases: [] },
  mdx: { load: () => import('shiki/langs/mdx.mjs'), aliases: [] },
  jsonc: { load: () => import('shiki/langs/jsonc.mjs'), aliases: [] },
  json5: { load: () => import('shiki/langs/json5.mjs'), aliases: [] },
  toml: { load: () => import('shiki/langs/toml.mjs'), aliases: [] },
  ini: { load: () => import('shiki/langs/ini.mjs'), aliases: ['properties'] },
  scss: { load: () => import('shiki/langs/scss.mjs'), aliases: [] },
  less: { load: () => import('shiki/langs/less.mjs'), aliases: [] },
  xml: { load: () => import('shiki/langs/xml.mjs'), aliases: [] },
  graphql: { load: () => import('shiki/langs/graphql.mjs'), aliases: ['gql'] },
  sql: { load: () => import('shiki/langs/sql.mjs'), aliases: [] },
  docker: { load: () => import('shiki/langs/docker.mjs'), aliases: ['dockerfile'] },
  python: { load: () => import('shiki/langs/python.mjs'), aliases: ['py'] },
  go: { load: () => import('shiki/langs/go.mjs'), aliases: [] },
  rust: { load: () => import('shiki/langs/rust.mjs'), aliases: ['rs'] },
  java: { load: () => import('shiki/langs/java.mjs'), aliases: [] },
  c: { load: () => import('shiki/langs/c.mjs'), aliases: [] },
  cpp: { load: () => import('shiki/langs/cpp.mjs'), aliases: ['c++'] },
  csharp: { load: () => import('shiki/langs/csharp.mjs'), aliases: ['c#', 'cs'] },
  kotlin: { load: () => import('shiki/langs/kotlin.mjs'), aliases: ['kt', 'kts'] },
  swift: { load: () => import('shiki/langs/swift.mjs'), aliases: [] },
  dart: { load: () => import('shiki/langs/dart.mjs'), aliases: [] },
  php: { load: () => import('shiki/langs/php.mjs'), aliases: [] },
  ruby: { load: () => import('shiki/langs/ruby.mjs'), aliases: ['rb'] },
  lua: { load: () => import('shiki/langs/lua.mjs'), aliases: [] },
  powershell: { load: () => import('shiki/langs/powershell.mjs'), aliases: ['ps', 'ps1', 'pwsh'] },
  bat: { load: () => import('shiki/langs/bat.mjs'), aliases: ['batch', 'cmd'] },
  make: { load: () => import('shiki/langs/make.mjs'), aliases: ['makefile'] },
  nginx: { load: () => import('shiki/langs/nginx.mjs'), aliases: [] },
  proto: { load: () => import('shiki/langs/proto.mjs'), aliases: ['protobuf'] },
  gherkin: { load: () => import('shiki/langs/gherkin.mjs'), aliases: [] },
  log: { load: () => import('shiki/langs/log.mjs'), aliases: [] },
  'objective-c': { load: () => import('shiki/langs/objective-c.mjs'), aliases: ['objc'] },
  groovy: { load: () => import('shiki/langs/groovy.mjs'), aliases: [] },
  scala: { load: () => import('shiki/langs/scala.mjs'), aliases: [] },
  r: { load: () => import('shiki/langs/r.mjs'), aliases: [] },
  perl: { load: () => import('shiki/langs/perl.mjs'), aliases: [] },
  haskell: { load: () => import('shiki/langs/haskell.mjs'), aliases: ['hs'] },
  elixir: { load: () => import('shiki/langs/elixir.mjs'), aliases: [] },
  erlang: { load: () => import('shiki/langs/erlang.mjs'), aliases: ['erl'] },
  clojure: { load: () => import('shiki/langs/clojure.mjs'), aliases: ['clj'] },
  ocaml: { load: () => import('shiki/langs/ocaml.mjs'), aliases: [] },
  fsharp: { load: () => import('shiki/langs/fsharp.mjs'), aliases: ['f#', 'fs'] },
  julia: { load: () => import('shiki/langs/julia.mjs'), aliases: ['jl'] },
  zig: { load: () => import('shiki/langs/zig.mjs'), aliases: [] },
  latex: { load: () => import('shiki/langs/latex.mjs'), aliases: [] },
  cmake: { load: () => import('shiki/langs/cmake.mjs'), aliases: [] },
  hcl: { load: () => import('shiki/langs/hcl.mjs'), aliases: [] },
  terraform: { load: () => import('shiki/langs/terraform.mjs'), aliases: ['tf', 'tfvars'] },
  solidity: { load: () => import('shiki/langs/solidity.mjs'), aliases: [] },
  http: { load: () => import('shiki/langs/http.mjs'), aliases: [] },
  regexp: { load: () => import('shiki/langs/regexp.mjs'), aliases: ['regex'] },
  csv: { load: () => import('shiki/langs/csv.mjs'), aliases: [] },
  tsv: { load: () => import('shiki/langs/tsv.mjs'), aliases: [] },
  matlab: { load: () => import('shiki/langs/matlab.mjs'), aliases: [] },
  nix: { load: () => import('shiki/langs/nix.mjs'), aliases: [] },
  prisma: { load: () => import('shiki/langs/prisma.mjs'), aliases: [] },
  svelte: { load: () => import('shiki/langs/svelte.mjs'), aliases: [] },
  astro: { load: () => import('shiki/langs/astro.mjs'), aliases: [] },
  handlebars: { load: () => import('shiki/langs/handlebars.mjs'), aliases: ['hbs'] },
  pug: { load: () => import('shiki/langs/pug.mjs'), aliases: ['jade'] },
  stylus: { load: () => import('shiki/langs/stylus.mjs'), aliases: ['styl'] },
  sass: { load: () => import('shiki/langs/sass.mjs'), aliases: [] },
  shellsession: { load: () => import('shiki/langs/shellsession.mjs'), aliases: ['console'] },
  wasm: { load: () => import('shiki/langs/wasm.mjs'), aliases: [] },
  coffee: { load: () => import('shiki/langs/coffee.mjs'), aliases: ['coffeescript'] },
  glsl: { load: () => import('shiki/langs/glsl.mjs'), aliases: [] },
  dotenv: { load: () => import('shiki/langs/dotenv.mjs'), aliases: [] },
  fish: { load: () => import('shiki/langs/fish.mjs'), aliases: [] },
  asm: { load: () => import('shiki/langs/asm.mjs'), aliases: [] },
  mermaid: { load: () => import('shiki/langs/mermaid.mjs'), aliases: ['mmd'] },
  postcss: { load: () => import('shiki/langs/postcss.mjs'), aliases: [] },
} satisfies Record<string, { load: () => LanguageInput; aliases: string[] }>;

type GrammarId = keyof typeof GRAMMARS_BY_ID;

export const LANGUAGES = Object.keys(GRAMMARS_BY_ID) as GrammarId[];
export const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/** Lines of code longer than this many characters are shown uncoloured (see `codeToHtml` below). */
export const MAX_COLOURED_LINE = 20_000;

/** The two themes' modules, named literally (like the grammars above) so that the bundle carries these two only. */
const THEME_MODULES = () => [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')];

/**
 * Token colours of the GitHub themes that fall short of WCAG AA contrast (4.5:1) on our code
 * background, swapped for the nearest shade that passes (GitHub's own newer palette).
 */
export const COLOR_REPLACEMENTS = {
  'github-light': { '#22863a': '#1a7f37', '#d73a49': '#cf222e', '#e36209': '#bc4c00' },
  'github-dark': { '#6a737d': '#8b949e' },
};

/**
 * shiki's two regex engines: Oniguruma compiled to WASM (what the grammars were written for) and its
 * JavaScript engine, which translates each grammar's regexes to native `RegExp`s.
 */
export type RegexEngine = 'oniguruma' | 'javascript';

/**
 * The engine the build uses. Both colour every language in `LANGUAGES` identically on our content
 * (tests/unit/build/markdown/highlighter.test.ts), but on our code blocks Oniguruma takes about half the
 * CPU time of the JavaScript engine on a fresh highlighter (the JavaScript engine translates and compiles
 * every grammar's regexes first) and about 0.8× once warm. On a code-heavy site (1,008 blocks, mostly
 * TypeScript) the gap widens: the JavaScript engine takes 2.2× Oniguruma's CPU on a fresh highlighter, and
 * grammars precompiled to JavaScript (`@shikijs/langs-precompiled` on shiki's raw JavaScript engine) 1.3×
 * (1.9× once warm), though they load in a third of the time; they also colour 270 of those blocks
 * differently (that package lags shiki's grammars). `npm run bench -- highlight-engines`.
 */
export const ENGINE: RegexEngine = 'oniguruma';

/**
 * An engine of shiki's with the grammars it runs, for a highlighter on grammars shipped in another form
 * than `@shikijs/langs` (the highlight-engines bench runs precompiled ones this way).
 *
 * @example
 * createCodeHighlighter({ engine: createJavaScriptRawEngine(), grammar: (id) => import(`@shikijs/langs-precompiled/${id}`) })
 */
export interface EngineSetup {
  engine: ShikiEngine;
  /** The grammar of a language id of `LANGUAGES` (those it embeds are its own to bring). */
  grammar(id: string): LanguageInput;
}

/** Fence label → grammar id, aliases included (`ts`, `sh`, `bash`, `md`, `yml`, …). */
const GRAMMARS = new Map<string, GrammarId>(
  LANGUAGES.flatMap((id) => [id, ...GRAMMARS_BY_ID[id].aliases].map((name): [string, GrammarId] => [name, id])),
);

/** Grammars the site's config gives (`markdown.grammars`), by fence label: their names and aliases. */
const SITE_GRAMMARS = new Map<string, LanguageRegistration>();

/**
 * Makes the site's own grammars known to `grammarFor` and the highlighter (once each: a render thread's pages
 * share them). A label one of ours answers stays ours, as Rspress's bundled languages come first.
 */
export function addSiteGrammars(grammars: readonly { name: string; aliases?: string[] }[]): void {
  for (const grammar of grammars)
    for (const label of [grammar.name, ...(grammar.aliases ?? [])]) {
      const key = label.toLowerCase();
      if (!GRAMMARS.has(key)) SITE_GRAMMARS.set(key, grammar as unknown as LanguageRegistration);
    }
}

/** The grammar shiki will use for a fence label: a known grammar id, a site grammar's name, or `text`. */
export function grammarFor(label: string): string {
  const key = label.toLowerCase();
  return GRAMMARS.get(key) ?? SITE_GRAMMARS.get(key)?.name ?? 'text';
}

/** Highlights code with both GitHub themes; see `highlightCode`. Extra transformers (notations) skip the cache. */
export type HighlightCode = (code: string, label: string, transformers?: ShikiTransformer[]) => Promise<string>;

/** A highlighter on the given engine, started on first use, with its own cache of highlighted blocks. */
export function createCodeHighlighter(engine: RegexEngine | EngineSetup): HighlightCode {
  /** Highlighted blocks by grammar and code: en and zh pages repeat most code, and watch mode re-renders. */
  const cache = new Map<string, string>();
  const CACHE_LIMIT = 2000;
  let starting: Promise<{ highlighter: HighlighterCore; pair: ThemePair }> | undefined;
  const grammarsLoading = new Map<string, Promise<void>>();

  /** Starts shiki once (themes only); concurrent first callers share the promise. */
  const start = () => {
    starting ??= (async () => {
      const highlighter = await createHighlighterCore({
        themes: THEME_MODULES(),
        langs: [],
        engine:
          typeof engine === 'object'
            ? engine.engine
            : engine === 'javascript'
              ? createJavaScriptRegexEngine({ forgiving: false })
              : createOnigurumaEngine(import('shiki/wasm')),
      });
      const pair = pairThemes(
        highlighter.getTheme(THEMES.light),
        highlighter.getTheme(THEMES.dark),
        COLOR_REPLACEMENTS,
      );
      await highlighter.loadTheme(pair.theme);
      return { highlighter, pair };
    })();
    return starting;
  };

  return async (code, label, transformers = []) => {
    const lang = grammarFor(label);
    const key = `${lang}\0${code}`;
    const cached = transformers.length > 0 ? undefined : cache.get(key);
    if (cached !== undefined) return cached;

    const { highlighter, pair } = await start();
    if (lang !== 'text') {
      if (!grammarsLoading.has(lang)) {
        const ours = Object.hasOwn(GRAMMARS_BY_ID, lang) ? (lang as GrammarId) : undefined;
        const grammar =
          ours === undefined
            ? (SITE_GRAMMARS.get(lang.toLowerCase()) as LanguageRegistration)
            : typeof engine === 'object'
              ? engine.grammar(ours)
              : GRAMMARS_BY_ID[ours].load();
        grammarsLoading.set(lang, highlighter.loadLanguage(grammar));
      }
      await grammarsLoading.get(lang);
    }
    // One grammar pass for both themes (see theme-pair.ts). No per-line time limit: shiki's default
    // (500 ms) silently stops colouring a line when the machine is busy (first use of a grammar compiles
    // its regexes), which made the same page render differently. A limit on a line's length instead, which
    // depends on the text alone: the regex engine's time grows with the square of a line's length (a
    // 200 KB line of minified code took 7 s, 800 KB 79 s), so longer lines are shown uncoloured, as VS
    // Code does past the same 20,000 characters.
    const html = highlighter.codeToHtml(code, {
      lang,
      themes: { light: pair.theme.name },
      transformers: [pair.transformer, ...transformers],
      tokenizeTimeLimit: 0,
      tokenizeMaxLineLength: MAX_COLOURED_LINE,
    });
    if (transformers.length > 0) return html;
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, html);
    return html;
  };
}

/**
 * Highlights code with both GitHub themes at once: each token's style holds the light colour plus
 * `--shiki-dark`, so the page switches theme with CSS only.
 *
 * @returns the HTML of shiki's `<pre class="shiki shiki-themes github-light github-dark">` element, as
 * shiki's own two-theme `codeToHtml` writes it.
 */
export const highlightCode: HighlightCode = createCodeHighlighter(ENGINE);
