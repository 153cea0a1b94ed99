import { ShellContext, useShell } from '../app/shell-context';
import { Overview } from '../overview/Overview';
import { DocLayout } from './DocLayout';

/**
 * An overview page (front matter `overview: true`): a doc page whose content is followed by the section index,
 * with neither an outline nor the doc footer (its previous and next links), as Rspress draws one.
 */
export function OverviewLayout() {
  const shell = useShell();
  const page = { ...shell.page, frontmatter: { ...shell.page.frontmatter, outline: false, footer: false } };
  return (
    <ShellContext.Provider value={{ ...shell, page }}>
      <DocLayout>
        <Overview />
      </DocLayout>
    </ShellContext.Provider>
  );
}
