import { readFileSync } from 'node:fs';

/** Titles and outlines of every page (a copy of the product outline, kept with the tests). */
export interface OutlinePage {
  title: string;
  headings: { depth: number; text: string; id: string }[];
}
export const outline = JSON.parse(readFileSync(new URL('../fixtures/outline.json', import.meta.url), 'utf8')) as {
  routes: Record<string, { en: OutlinePage; zh: OutlinePage }>;
};

/** Every route of the site, in both languages, with the h1 it must show. */
export const routes: { path: string; title: string; page: OutlinePage }[] = Object.entries(outline.routes).flatMap(
  ([path, langs]) => [
    { path, title: langs.en.title, page: langs.en },
    { path: `/zh${path}`, title: langs.zh.title, page: langs.zh },
  ],
);
