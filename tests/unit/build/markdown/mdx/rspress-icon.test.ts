import { describe, expect, it } from 'vitest';
import { renderBuiltIn as render } from './render-built-in';

describe("Rspress's theme icons in a page", () => {
  it('draw an outline 1em square in the text colour, with the class and size given', async () => {
    const page = await render('<IconArrowDown className="dl big" width="20" /> Download');
    expect(page.errors).toEqual([]);
    expect(page.html).toBe(
      '<p><svg width="20" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="dl big"><path d="M12 5v14M6 13l6 6 6-6"></path></svg> Download</p>',
    );
  });

  it('fill a brand mark, in its own drawing box', async () => {
    const page = await render('<IconGithub style={{ color: "red" }} />');
    expect(page.errors).toEqual([]);
    expect(page.html).toMatch(
      /^<svg width="1em" height="1em" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" style="color:red"><path d="M8 0C/,
    );
  });
});
