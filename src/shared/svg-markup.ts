/** Whether a label the config gives (a nav item's `tag`, a social link's icon) is SVG markup rather than text. */
export function isSvgMarkup(text: string): boolean {
  return text.trimStart().startsWith('<svg');
}
