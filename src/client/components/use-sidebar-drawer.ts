import { useEffect, useState } from 'react';
import { useShell } from '../app/shell-context';

/** Open state of the sidebar drawer: closed again whenever the page changes or on Escape. */
export function useSidebarDrawer(): [boolean, () => void, () => void] {
  const { page } = useShell();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [page]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return [open, () => setOpen((value) => !value), () => setOpen(false)];
}
