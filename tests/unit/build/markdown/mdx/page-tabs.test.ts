import { describe, expect, it } from 'vitest';
import { renderBuiltIn as render } from './render-built-in';

describe('<PageTabs>', () => {
  it('renders its PageTab parts as tabs whose headings all stay in the outline', async () => {
    const page = await render(
      '<PageTabs>\n<PageTab label="Use">\n\n## Foo\n\n</PageTab>\n<PageTab label="API">\n\n## Bar\n\n</PageTab>\n</PageTabs>',
    );
    expect(page.errors).toEqual([]);
    expect(page.html).toMatch(/^<div class="tabs page-tabs"><div role="tablist" class="tab-list">/);
    expect(page.html).toContain('>Use</button>');
    expect(page.html).toContain('>API</button>');
    expect(page.toc.map((h) => h.text)).toEqual(['Foo', 'Bar']);
  });

  it('reports anything but PageTab inside, and a PageTab without a label', async () => {
    expect((await render('<PageTabs>\n\nText\n\n</PageTabs>')).errors).toEqual([
      { line: 3, message: '<PageTabs> may only hold <PageTab> elements' },
    ]);
    expect((await render('<PageTabs>\n<PageTab>\n\nx\n\n</PageTab>\n</PageTabs>')).errors).toEqual([
      { line: 3, message: '<PageTab> at line 4 needs a "label", or its <PageTabs> a "values" list naming each tab' },
    ]);
  });
});
