/**
 * Which pages were made from which other files (fragments, components and what they import, code files),
 * as the last whole-site build and each page rendered since reported them: a saved component is known by
 * the pages it must re-render. A page's list is replaced whole each time it renders (an import removed
 * from the page is forgotten with it).
 *
 * @example
 * const uses = new PageDependencies();
 * uses.set('/docs/en/a.mdx', ['/docs/components/Counter.tsx']);
 * uses.pagesUsing('/docs/components/Counter.tsx'); // ['/docs/en/a.mdx']
 */
export class PageDependencies {
  private readonly byPage = new Map<string, readonly string[]>();

  /** What `page` (absolute) was rendered from now, besides itself. */
  set(page: string, files: readonly string[]): void {
    if (files.length > 0) this.byPage.set(page, files);
    else this.byPage.delete(page);
  }

  /** A whole-site build's lists: every page's, replacing all known before. */
  setAll(lists: Readonly<Record<string, readonly (readonly [string, ...unknown[]])[]>>): void {
    this.byPage.clear();
    for (const [page, list] of Object.entries(lists))
      this.set(
        page,
        list.map(([file]) => file),
      );
  }

  /** The pages made from `file`, in the order they were first seen. */
  pagesUsing(file: string): string[] {
    return [...this.byPage].filter(([, files]) => files.includes(file)).map(([page]) => page);
  }

  /** Every file some page was made from, once each. */
  files(): string[] {
    return [...new Set([...this.byPage.values()].flat())];
  }
}
