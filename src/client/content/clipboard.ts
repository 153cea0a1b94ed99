/** Copies `text`; falls back to a hidden textarea where the Clipboard API is missing (plain HTTP). */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;opacity:0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('esmx-docs: copy command refused');
  } finally {
    area.remove();
  }
}
