import type { Node } from 'jsonc-parser';
import type { ContentProblems } from './errors';
import { type FieldKind, readFields } from './json-fields';
import { type JsonFile, propertiesOf, readJsonFile, showNode } from './json-file';

/**
 * An entry of a folder's `_meta.json`, checked and with the line it sits on. Rspress 2 writes them as a
 * bare name (a page without its extension, or a sub-folder: `type` is `name` here) or an object of one
 * of the other kinds.
 *
 * @example
 * ["introduction", { "type": "dir", "name": "advanced", "label": "Advanced", "collapsed": true },
 *  { "type": "divider", "dashed": true }, { "type": "custom-link", "label": "GitHub", "link": "https://…" }]
 */
export type MetaEntry =
  | ({ type: 'name'; name: string } & Located)
  | ({
      type: 'file';
      name: string;
      label?: string;
      /** Written without a `type`, which Rspress 1 reads as a page: a folder of that name is a group then. */
      untyped?: true;
    } & EntryExtras &
      Located)
  | DirEntry
  | ({ type: 'divider'; dashed?: boolean } & Located)
  | ({ type: 'section-header'; label: string; tag?: string } & Located)
  | CustomLink;

interface Located {
  /** Line in its `_meta.json`: of the entry's `name` where it has one, else where the entry starts. */
  line: number;
}

/** Fields every page-like entry may carry; page front matter of the same name wins over them. */
interface EntryExtras {
  tag?: string;
  context?: string;
  overviewHeaders?: number[];
}

/** A sub-folder as a group, or (`dir-section-header`) as a section header followed by its items. */
export type DirEntry = { type: 'dir' | 'dir-section-header'; name: string; label?: string } & EntryExtras &
  GroupFlags &
  Located;

interface GroupFlags {
  collapsible?: boolean;
  collapsed?: boolean;
}

/** A link anywhere (internal links get the language prefix), or a group of such links. */
export type CustomLink = {
  type: 'custom-link';
  label?: string;
  link?: string;
  items?: CustomLink[];
} & EntryExtras &
  GroupFlags &
  Located;

const META_TYPES = ['file', 'dir', 'dir-section-header', 'divider', 'section-header', 'custom-link'] as const;
type MetaType = (typeof META_TYPES)[number];

const EXTRAS = { tag: 'string', context: 'string', overviewHeaders: 'numbers' } as const;
const FLAGS = { collapsible: 'boolean', collapsed: 'boolean' } as const;

/** Each entry kind's fields, and which must be there. */
function kinds(json: JsonFile): Record<MetaType, { fields: Record<string, FieldKind>; required: string[] }> {
  const dir = { fields: { name: 'string', label: 'string', ...EXTRAS, ...FLAGS } as const, required: ['name'] };
  return {
    file: { fields: { name: 'string', label: 'string', ...EXTRAS }, required: ['name'] },
    dir,
    'dir-section-header': dir,
    divider: { fields: { dashed: 'boolean' }, required: [] },
    'section-header': { fields: { label: 'string', tag: 'string' }, required: ['label'] },
    'custom-link': {
      // `text` is what nav items (and Rspress 1's top-level _meta.json, its nav) call the label.
      fields: {
        label: 'string',
        text: 'string',
        link: 'string',
        items: (node) => linkItems(node, json),
        ...EXTRAS,
        ...FLAGS,
      },
      required: [],
    },
  };
}

/**
 * The entries of a `_meta.json`. Invalid JSON, an entry that is neither a name nor an object, an unknown
 * `type`, a missing `name` or `label`, and any field holding a value of the wrong kind are reported at the
 * line of the value at fault; the entries that are fine are still returned.
 */
export function readMetaEntries(
  file: string,
  display: string,
  problems: ContentProblems,
  warnings?: ContentProblems,
): MetaEntry[] {
  const json = readJsonFile(file, display, problems, warnings);
  if (!json) return [];
  if (json.root.type !== 'array') {
    json.problem(json.root, `_meta.json must be a list of entries (got ${showNode(json.root)})`);
    return [];
  }
  const entries: MetaEntry[] = [];
  for (const node of json.root.children ?? []) {
    const entry = readEntry(node, json);
    if (entry) entries.push(entry);
  }
  return entries;
}

function readEntry(node: Node, json: JsonFile): MetaEntry | undefined {
  if (node.type === 'string') return { type: 'name', name: node.value as string, line: json.line(node) };
  if (node.type !== 'object') {
    json.problem(node, `_meta.json: an entry must be a name or an object (got ${showNode(node)})`);
    return undefined;
  }
  const typeNode = propertiesOf(node).get('type');
  let type: MetaType = 'custom-link';
  if (typeNode) {
    if (!META_TYPES.includes(typeNode.value)) {
      const expected = `one of ${META_TYPES.join(', ')}`;
      json.problem(typeNode, `_meta.json: unknown entry type ${showNode(typeNode)} (expected ${expected})`);
      return undefined;
    }
    type = typeNode.value as MetaType;
  }
  const props = propertiesOf(node);
  // An entry naming a page or folder without saying which: Rspress 1 read it as a page (`type = 'file'`), and
  // Rspress 2 stops at it ("Unknown meta item type"); sites moved from Rspress 1 keep them by the dozen.
  const untyped = !typeNode && props.has('name') && !props.has('link');
  if (untyped) {
    const name = showNode(props.get('name') as Node);
    json.warning(
      node,
      `_meta.json: the entry naming ${name} has no "type": read as a page, or a folder of that name, as Rspress 1 reads it (Rspress 2 stops at it: add "type": "file" or "dir")`,
    );
    type = 'file';
  }
  const { fields, required } = kinds(json)[type];
  const values = readFields(node, json, `_meta.json: a "${type}" entry`, fields, required);
  if (!values) return undefined;
  const nameNode = props.get('name');
  const line = json.line(type !== 'custom-link' && nameNode ? nameNode : node);
  if (type === 'custom-link') return customLink(values, line);
  return { ...values, type, line, ...(untyped ? { untyped: true } : {}) } as MetaEntry;
}

/** The `items` of a custom link group: custom links themselves. */
function linkItems(node: Node, json: JsonFile): CustomLink[] | undefined {
  if (node.type !== 'array') {
    json.problem(node, `_meta.json: "items" must be a list of links (got ${showNode(node)})`);
    return undefined;
  }
  const links: CustomLink[] = [];
  for (const item of node.children ?? []) {
    const typeNode = item.type === 'object' ? propertiesOf(item).get('type') : undefined;
    if (item.type !== 'object' || (typeNode && typeNode.value !== 'custom-link')) {
      json.problem(item, `_meta.json: an item of "items" must be a link { "label", "link" } (got ${showNode(item)})`);
      continue;
    }
    const values = readFields(item, json, '_meta.json: a link', kinds(json)['custom-link'].fields);
    if (values) links.push(customLink(values, json.line(item)));
  }
  return links;
}

/** A link entry from its fields, its label from `text` when it has no `label`. */
function customLink({ text, ...values }: Record<string, unknown>, line: number): CustomLink {
  return {
    ...values,
    label: (values.label as string | undefined) ?? (text as string | undefined),
    type: 'custom-link',
    line,
  };
}
