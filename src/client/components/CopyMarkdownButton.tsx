import { useT } from '../app/shell-context';
import { useCopyMarkdown } from './use-copy-markdown';

/** "Copy as Markdown": puts the page's Markdown twin on the clipboard, for pasting into an LLM tool. */
export function CopyMarkdownButton() {
  const tr = useT();
  const { copied, copy } = useCopyMarkdown();
  return (
    <button type="button" className={copied ? 'copy-markdown copied' : 'copy-markdown'} onClick={copy}>
      {copied ? tr('footer.copiedMarkdown') : tr('footer.copyMarkdown')}
    </button>
  );
}
