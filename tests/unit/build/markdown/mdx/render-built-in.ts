import { renderMarkdown } from '../../../../../src/build/markdown';

/**
 * Renders `source` as the body of an `.mdx` page in `lang` that imports its first component from
 * Rspress's theme, as writers do: what the built-in components' tests run.
 *
 * @example (await renderBuiltIn('<Link href="/guide/b">next</Link>')).html
 */
export function renderBuiltIn(source: string, lang = 'en') {
  const component = /<(\w+)/.exec(source)?.[1];
  return renderMarkdown(`import { ${component} } from '@rspress/core/theme';\n\n${source}`, {
    file: `content/${lang}/guide/a.mdx`,
    routePath: '/guide/a',
    lang,
    format: 'mdx',
  });
}
