// Prints a result table with aligned columns. Width counts East Asian wide characters as two
// columns, so Chinese queries line up in a terminal.

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

function width(text) {
  let n = 0;
  for (const ch of text) n += WIDE.test(ch) ? 2 : 1;
  return n;
}

const pad = (text, size) => text + ' '.repeat(Math.max(0, size - width(text)));

/** Prints `{ title, columns, rows }` (rows of strings) to stdout. */
export function printTable({ title, columns, rows }) {
  const sizes = columns.map((c, i) => Math.max(width(c), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells) => `  ${cells.map((c, i) => pad(c ?? '', sizes[i])).join('  │ ')}`.trimEnd();
  console.log(title);
  console.log(line(columns));
  console.log(`  ${sizes.map((s) => '─'.repeat(s)).join('──┼─')}`);
  for (const row of rows) console.log(line(row));
}
