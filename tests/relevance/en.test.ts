/**
 * Ordered relevance set for the English index: for each query, the pages of the first results in
 * order, as far as that order has a reason (see ranking.ts).
 */
import { describe } from 'vitest';
import { englishKeywords } from './keywords-en';
import { rankingSet } from './ranking';

describe('English relevance', () => rankingSet('en', englishKeywords));
