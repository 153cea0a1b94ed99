import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/build/markdown';
import { writeTree } from '../tree';

async function render(body: string) {
  const contentDir = join(realpathSync(writeTree({ 'content/public/imgs/here.png': 'PNG' })), 'content');
  return renderMarkdown(body, {
    file: 'en/index.mdx',
    routePath: '/',
    lang: 'en',
    format: 'mdx',
    images: { pageFile: join(contentDir, 'en/index.mdx'), contentDir, base: '/' },
  });
}

describe('an MDX image that is not there', () => {
  it('is an error when its src is written as text (a site path public/ lacks)', async () => {
    const page = await render('# Home\n\n<img src="/imgs/missing.png" />\n');
    expect(page.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^image "\/imgs\/missing\.png" not found/),
    ]);
  });

  it("is a warning when the page's code makes its src, which Rspress never checks", async () => {
    const page = await render("# Home\n\n<img src={'/imgs/' + 'missing.png'} />\n\n<img src={'/imgs/here.png'} />\n");
    expect(page.errors).toEqual([]);
    expect(page.warnings).toEqual([
      { line: 3, message: expect.stringMatching(/^image "\/imgs\/missing\.png" not found/) },
    ]);
    expect(page.html).toContain('<img src="/imgs/missing.png" loading="lazy">');
  });

  it("is a warning too when the page's code makes a relative src that is not there", async () => {
    const page = await render("# Home\n\n<img src={'./' + 'gone.png'} />\n");
    expect(page.errors).toEqual([]);
    expect(page.warnings).toEqual([{ line: 3, message: expect.stringMatching(/^image "\.\/gone\.png" not found/) }]);
  });
});
