import { describe, expect, it } from 'vitest';
import { isPrecompressed } from '../../../src/build/is-precompressed';

const large = () => 50_000;
const small = () => 4095;

describe('isPrecompressed', () => {
  it('gives shared files of 4 KB or more their copies', () => {
    for (const path of [
      'assets/main.1a2b3c4d.js',
      'assets/style.1a2b3c4d.css',
      'static/search_index.en.1a2b3c4d.json',
      'static/search/en.s0.1a2b3c4d.json',
      'static/search/zh.v2.1a2b3c4d.json',
      'static/routes/en_guide.1a2b3c4d.json',
    ])
      expect(isPrecompressed(path, false, large), path).toBe(true);
  });

  it('leaves the files for LLM tools, which no page fetches, without copies however large', () => {
    for (const path of ['llms.txt', 'llms-full.txt', 'zh/llms.txt', 'zh/llms-full.txt'])
      expect(isPrecompressed(path, false, large), path).toBe(false);
    expect(isPrecompressed('assets/llms-full.txt.1a2b3c4d.js', false, large)).toBe(true);
  });

  it('leaves shared files under 4 KB to the host', () => {
    expect(isPrecompressed('static/sidebars/guide.1a2b3c4d.json', false, small)).toBe(false);
    expect(isPrecompressed('static/sidebars/guide.1a2b3c4d.json', false, () => 4096)).toBe(true);
  });

  it("leaves a page's own files without copies, however large, and never asks their size", () => {
    const size = () => {
      throw new Error('asked for the size of a page file');
    };
    for (const path of [
      'guide/start.html',
      'zh/404.html',
      'guide/start.md',
      'static/chunks/guide_start.1a2b3c4d.json',
      'static/search/en.f12.1a2b3c4d.json',
    ])
      expect(isPrecompressed(path, false, size), path).toBe(false);
  });

  it('gives every file its copies with --precompress', () => {
    for (const path of [
      'guide/start.html',
      'static/chunks/a.1a2b3c4d.json',
      'static/sidebars/a.1a2b3c4d.json',
      'llms-full.txt',
    ])
      expect(isPrecompressed(path, true, small), path).toBe(true);
  });
});
