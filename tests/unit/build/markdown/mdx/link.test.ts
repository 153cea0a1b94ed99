import { describe, expect, it } from 'vitest';
import { renderBuiltIn as render } from './render-built-in';

describe('<Link>', () => {
  it('is a link whose children are its text, checked like a Markdown link', async () => {
    const page = await render('Read <Link href="/guide/b">the **next** page</Link>.');
    expect(page.html).toBe('<p>Read <a href="/guide/b">the <strong>next</strong> page</a>.</p>');
    expect(page.links).toEqual([expect.objectContaining({ url: '/guide/b', line: 3 })]);
  });

  it('shows its href when it has no children, and reports a missing href', async () => {
    expect((await render('<Link href="https://rspress.rs" />')).html).toContain('>https://rspress.rs</a>');
    expect((await render('<Link>x</Link>')).errors).toEqual([{ line: 3, message: '<Link> needs a "href"' }]);
  });
});
