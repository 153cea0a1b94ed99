import { useShell } from '../app/shell-context';
import { Navbar } from '../components/Navbar';
import { PageContent } from '../components/PageContent';
import { MAIN_ID, SkipLink } from '../components/SkipLink';
import { DocLayout } from './DocLayout';
import { HomeLayout } from './HomeLayout';
import { NotFoundLayout } from './NotFoundLayout';

/** `custom`: the navbar over the page's own content, full width, no doc chrome. */
function CustomLayout() {
  const { page } = useShell();
  return (
    <>
      <SkipLink />
      <Navbar />
      <main id={MAIN_ID} className="custom" tabIndex={-1}>
        <PageContent className="doc-content custom-content" html={page.html} />
      </main>
    </>
  );
}

/** `blank`: the page's content and nothing else. */
function BlankLayout() {
  const { page } = useShell();
  return (
    <main id={MAIN_ID} className="blank" tabIndex={-1}>
      <PageContent className="blank-content" html={page.html} />
    </main>
  );
}

/** Picks the layout of the page on screen by its type. */
export function Layout() {
  switch (useShell().page.pageType) {
    case 'home':
      return <HomeLayout />;
    case '404':
      return <NotFoundLayout />;
    case 'custom':
      return <CustomLayout />;
    case 'blank':
      return <BlankLayout />;
    default:
      return <DocLayout />;
  }
}
