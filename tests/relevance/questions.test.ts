/** The question sets (questions-en.ts, questions-zh.ts) against the real indexes, in order. */
import { describe } from 'vitest';
import { englishQuestions } from './questions-en';
import { chineseQuestions } from './questions-zh';
import { rankingSet } from './ranking';

describe('English questions', () => rankingSet('en', englishQuestions));
describe('Chinese questions', () => rankingSet('zh', chineseQuestions));
