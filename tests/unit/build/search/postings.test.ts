import { describe, expect, it } from 'vitest';
import { ownCopy, Postings } from '../../../../src/build/search/postings';
import type { Field } from '../../../../src/shared/search-index/term-map';
import type { FieldTerms } from '../../../../src/shared/search-index/tokenize';
import { collectGarbage } from '../../../support/garbage';

const fields = (content: Map<string, number>): Record<Field, FieldTerms> => ({
  title: { length: 0, counts: new Map() },
  header: { length: 0, counts: new Map() },
  meta: { length: 0, counts: new Map() },
  content: { length: content.size, counts: content },
});

/** Heap in use after a full collection, in MB. */
const heapMb = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

describe('ownCopy', () => {
  it('gives back the same text', () => {
    expect(ownCopy('go')).toBe('go');
    expect(ownCopy('serverSideRenderingContext')).toBe('serverSideRenderingContext');
    expect(ownCopy('服务端渲染上下文的生命周期钩子函数')).toBe('服务端渲染上下文的生命周期钩子函数');
  });
});

describe('Postings', () => {
  it('keeps no page text alive through a long term cut from it', () => {
    const postings = new Postings();
    const before = heapMb();
    // 40 pages of 1 MB, each adding one long word of its own, cut from its text as the tokenizer does.
    for (let page = 0; page < 40; page++) {
      const text = `${'x'.repeat(2 ** 20)} hydrationcontext${page}`.toLowerCase();
      const term = text.slice(2 ** 20 + 1);
      postings.add(page, fields(new Map([[term, 1]])));
    }
    expect(heapMb() - before).toBeLessThan(8);
    expect(postings.terms.slice(0, 2)).toEqual(['hydrationcontext0', 'hydrationcontext1']);
  });
});
