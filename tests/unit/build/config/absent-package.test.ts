import { describe, expect, it } from 'vitest';
import {
  absentPackage,
  absentPackageName,
  madeByAbsent,
  missingPackageOf,
  packageToInstall,
} from '../../../../src/build/config/absent-package';

describe('a stand-in for an absent package', () => {
  it('gives itself back whatever is done with it, and is no thenable', async () => {
    const standIn = absentPackage() as Record<string, (...args: unknown[]) => unknown> & (new () => unknown);
    expect(standIn.pluginRss({ siteUrl: 'x' })).toBe(standIn);
    expect(new standIn()).toBe(standIn);
    expect('anything' in standIn).toBe(true);
    expect(`${standIn}`).toBe('');
    expect(await Promise.resolve(standIn)).toBe(standIn);
  });

  it('tells the package it stands for, through whatever was made of it, and nothing for a value of the config', () => {
    const sitemap = absentPackage('rspress-plugin-sitemap') as (options: unknown) => unknown;
    expect(absentPackageName(sitemap({ domain: 'x' }))).toBe('rspress-plugin-sitemap');
    expect(absentPackageName(absentPackage())).toBe('');
    expect(absentPackageName({ name: 'mine' })).toBeUndefined();
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

describe('the absent packages a value comes from', () => {
  it('are those whose stand-in it is, whatever was done with it on the way', () => {
    const standIns = { '@callstack/rspress-preset': absentPackage(), 'rspress-plugin-x': absentPackage() };
    const preset = standIns['@callstack/rspress-preset'] as (...args: unknown[]) => { config: unknown };
    expect(madeByAbsent(preset({ title: 'Rock' }).config, standIns)).toEqual(['@callstack/rspress-preset']);
  });

  it('are none for a value of the config itself', () => {
    expect(madeByAbsent({ title: 'Rock' }, { 'rspress-plugin-x': absentPackage() })).toEqual([]);
  });
});

describe('the package to install for an import', () => {
  it('is the import without its subpath, a scoped one keeping its scope', () => {
    expect(packageToInstall('@callstack/rspress-preset/config')).toBe('@callstack/rspress-preset');
    expect(packageToInstall('rspress-plugin-x/sub/path')).toBe('rspress-plugin-x');
    expect(packageToInstall('rspress-plugin-x')).toBe('rspress-plugin-x');
  });
});
