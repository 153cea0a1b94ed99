import { useShell } from '../app/shell-context';
import { ThemeSlot } from '../components/ThemeSlot';
import { layoutFor, layoutKind } from './registry';

/**
 * Renders the layout of the page on screen. Pages are only shown once their layout is loaded
 * (see `loadLayout`), so a missing one is a bug, reported instead of rendering a blank page.
 */
export function Layout() {
  const type = layoutKind(useShell().page);
  const Component = layoutFor(type);
  if (!Component) throw new Error(`esmx-docs: layout "${type}" rendered before it was loaded`);
  return (
    <>
      <ThemeSlot name="top" />
      <Component />
      <ThemeSlot name="bottom" />
    </>
  );
}
