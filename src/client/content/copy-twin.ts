import { writeClipboard } from './clipboard';

/**
 * Copies a page's Markdown twin, fetched from `url` (the `.md` file the build writes beside the page). Loaded on
 * the first copy, as the code blocks' copier is: nothing of it is needed before a click.
 */
export async function copyTwin(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`esmx-docs: cannot fetch ${url} (${response.status})`);
  await writeClipboard(await response.text());
}
