import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeWhole } from '../../../src/build/write-whole';
import { tempFolder } from '../../support/temp-folder';

describe('writeWhole', () => {
  it('writes the file, replacing one there, and leaves no other file behind', () => {
    const dir = tempFolder('esmx-write-whole-');
    const file = join(dir, 'index.js');
    writeWhole(file, 'export {};');
    writeWhole(file, new TextEncoder().encode('export const a = 1;'));
    expect(readFileSync(file, 'utf8')).toBe('export const a = 1;');
    expect(readdirSync(dir)).toEqual(['index.js']);
  });
});
