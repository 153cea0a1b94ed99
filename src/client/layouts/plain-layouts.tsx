import { useShell } from '../app/shell-context';
import { Navbar } from '../components/Navbar';
import { PageContent } from '../components/PageContent';
import { MAIN_ID, SkipLink } from '../components/SkipLink';

/**
 * `custom`: the navbar over the page's own content, full width, no doc chrome and none of the doc pages'
 * typography (a landing page's own `<h2>` gets no rule above it), as Rspress 2 draws it; code blocks,
 * containers and the other components keep their looks.
 */
export function CustomLayout() {
  const { page } = useShell();
  return (
    <>
      <SkipLink />
      <Navbar />
      <main id={MAIN_ID} className="custom" tabIndex={-1}>
        <PageContent className="custom-content" html={page.html} />
      </main>
    </>
  );
}

/** `blank`: the page's content and nothing else. */
export function BlankLayout() {
  const { page } = useShell();
  return (
    <main id={MAIN_ID} className="blank" tabIndex={-1}>
      <PageContent className="blank-content" html={page.html} />
    </main>
  );
}
