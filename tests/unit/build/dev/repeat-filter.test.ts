import { describe, expect, it } from 'vitest';
import { asBefore, RepeatFilter } from '../../../../src/build/dev/repeat-filter';

describe('RepeatFilter', () => {
  it('prints a run whole, then only the lines the run before did not print, counting the others', () => {
    const printed: string[] = [];
    const warnings = new RepeatFilter((line) => printed.push(line));
    for (const line of ['a', 'b', 'a']) warnings.line(line);
    expect([printed, warnings.end()]).toEqual([['a', 'b'], 0]);

    printed.length = 0;
    for (const line of ['a', 'c', 'b']) warnings.line(line);
    expect([printed, warnings.end()]).toEqual([['c'], 2]);
  });

  it('prints a line again once a run went without it', () => {
    const printed: string[] = [];
    const warnings = new RepeatFilter((line) => printed.push(line));
    warnings.line('a');
    warnings.end();
    warnings.end();
    warnings.line('a');
    expect(printed).toEqual(['a', 'a']);
  });
});

describe('asBefore', () => {
  it('says how many warnings were left out, and nothing when none were', () => {
    expect([asBefore(0), asBefore(1), asBefore(3)]).toEqual(['', ' (1 warning as before)', ' (3 warnings as before)']);
  });
});
