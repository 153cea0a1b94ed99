import { describe, expect, it } from 'vitest';
import { createTermMap, FIELDS, type Field, slotWeight } from '../../../src/shared/search-index/term-map';
import { countTerms, queryUnits } from '../../../src/shared/search-index/tokenize';
import {
  type FieldScores,
  fieldScores,
  hitScore,
  idf,
  type MatchKind,
  type PlaceMatch,
  pageScore,
  placeFactor,
} from '../../../worker/score';

/** Normalized counts: `weights({ title: 1 })` holds the key once in a title of average length. */
const weights = (set: Partial<Record<Field, number>>) => ({ title: 0, header: 0, meta: 0, content: 0, ...set });
const total = (s: FieldScores) => s.title + s.header + s.meta + s.content;
const none: FieldScores = weights({});
/** Units' scores as pageScore reads them: one after another, each field in FIELDS order. */
const flat = (...rows: FieldScores[]) => rows.flatMap((row) => FIELDS.map((field) => row[field]));

describe('idf', () => {
  it('weighs a rare key above a common one, and a key on every page above nothing', () => {
    expect(idf(1, 22)).toBeCloseTo(3.135, 3);
    expect(idf(22, 22)).toBeCloseTo(Math.LN2, 6);
    expect(idf(2, 22)).toBeLessThan(idf(1, 22));
  });

  it('reads a document frequency of zero as one', () => {
    expect(idf(0, 10)).toBe(idf(1, 10));
  });
});

describe('fieldScores', () => {
  it('weighs a key by its field: title > headings > description and keywords > text', () => {
    const [title, header, meta, content] = (['title', 'header', 'meta', 'content'] as const).map((field) =>
      total(fieldScores(weights({ [field]: 1 }), 1, 'exact')),
    );
    expect([title, header, meta, content]).toEqual([8, 4, 2, 1]);
  });

  it('weighs a key by how it matched: exact > stemmed > prefix > typo-corrected', () => {
    const kinds: MatchKind[] = ['exact', 'stem', 'prefix', 'typo'];
    const scores = kinds.map((kind) => fieldScores(weights({ content: 1 }), 1, kind).content);
    expect(scores).toEqual([1, 0.75, 0.6, 0.45]);
  });

  it('multiplies by rarity, and leaves a field without the key at zero', () => {
    expect(fieldScores(weights({ title: 1, content: 1 }), 3, 'exact')).toEqual({
      title: 24,
      header: 0,
      meta: 0,
      content: 3,
    });
  });

  it('saturates: four times the count in a field adds well under four times the score', () => {
    const once = fieldScores(weights({ content: 1 }), 1, 'exact').content;
    const often = fieldScores(weights({ content: 4 }), 1, 'exact').content;
    expect(often / once).toBeCloseTo(1.69, 2);
  });
});

describe('pageScore', () => {
  const query = queryUnits('module linking cache');

  it('adds each field with the share of the query it holds, squared, times the share of the page', () => {
    // Title: 10 · (1/2)²; text: (2 + 2) · (2/2)²; both words held: · (2/2)².
    expect(
      pageScore(flat(weights({ title: 10, content: 2 }), weights({ content: 2 })), queryUnits('module linking')),
    ).toBe(6.5);
  });

  it('ranks a page holding every word above a page holding most, with the same score per word', () => {
    const word = weights({ content: 1 });
    const all = pageScore(flat(word, word, word), query) ?? 0;
    const most = pageScore(flat(word, word, none), query) ?? 0;
    expect(most).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(most * 2);
  });

  it('ranks words together in one field above the same words in two fields', () => {
    const together = pageScore(flat(weights({ title: 1 }), weights({ title: 1 })), queryUnits('module linking')) ?? 0;
    const apart = pageScore(flat(weights({ title: 1 }), weights({ header: 2 })), queryUnits('module linking')) ?? 0;
    expect(together).toBeGreaterThan(apart);
  });

  it('is no result when the page holds fewer than half of the meaningful words', () => {
    expect(pageScore(flat(weights({ title: 9 }), none, none), query)).toBeNull();
    expect(pageScore(flat(none, none, none), query)).toBeNull();
  });

  it('never requires a stop word, and counts one where the page holds it, next to a meaningful word', () => {
    const units = queryUnits('how to deploy');
    expect(units.map((u) => u.stop)).toEqual([true, true, false]);
    const deploy = weights({ content: 1 });
    const without = pageScore(flat(none, none, deploy), units);
    const withStop = pageScore(flat(deploy, none, deploy), units);
    expect(without).toBe(1);
    expect(withStop).toBeCloseTo(1.2, 6);
  });

  it('adds the score of a CJK run found whole as it is', () => {
    const units = queryUnits('渲染 上下文');
    const word = weights({ content: 1 });
    expect(pageScore(flat(word, word), units, 5)).toBe(7);
  });
});

describe('length normalization (term-map.ts)', () => {
  const empty = countTerms('');
  const map = createTermMap();
  map.add(0, {
    title: countTerms('Cache'),
    header: empty,
    meta: empty,
    content: countTerms(`cache ${'word '.repeat(3)}`),
  });
  map.add(1, {
    title: countTerms('Cache of many words here'),
    header: empty,
    meta: empty,
    content: countTerms(`cache ${'word '.repeat(40)}`),
  });
  const weightOf = (field: Field, page: number) => {
    const slots = map.entries()[field].find(([term]) => term === 'cache')?.[1] ?? [];
    return slotWeight(slots.findIndex((ids) => ids?.includes(page)));
  };

  it('weighs one mention in a long field below one mention in a short field', () => {
    expect(weightOf('content', 0)).toBe(2 ** 1.5);
    expect(weightOf('content', 1)).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it('normalizes a title less than text: a long title keeps more of its weight', () => {
    expect(weightOf('title', 0)).toBe(Math.SQRT2);
    expect(weightOf('title', 1)).toBeCloseTo(Math.SQRT1_2, 12);
    expect(weightOf('title', 0) / weightOf('title', 1)).toBeLessThan(weightOf('content', 0) / weightOf('content', 1));
  });
});

describe('placeFactor', () => {
  const units = queryUnits('import maps');
  const complete: PlaceMatch = { grades: [2, 2], complete: true, phrase: false };

  it('ranks a place holding the whole query by kind: title > heading > section', () => {
    const [title, header, content] = (['title', 'header', 'content'] as const).map((type) =>
      placeFactor(type, complete, units, false, 0),
    );
    expect([title, header, content]).toEqual([2, 1.5, 1.1]);
  });

  it('adds for the words side by side, less for the humps of one name, and for a place that is the query', () => {
    const base = placeFactor('header', complete, units, false, 0);
    expect(placeFactor('header', { ...complete, phrase: true }, units, false, 0) / base).toBe(1.25);
    expect(placeFactor('header', { ...complete, phrase: true, joined: true }, units, false, 0) / base).toBe(0.75);
    expect(placeFactor('header', complete, units, true, 0) / base).toBe(1.2);
  });

  it('adds for the share of a short title or heading the query covers', () => {
    expect(placeFactor('header', complete, units, false, 1)).toBeCloseTo(1.8, 12);
    expect(placeFactor('content', complete, units, false, 1)).toBe(1.1);
  });

  it('lets a title holding part of the query add in proportion, a heading less', () => {
    const half: PlaceMatch = { grades: [2, 0], complete: false, phrase: false };
    expect(placeFactor('title', half, units, false, 0)).toBe(1.5);
    expect(placeFactor('header', half, units, false, 0)).toBe(1.125);
    expect(placeFactor('title', { ...half, grades: [0, 0] }, units, false, 0)).toBe(1);
  });
});

describe('hitScore', () => {
  const units = queryUnits('alias');
  const exact: PlaceMatch = { grades: [2], complete: true, phrase: false };

  it("orders a page's hits by place: title > heading > section", () => {
    const scores = (['title', 'header', 'content'] as const).map((type) => hitScore(type, exact, units, false, 0));
    expect(scores).toEqual([35, 25, 15]);
  });

  it('ranks an exact word above a prefix in the same place, and a place that is the query above one that is not', () => {
    const prefix = { ...exact, grades: [1] };
    expect(hitScore('header', exact, units, false, 0)).toBeGreaterThan(hitScore('header', prefix, units, false, 0));
    expect(hitScore('header', exact, units, true, 0) - hitScore('header', exact, units, false, 0)).toBe(2);
  });
});

describe('the example in score.ts', () => {
  it('scores a title holding half of the query above a text holding all of it, as documented', () => {
    const units = queryUnits('configure routes');
    const [routes, configure] = [idf(4, 22), idf(2, 22)];
    const a = pageScore(
      flat(
        fieldScores(weights({ content: 1 }), configure, 'stem'),
        fieldScores(weights({ title: 1 }), routes, 'exact'),
      ),
      units,
    );
    const b = pageScore(
      flat(
        fieldScores(weights({ content: 1 }), configure, 'exact'),
        fieldScores(weights({ content: 1 }), routes, 'exact'),
      ),
      units,
    );
    expect([a, b].map((s) => (s ?? 0).toFixed(2))).toEqual(['4.21', '4.36']);
    const placeA = placeFactor('title', { grades: [0, 2], complete: false, phrase: false }, units, false, 1);
    const placeB = placeFactor('content', { grades: [2, 2], complete: true, phrase: false }, units, false, 0);
    expect([(a ?? 0) * placeA, (b ?? 0) * placeB].map((s) => s.toFixed(2))).toEqual(['6.31', '4.79']);
  });
});
