import { describe, expect, it } from 'vitest';
import { readFence } from '../../../../src/build/markdown/container-fence';

describe('readFence', () => {
  it('reads a type and what follows it on the line', () => {
    expect(readFence(':::tip Custom title')).toEqual({ kind: 'open', name: 'tip', type: 'tip', rest: ' Custom title' });
  });

  it('accepts more colons and any letter case for the type', () => {
    expect(readFence('::::Details')).toEqual({ kind: 'open', name: 'Details', type: 'details', rest: '' });
  });

  it('reads an unknown type without giving it a container type', () => {
    expect(readFence(':::aside')).toEqual({ kind: 'open', name: 'aside', type: undefined, rest: '' });
  });

  it('reads a closing fence of three or more colons', () => {
    expect(readFence(':::')).toEqual({ kind: 'close' });
    expect(readFence('::::  ')).toEqual({ kind: 'close' });
  });

  it('leaves lines that are not fences alone', () => {
    for (const line of ['a ::: b', '::', ':::1abc', 'text']) expect(readFence(line)).toBeUndefined();
  });
});
