/**
 * Ordered relevance set for the Chinese index: for each query, the pages of the first results in
 * order, as far as that order has a reason (see ranking.ts).
 */
import { describe } from 'vitest';
import { chineseKeywords } from './keywords-zh';
import { rankingSet } from './ranking';

describe('Chinese relevance', () => rankingSet('zh', chineseKeywords));
