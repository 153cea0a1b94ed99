import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRspress1Nav } from '../../../src/build/rspress1-nav';
import { writeTree } from './tree';

const metaOf = (text: string) => join(writeTree({ 'en/_meta.json': text }), 'en/_meta.json');

describe('isRspress1Nav', () => {
  it("takes a top-level _meta.json of nav items with text, link and activeMatch for Rspress 1's nav", () => {
    const nav = [
      { text: 'Guide', link: '/guide/start/intro', activeMatch: '/guide/' },
      { text: 'More', items: [{ text: 'Blog', link: '/blog/' }] },
    ];
    expect(isRspress1Nav(metaOf(JSON.stringify(nav)))).toBe(true);
    expect(isRspress1Nav(metaOf(`\uFEFF${JSON.stringify(nav)}`))).toBe(true);
  });

  it('takes it for the nav with a typed item among its items too, once one has activeMatch', () => {
    const nav =
      '[{ "text": "Guide", "link": "/guide/a", "activeMatch": "/guide/" }, { "type": "custom-link", "text": "Log", "link": "https://x.dev" }]';
    expect(isRspress1Nav(metaOf(nav))).toBe(true);
  });

  it("takes Rspress 2's sidebar entries for a sidebar: names, typed entries, custom links", () => {
    expect(isRspress1Nav(metaOf('["intro", "guide"]'))).toBe(false);
    expect(isRspress1Nav(metaOf('[{ "type": "dir", "name": "guide", "label": "Guide" }]'))).toBe(false);
    expect(isRspress1Nav(metaOf('[{ "type": "custom-link", "label": "Blog", "link": "/blog/" }]'))).toBe(false);
    expect(isRspress1Nav(metaOf('[{ "text": "Guide", "link": "/guide/" }, "intro"]'))).toBe(false);
    expect(isRspress1Nav(metaOf('[]'))).toBe(false);
  });

  it('leaves a missing or broken file to the sidebar, which reports it', () => {
    expect(isRspress1Nav(metaOf('[{ "text": "Guide",'))).toBe(false);
    expect(isRspress1Nav(join(writeTree({}), 'en/_meta.json'))).toBe(false);
  });
});
