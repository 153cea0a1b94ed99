import { describe, expect, it } from 'vitest';
import { renderBuiltIn as render } from './render-built-in';

describe('<Tag>', () => {
  it('shows each comma-separated tag, the common ones as badges of their colour', async () => {
    const page = await render('Status: <Tag tag="new, deprecated, beta" />');
    expect(page.errors).toEqual([]);
    expect(page.html).toBe(
      '<p>Status: <span class="tags"><span class="badge badge-tip">new</span><span class="badge badge-danger">deprecated</span><span class="badge tag">beta</span></span></p>',
    );
  });

  it('shows an image URL as that image, and stays out of the heading id and outline', async () => {
    const page = await render('## Icons <Tag tag="/icons/star.svg" />');
    expect(page.html).toContain('<img src="/icons/star.svg" alt="" class="tag-image" loading="lazy">');
    expect(page.toc).toEqual([expect.objectContaining({ text: 'Icons', id: 'icons' })]);
  });

  it('reports a tag-less Tag at its line', async () => {
    expect((await render('<Tag />')).errors).toEqual([{ line: 3, message: '<Tag> needs a "tag"' }]);
  });
});
