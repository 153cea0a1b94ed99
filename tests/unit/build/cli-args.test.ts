import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../src/build/cli-args';
import { writeTree } from './tree';

const cwd = '/work/site';
const parse = (args: string, env: NodeJS.ProcessEnv = {}) => parseArgs(args.split(' ').filter(Boolean), env, cwd);

describe('parseArgs', () => {
  it('builds content/ into dist/ of the working directory by default, with the cache', () => {
    expect(parse('build')).toEqual({
      command: 'build',
      contentDir: '/work/site/content',
      outDir: '/work/site/dist',
      cache: true,
      precompress: false,
      timings: false,
    });
  });

  it('builds and serves docs/ by default where there is docs/ and no content/ (what init makes)', () => {
    const project = writeTree({ 'docs/index.md': '# Home\n' });
    expect(parseArgs(['build'], {}, project)).toMatchObject({ contentDir: join(project, 'docs') });
    expect(parseArgs(['dev'], {}, project)).toMatchObject({ contentDir: join(project, 'docs') });
    const both = writeTree({ 'docs/index.md': '# Home\n', 'content/index.md': '# Home\n' });
    expect(parseArgs(['build'], {}, both)).toMatchObject({ contentDir: join(both, 'content') });
  });

  it('writes compressed copies of every page with --precompress, which takes no value', () => {
    expect(parse('build --precompress')).toMatchObject({ command: 'build', precompress: true });
    expect(() => parse('build --precompress=yes')).toThrow('esmx-docs: --precompress takes no value');
    expect(() => parse('dev --precompress')).toThrow('esmx-docs: unknown option --precompress for dev');
  });

  it('prints each stage’s time with --timings, a build flag that takes no value', () => {
    expect(parse('build --timings')).toMatchObject({ command: 'build', timings: true });
    expect(() => parse('build --timings=1')).toThrow('esmx-docs: --timings takes no value');
    expect(() => parse('preview --timings')).toThrow('esmx-docs: unknown option --timings for preview');
  });

  it('builds any folder, anywhere, into --out, and turns the cache off with --no-cache', () => {
    expect(parse('build /tmp/docs --out ../public --no-cache')).toEqual({
      command: 'build',
      contentDir: '/tmp/docs',
      outDir: '/work/public',
      cache: false,
      precompress: false,
      timings: false,
    });
    expect(parse('build --out=site docs')).toMatchObject({ contentDir: '/work/site/docs', outDir: '/work/site/site' });
  });

  it('serves on --port, else PORT, else 4173', () => {
    expect(parse('dev docs --port 5000', { PORT: '6000' })).toEqual({
      command: 'dev',
      contentDir: '/work/site/docs',
      port: 5000,
      host: '127.0.0.1',
    });
    expect(parse('serve', { PORT: '6000' })).toEqual({
      command: 'serve',
      outDir: '/work/site/dist',
      port: 6000,
      host: '127.0.0.1',
    });
    expect(parse('serve build')).toEqual({
      command: 'serve',
      outDir: '/work/site/build',
      port: 4173,
      host: '127.0.0.1',
    });
  });

  it('listens on --host, a name or an IP address, else on 127.0.0.1 alone', () => {
    expect(parse('dev --host 0.0.0.0')).toMatchObject({ command: 'dev', host: '0.0.0.0' });
    expect(parse('serve --host=::1')).toMatchObject({ command: 'serve', host: '::1' });
    expect(parse('serve --host docs.lan')).toMatchObject({ host: 'docs.lan' });
  });

  it('starts a site in docs/ in English and Chinese by default, else in the folder and languages given', () => {
    expect(parse('init')).toEqual({ command: 'init', dir: '/work/site/docs', langs: ['en', 'zh'] });
    expect(parse('init manual --lang de,fr')).toEqual({
      command: 'init',
      dir: '/work/site/manual',
      langs: ['de', 'fr'],
    });
    expect(parse('init --lang=ja')).toEqual({ command: 'init', dir: '/work/site/docs', langs: ['ja'] });
    // The codes themselves are init's to check (it says which one is wrong).
    expect(parse('init --lang en,,x')).toMatchObject({ langs: ['en', '', 'x'] });
  });

  it('previews a built site like serve, its other name', () => {
    expect(parse('preview')).toEqual(parse('serve'));
    expect(parse('preview out --port 5000')).toEqual({
      command: 'serve',
      outDir: '/work/site/out',
      port: 5000,
      host: '127.0.0.1',
    });
  });

  it('answers --version and -v for any command', () => {
    expect(parse('--version')).toEqual({ command: 'version' });
    expect(parse('build -v')).toEqual({ command: 'version' });
  });

  it('answers --help for any command', () => {
    expect(parse('--help')).toEqual({ command: 'help' });
    expect(parse('build -h')).toEqual({ command: 'help' });
  });

  it.each([
    ['', 'esmx-docs: missing command'],
    ['publish', 'esmx-docs: unknown command "publish"'],
    ['build --watch', 'esmx-docs: unknown option --watch for build'],
    ['serve --no-cache', 'esmx-docs: unknown option --no-cache for serve'],
    ['build --out', 'esmx-docs: --out needs a value'],
    ['build --no-cache=yes', 'esmx-docs: --no-cache takes no value'],
    ['dev --port http', 'esmx-docs: --port must be a port number (0-65535), got "http"'],
    ['build a b', 'esmx-docs: build takes one folder, got a b'],
    ['build --host 0.0.0.0', 'esmx-docs: unknown option --host for build'],
    ['init --lang', 'esmx-docs: --lang needs a value'],
    ['init a b', 'esmx-docs: init takes one folder, got a b'],
    ['preview --out x', 'esmx-docs: unknown option --out for preview'],
    ['dev --host http://x', 'esmx-docs: --host must be a host name or an IP address, got "http://x"'],
  ])('rejects "%s"', (args, message) => {
    expect(() => parse(args)).toThrow(message);
  });

  it('rejects a PORT that is not a port', () => {
    expect(() => parse('serve', { PORT: '99999' })).toThrow(
      'esmx-docs: PORT must be a port number (0-65535), got "99999"',
    );
  });
});
