import { describe, expect, it } from 'vitest';
import { rootReading } from '../../../../src/build/markdown/root-read-link';

describe('rootReading', () => {
  it.each([
    ['guide/api', '/guide/start', 'en', { url: '/guide/api', relative: './api' }],
    ['docs/api/render.mdx', '/docs/guides/faq', 'en', { url: '/docs/api/render', relative: '../api/render' }],
    ['guide/api#props', '/zh/guide/start', 'zh', { url: '/zh/guide/api#props', relative: './api#props' }],
    ['guide/', '/guide/start', 'en', { url: '/guide/', relative: './' }],
    ['guide/advanced/', '/guide/', 'en', { url: '/guide/advanced/', relative: './advanced/' }],
  ])('reads %s on %s from the language root', (href, route, lang, expected) => {
    expect(rootReading(href, route, lang)).toEqual({ written: href, ...expected });
  });

  it('leaves alone a link that says where it starts: "./", "../", "/" or "#"', () => {
    for (const href of ['./api', '../api', '/guide/api', '#top'])
      expect(rootReading(href, '/guide/start', 'en')).toBeUndefined();
  });
});
