import { useT } from '../app/shell-context';

/** Id of the `<main>` every layout renders; the skip link jumps there. */
export const MAIN_ID = 'main-content';

/**
 * "Skip to content": the first focusable element of every page, visible only when focused. It moves
 * focus itself (the `<main>` is focusable by script), so the next Tab continues inside the content.
 */
export function SkipLink() {
  const tr = useT();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus({ preventScroll: true });
        main.scrollIntoView();
      }}
    >
      {tr('skipToContent')}
    </a>
  );
}
