import { describe, expect, it } from 'vitest';
import { renderBuiltIn as render } from './render-built-in';

describe('<SourceCode>', () => {
  it('links to the source in a new tab, labelled in the page language', async () => {
    const href = 'https://github.com/esmnext/esmx/blob/main/src/a.ts';
    expect((await render(`<SourceCode href="${href}" />`)).html).toBe(
      `<a class="source-code source-code-github" href="${href}" target="_blank" rel="noopener noreferrer">Source</a>`,
    );
    expect((await render(`<SourceCode href="${href}" platform="gitlab" />`, 'zh')).html).toContain(
      'class="source-code source-code-gitlab"',
    );
    expect((await render(`<SourceCode href="${href}" />`, 'zh')).html).toContain('>源码</a>');
  });

  it('reports a missing href and an unknown platform at their lines', async () => {
    expect((await render('<SourceCode />')).errors).toEqual([{ line: 3, message: '<SourceCode> needs a "href"' }]);
    expect((await render('<SourceCode href="https://x.org" platform="bitbucket" />')).errors).toEqual([
      { line: 3, message: '<SourceCode> platform "bitbucket" is not one of github, gitlab' },
    ]);
  });
});
