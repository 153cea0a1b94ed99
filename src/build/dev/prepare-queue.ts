/**
 * Pages to render once in the background, ahead of their first save. A tab opening a page is the writer
 * about to edit it, and a page's first render in this thread pays for highlighting its code blocks
 * (shiki's cache is per thread): measured on a page with `vue`, `ts` and `bash` blocks, 330 ms the first
 * time, 103 ms the next. One page at a time, each page once, and of the pages asked for while one
 * renders only the latest: clicking through pages queues no backlog.
 *
 * @example
 * const queue = new PrepareQueue((file) => renderPageData(file, context));
 * queue.add('content/en/guide/a.md');
 */
export class PrepareQueue {
  private readonly prepared = new Set<string>();
  private next: string | undefined;
  private working: Promise<void> | undefined;

  /** `prepare` renders one page; its failure is ignored (the save will show the problem). */
  constructor(private readonly prepare: (file: string) => Promise<unknown>) {}

  /** Asks for `file` to be prepared (nothing for a page prepared before, or no page). */
  add(file: string | undefined): void {
    if (!file || this.prepared.has(file)) return;
    this.next = file;
    this.working ??= this.drain();
  }

  /** Resolves once no page is being prepared. */
  async idle(): Promise<void> {
    while (this.working) await this.working;
  }

  private async drain(): Promise<void> {
    for (let file = this.next; file; file = this.next) {
      this.next = undefined;
      this.prepared.add(file);
      await this.prepare(file).catch(() => undefined);
    }
    this.working = undefined;
  }
}
