import { describe, expect, it } from 'vitest';
import { renderBuiltIn as render } from './render-built-in';

const GROUP = `<OverviewGroup
  group={{
    name: 'Start',
    items: [
      {
        text: 'Introduction',
        link: '/guide/intro',
        headers: [{ id: 'why', text: 'Why', depth: 2 }, { id: 'how', text: 'How', depth: 2 }],
      },
      { text: 'Install', link: '/guide/install', items: [{ text: 'Plugins', link: '/plugin/list' }] },
      { text: 'Bare', link: '/guide/bare' },
    ],
  }}
/>`;

describe('<OverviewGroup>', () => {
  it('renders the group as the cards an overview page lists: its name as the h2, each item a titled card', async () => {
    const page = await render(GROUP);
    expect(page.errors).toEqual([]);
    const html = page.html;
    expect(html).toMatch(
      /^<section class="overview-group" aria-label="Start"><h2 class="overview-group-title" id="start">Start/,
    );
    expect(html).toContain('<h3 class="overview-card-title" id="introduction"><a href="/guide/intro">Introduction</a>');
    expect(html).toContain('<li><a href="/guide/intro#why">Why</a></li><li><a href="/guide/intro#how">How</a></li>');
    expect(html).toContain('<li><a href="/plugin/list">Plugins</a></li>');
    // A card with neither headers nor items has no empty list.
    expect(html).toContain('<a href="/guide/bare">Bare</a></h3></div>');
  });

  it("puts the group's name in the page's outline, and not its cards' titles, as Rspress does", async () => {
    const page = await render(`${GROUP}\n\n## How it works`);
    expect(page.toc.map((entry) => entry.text)).toEqual(['Start', 'How it works']);
    expect(page.html).not.toContain('href="#introduction"');
  });

  it('checks every link it shows, as links written in Markdown are', async () => {
    const links = (await render(GROUP)).links;
    // Each is reported at the element's line, as a dead link must be found in the page.
    expect(new Set(links.map((link) => link.line))).toEqual(new Set([3]));
    const urls = links.map((link) => link.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/guide/intro',
        '/guide/intro#why',
        '/guide/intro#how',
        '/guide/install',
        '/plugin/list',
      ]),
    );
  });

  it('reports a group it cannot read at the element, naming the prop', async () => {
    expect((await render('<OverviewGroup />')).errors).toEqual([
      { line: 3, message: '<OverviewGroup> needs a "group" object: { name, items }' },
    ]);
    expect((await render(`<OverviewGroup group={{ name: 'A', items: [{ text: 'x' }] }} />`)).errors).toEqual([
      { line: 3, message: '<OverviewGroup> group.items[0].link must be a string' },
    ]);
    expect(
      (await render(`<OverviewGroup group={{ name: 'A', items: [{ text: 'x', link: '/a', headers: [1] }] }} />`))
        .errors,
    ).toEqual([
      { line: 3, message: '<OverviewGroup> group.items[0].headers[0] must be an object: { id, text, depth }' },
    ]);
  });
});

describe('<Overview groups>', () => {
  const OVERVIEW = `<Overview
  groups={[
    { name: 'Core', items: [{ text: 'Signals', link: '/api/signals', headers: [{ id: 'use-signal', text: 'useSignal', depth: 2 }] }] },
    { name: 'DOM', items: [{ text: 'Render', link: '/api/render' }] },
  ]}
/>`;

  it("draws the page's own groups as <OverviewGroup> draws one, and leaves the page no overview of the sidebar's", async () => {
    const page = await render(OVERVIEW);
    expect(page.errors).toEqual([]);
    expect(page.overview).toBeUndefined();
    expect(page.html).toMatch(/^<div class="overview"><section class="overview-group" aria-label="Core">/);
    expect(page.html).toContain('<li><a href="/api/signals#use-signal">useSignal</a></li>');
    expect(page.html).toContain('<section class="overview-group" aria-label="DOM">');
    expect(page.links.map((link) => link.url)).toEqual(
      expect.arrayContaining(['/api/signals', '/api/signals#use-signal', '/api/render']),
    );
  });

  it('draws its content above the groups', async () => {
    const page = await render(`<Overview content={<p>Every API.</p>} groups={[{ name: 'A', items: [] }]} />`);
    expect(page.errors).toEqual([]);
    expect(page.html).toMatch(
      /^<div class="overview"><p>Every API\.<\/p><section class="overview-group" aria-label="A">/,
    );
  });

  it('without groups makes the page the overview of its sidebar section, as before', async () => {
    const page = await render('<Overview />');
    expect([page.overview, page.html]).toEqual([true, '']);
  });

  it('reports groups it cannot read at the element, naming the group', async () => {
    expect((await render('<Overview groups="all" />')).errors).toEqual([
      { line: 3, message: '<Overview> groups must be a list of { name, items }' },
    ]);
    expect((await render(`<Overview groups={[{ name: 'A', items: [{ text: 'x' }] }]} />`)).errors).toEqual([
      { line: 3, message: '<Overview> groups[0].items[0].link must be a string' },
    ]);
    expect((await render('<Overview groups={[1]} />')).errors).toEqual([
      { line: 3, message: '<Overview> groups[0] must be an object: { name, items }' },
    ]);
  });
});
