/**
 * Where the pages of a generated site live. The site grows the way real docs grow: more top-level
 * sections (each with its own sidebar), each made of a few folders of a few pages. Every section's shape
 * comes from the seed and its number alone, so the page at a given path, its sidebar and its links are
 * the same whatever the size of the site; a site of `n` pages is the first `n` of one endless sequence
 * (the home page, then section after section), and only the last section may be cut short.
 */
import { createRandom, type Random } from '../prng';
import { pickTitle } from './prose';
import { NOUNS, SECTIONS, type Term } from './words';

export interface PagePlace {
  /** Position in the sequence of doc pages (0 is the first page after the home page). */
  index: number;
  /** Path inside a language folder without `.md` (`guide/cache/working-with-the-module`). */
  path: string;
  /** Title in both languages. */
  title: Term;
  section: number;
  /** Group number inside the section; -1 for the section's own index page. */
  group: number;
}

interface GroupPlace {
  folder: string;
  label: Term;
  pages: PagePlace[];
}

export interface SectionPlace {
  folder: string;
  label: Term;
  index: PagePlace;
  groups: GroupPlace[];
}

/** A generator seeded by the site seed and a name: the same name gives the same numbers. */
export function seeded(seed: number, name: string): Random {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return createRandom(hash >>> 0);
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Pages of a whole section: its index, then 2–4 folders of 3–7 pages (8 to 29 pages). */
export function sectionPlace(seed: number, number: number, firstIndex: number): SectionPlace {
  const r = seeded(seed, `section:${number}`);
  const [folder, en, zh] = SECTIONS[number % SECTIONS.length];
  const round = Math.floor(number / SECTIONS.length);
  const suffix = round ? ` ${round + 1}` : '';
  const name = round ? `${folder}-${round + 1}` : folder;
  const label: Term = [en + suffix, zh + suffix];
  let index = firstIndex;
  const place = (path: string, title: Term, group: number): PagePlace => ({
    index: index++,
    path: `${name}/${path}`,
    title,
    section: number,
    group,
  });
  const section: SectionPlace = {
    folder: name,
    label,
    index: place('index', [`${label[0]} Overview`, `${label[1]}概览`], -1),
    groups: [],
  };
  const folders = new Set<string>();
  for (let g = r.int(2, 4) - 1; g >= 0; g--) {
    let noun = r.pick(NOUNS);
    while (folders.has(slugOf(noun[0]))) noun = r.pick(NOUNS);
    folders.add(slugOf(noun[0]));
    const group: GroupPlace = { folder: slugOf(noun[0]), label: [upperFirst(noun[0]), noun[1]], pages: [] };
    const slugs = new Set<string>();
    for (let p = r.int(3, 7); p > 0; p--) {
      const title = pickTitle(r);
      let slug = slugOf(title[0]);
      for (let n = 2; slugs.has(slug); n++) slug = `${slugOf(title[0])}-${n}`;
      slugs.add(slug);
      group.pages.push(place(`${group.folder}/${slug}`, title, section.groups.length));
    }
    section.groups.push(group);
  }
  return section;
}

function upperFirst(text: string): string {
  return text[0].toUpperCase() + text.slice(1);
}

/** Number of pages in a section. */
export function sizeOf(section: SectionPlace): number {
  return 1 + section.groups.reduce((sum, g) => sum + g.pages.length, 0);
}

/**
 * The sections of a site with `docPages` doc pages (the home page not counted), the last one cut to what
 * remains: a folder left without pages is dropped.
 */
export function layoutSite(seed: number, docPages: number): SectionPlace[] {
  const sections: SectionPlace[] = [];
  let placed = 0;
  for (let number = 0; placed < docPages; number++) {
    const section = sectionPlace(seed, number, placed);
    const room = docPages - placed;
    if (sizeOf(section) > room) {
      section.groups = section.groups
        .map((g) => ({ ...g, pages: g.pages.filter((p) => p.index < docPages) }))
        .filter((g) => g.pages.length > 0);
    }
    placed += sizeOf(section);
    sections.push(section);
  }
  return sections;
}

/** Every doc page of a layout, in sequence order. */
export function pagesOf(sections: readonly SectionPlace[]): PagePlace[] {
  return sections.flatMap((s) => [s.index, ...s.groups.flatMap((g) => g.pages)]);
}
