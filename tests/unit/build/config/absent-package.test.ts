import { describe, expect, it } from 'vitest';
import { absentPackage, missingPackageOf } from '../../../../src/build/config/absent-package';

describe('a stand-in for an absent package', () => {
  it('gives itself back whatever is done with it, and is no thenable', async () => {
    const standIn = absentPackage() as Record<string, (...args: unknown[]) => unknown> & (new () => unknown);
    expect(standIn.pluginRss({ siteUrl: 'x' })).toBe(standIn);
    expect(new standIn()).toBe(standIn);
    expect('anything' in standIn).toBe(true);
    expect(`${standIn}`).toBe('');
    expect(await Promise.resolve(standIn)).toBe(standIn);
  });
});

describe('the package a failed import could not find', () => {
  it('is named for a bare package, from require and from the ESM loader', () => {
    expect(missingPackageOf(new Error("Cannot find module 'rspress-plugin-rss'\nRequire stack:\n- /a.ts"))).toBe(
      'rspress-plugin-rss',
    );
    expect(missingPackageOf(new Error("Cannot find package '@scope/x' imported from /a.mjs"))).toBe('@scope/x');
  });

  it('is none for a missing file of the config itself, or another failure', () => {
    expect(missingPackageOf(new Error("Cannot find module './theme/config'"))).toBeUndefined();
    expect(missingPackageOf(new Error("Cannot find module '/abs/file.ts'"))).toBeUndefined();
    expect(missingPackageOf(new SyntaxError('Unexpected token'))).toBeUndefined();
  });
});
