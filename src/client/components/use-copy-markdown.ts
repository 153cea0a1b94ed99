import { useEffect, useRef, useState } from 'react';
import { markdownTwinPath } from '../../shared/markdown-twin';
import { announce } from '../a11y/announce';
import { useHref, useShell, useT } from '../app/shell-context';
import { COPIED_MS } from '../content/copied-state';

/**
 * Copies the page's Markdown twin (fetched from `/…/page.md`, the file the build writes beside the
 * page) and reports it: `copied` is true for as long as a copied code block says so, and screen
 * readers hear "Copied". A failed fetch or a refused clipboard leaves a console message and no claim.
 */
export function useCopyMarkdown(): { copied: boolean; copy: () => void } {
  const { page } = useShell();
  const href = useHref();
  const tr = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setCopied(false), [page.routePath]);

  const copy = async () => {
    try {
      const { copyTwin } = await import('../content/copy-twin');
      await copyTwin(href(markdownTwinPath(page.routePath)));
    } catch (error) {
      console.error(error);
      return;
    }
    setCopied(true);
    announce(tr('content.copied'));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return { copied, copy: () => void copy() };
}
