/**
 * Block content of the generated pages: code fences in the languages real docs use (ts, tsx, json, bash,
 * vue), option tables, `:::` containers and lists. Code and table keys are drawn from the page's shape
 * generator, shared by both languages (translated docs keep their code), while descriptions are prose.
 */
import type { Random } from '../prng';
import { identifier, type SiteLang, sentence } from './prose';
import { NOUNS, QUALITIES } from './words';

const TYPES = ['string', 'number', 'boolean', 'string[]', 'Record<string, string>', '() => Promise<void>'];
const PACKAGES = ['@scale/core', '@scale/router', '@scale/render', '@scale/plugin-kit', '@scale/cache'];
const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);

function sampleValue(type: string, r: Random): string {
  if (type === 'number') return String(r.int(1, 5000));
  if (type === 'boolean') return r.next() < 0.5 ? 'true' : 'false';
  if (type === 'string[]') return `['${identifier(r)}', '${identifier(r)}']`;
  if (type.startsWith('Record')) return `{ ${identifier(r)}: '${identifier(r)}' }`;
  if (type.startsWith('()')) return 'async () => {}';
  return `'${identifier(r)}'`;
}

function fields(r: Random, min: number, max: number): { name: string; type: string }[] {
  const list: { name: string; type: string }[] = [];
  for (let i = r.int(min, max); i > 0; i--) list.push({ name: identifier(r), type: r.pick(TYPES) });
  return list;
}

function typescript(r: Random): string {
  const name = identifier(r);
  const props = fields(r, 2, 6);
  const body = props.map((p) => `  ${p.name}: ${p.type};`).join('\n');
  const values = props.map((p) => `    ${p.name}: options.${p.name} ?? ${sampleValue(p.type, r)},`).join('\n');
  return [
    `\`\`\`ts title="src/${name}.ts"`,
    `import { ${identifier(r)} } from '${r.pick(PACKAGES)}';`,
    '',
    `export interface ${pascal(name)}Options {`,
    body,
    '}',
    '',
    `export function create${pascal(name)}(options: Partial<${pascal(name)}Options> = {}): ${pascal(name)}Options {`,
    '  return {',
    values,
    '  };',
    '}',
    '```',
  ].join('\n');
}

function tsx(r: Random): string {
  const name = pascal(identifier(r));
  const props = fields(r, 1, 3);
  return [
    '```tsx',
    "import { useState } from 'react';",
    '',
    `export function ${name}({ ${props.map((p) => p.name).join(', ')} }: { ${props.map((p) => `${p.name}: ${p.type}`).join('; ')} }) {`,
    `  const [${identifier(r)}, set${name}] = useState(${r.int(0, 9)});`,
    '  return (',
    `    <section className="${identifier(r)}">`,
    `      <button type="button" onClick={() => set${name}((n) => n + 1)}>${r.pick(NOUNS)[0]}</button>`,
    '    </section>',
    '  );',
    '}',
    '```',
  ].join('\n');
}

function json(r: Random): string {
  const props = fields(r, 2, 5).map(
    (p) => `    "${p.name}": ${JSON.stringify(sampleValue(p.type, r).replace(/'/g, ''))}`,
  );
  return [
    '```json title="package.json"',
    '{',
    `  "name": "${identifier(r).toLowerCase()}",`,
    `  "version": "${r.int(0, 3)}.${r.int(0, 20)}.${r.int(0, 9)}",`,
    '  "type": "module",',
    '  "scale": {',
    props.join(',\n'),
    '  }',
    '}',
    '```',
  ].join('\n');
}

function bash(r: Random): string {
  const lines = [`npm install ${r.pick(PACKAGES)}`];
  for (let i = r.int(1, 3); i > 0; i--) {
    lines.push(r.pick([`npx scale build --mode ${r.pick(QUALITIES)[0]}`, `npm run ${identifier(r)}`, 'npm test']));
  }
  return ['```bash', ...lines, '```'].join('\n');
}

function vue(r: Random): string {
  const state = identifier(r);
  return [
    '```vue',
    '<script setup lang="ts">',
    "import { ref } from 'vue';",
    `const ${state} = ref(${r.int(0, 99)});`,
    '</script>',
    '',
    '<template>',
    `  <div class="${identifier(r)}">`,
    `    <span>{{ ${state} }}</span>`,
    `    <button @click="${state}++">${r.pick(NOUNS)[0]}</button>`,
    '  </div>',
    '</template>',
    '```',
  ].join('\n');
}

const WRITERS = [typescript, typescript, tsx, json, bash, bash, vue];

/** A fenced code block in one of the shipped languages. */
export function codeBlock(r: Random): string {
  return r.pick(WRITERS)(r);
}

/** The extra blocks of a code-heavy page: TypeScript mostly, as API docs have them. */
const TYPED_WRITERS = [typescript, typescript, typescript, tsx];

/** A fenced TypeScript (or TSX) block. */
export function typedCodeBlock(r: Random): string {
  return r.pick(TYPED_WRITERS)(r);
}

/** An options table: keys and types from `shape`, descriptions in `lang` from `text`. */
export function table(lang: SiteLang, shape: Random, text: Random): string {
  const head = lang === 'en' ? ['Option', 'Type', 'Default', 'Description'] : ['选项', '类型', '默认值', '说明'];
  const rows = fields(shape, 3, 6).map((p) => {
    const cells = [`\`${p.name}\``, `\`${p.type.replace(/\|/g, '\\|')}\``, `\`${sampleValue(p.type, shape)}\``];
    return `| ${[...cells, sentence(lang, text)].join(' | ')} |`;
  });
  return [`| ${head.join(' | ')} |`, '| --- | --- | --- | --- |', ...rows].join('\n');
}

const CONTAINERS = ['tip', 'tip', 'info', 'warning', 'danger', 'details'];

/** A `:::type` container, sometimes with its own title. */
export function container(lang: SiteLang, shape: Random, text: Random): string {
  const type = shape.pick(CONTAINERS);
  const titled = shape.next() < 0.3;
  const noun = shape.pick(NOUNS)[lang === 'en' ? 0 : 1];
  const title = titled ? (lang === 'en' ? ` About the ${noun}` : ` 关于${noun}`) : '';
  return [`:::${type}${title}`, sentence(lang, text), ':::'].join('\n');
}

/** A bullet list of 2–5 sentences. */
export function list(lang: SiteLang, shape: Random, text: Random): string {
  const items: string[] = [];
  for (let i = shape.int(2, 5); i > 0; i--) items.push(`- ${sentence(lang, text)}`);
  return items.join('\n');
}
