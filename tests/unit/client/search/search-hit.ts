import type { SearchHit } from '../../../../src/shared/search';

/** A content hit on `link`, the rest of it fixed: the result-list tests care only where hits point. */
export const hit = (link: string): SearchHit => ({
  type: 'content',
  title: 'T',
  header: 'H',
  link,
  query: 'q',
  statement: 's',
  highlightInfoList: [],
  headings: ['H'],
});
