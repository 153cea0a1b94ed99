/**
 * Rspress's class names a site's stylesheet may select by, and ours that stand for them. Rspress 2 marks dark
 * mode with `rp-dark` (beside `dark`) on the root element and the doc's content with `rp-doc`, and its
 * theming guide has sites select by them (`html.rp-dark .note`, `.rp-doc .card`); ours mark them `dark` and
 * `doc-content`. The content keeps Rspress 1's `rspress-doc` beside `rp-doc`, which sites still select by. Its
 * other layout classes (`rp-nav`, `rp-sidebar-item--active`, Rspress 1's `rspress-nav`…) name parts of its React
 * theme, drawn differently here: nothing stands for them.
 */
const OURS_BY_RSPRESS: Record<string, string> = {
  'rp-dark': 'dark',
  'rp-doc': 'doc-content',
  'rspress-doc': 'doc-content',
};

/** One of Rspress's classes in a selector: `.rp-` (Rspress 1: `.rspress-`) and the rest of the name. */
const RSPRESS_CLASS = /\.((?:rp|rspress)-[\w-]+)/g;

/**
 * Each selector of `css` (a rule's prelude: what comes before its `{`), with `fn` applied; declarations and
 * their values (a `url()` with `.rp-doc` in a file name) are left alone.
 */
function eachPrelude(css: string, fn: (prelude: string) => string): string {
  return css.replace(/(^|[{};])([^{};]*)(?=\{)/g, (_, before: string, prelude: string) => before + fn(prelude));
}

/**
 * The site's CSS with Rspress's dark-mode and content classes in its selectors read as ours: `html.rp-dark
 * .note` applies in our dark mode, and `html:not(.rp-dark) .note` only outside it.
 *
 * @example withOurClasses('html.rp-dark .rp-doc h1{color:red}') // 'html.dark .doc-content h1{color:red}'
 */
export function withOurClasses(css: string): string {
  return eachPrelude(css, (prelude) =>
    prelude.replace(RSPRESS_CLASS, (whole, name: string) =>
      OURS_BY_RSPRESS[name] ? `.${OURS_BY_RSPRESS[name]}` : whole,
    ),
  );
}

/**
 * Rspress's layout classes the selectors of `css` still name (after `withOurClasses`), each once in order:
 * rules that match nothing here.
 *
 * @example layoutClassesIn('.rp-nav a{}.rp-nav__title{}') // ['.rp-nav', '.rp-nav__title']
 */
export function layoutClassesIn(css: string): string[] {
  const found = new Set<string>();
  eachPrelude(css, (prelude) => {
    for (const [, name] of prelude.matchAll(RSPRESS_CLASS)) if (!OURS_BY_RSPRESS[name]) found.add(`.${name}`);
    return prelude;
  });
  return [...found];
}
