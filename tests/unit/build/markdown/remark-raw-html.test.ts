import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../src/build/markdown';

const options: MarkdownOptions = { file: 'content/en/api/index.md', routePath: '/api/', lang: 'en' };

/** A page's HTML (its title left out), warnings, errors and twin, from its lines after a `# T` title (line 3 is the first given). */
async function render(...lines: string[]) {
  const { html, warnings, errors, twin } = await renderMarkdown(['# T', '', ...lines].join('\n'), options);
  return { html: html.replace('<h1 id="t">T</h1>\n', ''), warnings, errors, twin };
}

describe('remarkRawHtml', () => {
  it('renders a table whose tags are spread over blocks, each cell holding its rendered Markdown, as API Documenter writes it', async () => {
    const page = await render(
      '<table><tr><td>',
      '',
      'A `code` and a [link](./b.md)',
      '',
      '</td><td>',
      '',
      '- x',
      '- y',
      '',
      '</td></tr></table>',
    );
    expect(page.html).toBe(
      '<div class="table-wrapper"><table><tbody><tr><td><p>A <code>code</code> and a <a href="/api/b">link</a></p></td>' +
        '<td><ul>\n<li>x</li>\n<li>y</li>\n</ul></td></tr></tbody></table></div>',
    );
    expect([page.warnings, page.errors]).toEqual([[], []]);
    expect(page.twin).toBe(
      '# T\n\n<table><tr><td>\n\nA `code` and a [link](/api/b)\n\n</td><td>\n\n- x\n- y\n\n</td></tr></table>\n',
    );
  });

  it('renders media as READMEs write it: a dark picture, captions, a download link', async () => {
    const page = await render(
      '<picture>',
      '  <source srcset="/dark.png" media="(prefers-color-scheme: dark)">',
      '  <img src="/light.png" alt="logo">',
      '</picture>',
      '',
      '<video src="/a.mp4" controls crossorigin="anonymous" disablepictureinpicture controlslist="nodownload"><track kind="captions" src="/a.vtt" srclang="en" label="English" default></video>',
      '',
      '<a href="/a.mp3" download>Audio</a>',
    );
    expect(page.warnings).toEqual([]);
    expect(page.html).toContain('<source srcset="/dark.png" media="(prefers-color-scheme: dark)">');
    expect(page.html).toContain(
      '<video src="/a.mp4" controls crossorigin="anonymous" disablepictureinpicture controlslist="nodownload"><track kind="captions" src="/a.vtt" srclang="en" label="English" default></video>',
    );
    expect(page.html).toContain('<a href="/a.mp3" download>Audio</a>');
  });

  it('leaves out an attribute it does not keep, named as it was written, and draws its element', async () => {
    const page = await render('<video src="/a.mp4" disableremoteplayback></video>');
    expect(page.warnings.map((w) => w.message)).toEqual([
      'raw HTML: <video disableremoteplayback> is left out, not among the attributes a .md page keeps (an .mdx page keeps it)',
    ]);
    expect(page.html).toContain('<video src="/a.mp4"></video>');
  });

  it("draws a landing page's sections (article, header, nav…), their data-* attributes left out, as no island's", async () => {
    const page = await render(
      '<div class="wrap">',
      '  <section data-section="hero" data-island="/evil.js">',
      '    <h2>Hero title</h2>',
      '  </section>',
      '  <article class="card"><header>Card</header><p>Card text.</p></article>',
      '</div>',
    );
    expect(page.html).toContain('<section>');
    expect(page.html).toContain('<article class="card"><header>Card</header><p>Card text.</p></article>');
    expect(page.html).not.toContain('data-');
    expect(page.warnings.map((w) => w.message)).toEqual([
      'raw HTML: <section data-section> is left out, not among the attributes a .md page keeps (an .mdx page keeps it)',
      'raw HTML: <section data-island> is left out, not among the attributes a .md page keeps (an .mdx page keeps it)',
    ]);
  });

  it('gives a heading inside a link (a card) its id but no anchor link, which would split the card', async () => {
    const page = await render(
      '<div className="grid">',
      '<a className="card" href="/other"><h3>Card title</h3><p>Card text.</p></a>',
      '</div>',
      '',
      '## Real heading',
    );
    expect(page.html).toContain(
      '<a class="card" href="/other"><h3 id="card-title">Card title</h3><p>Card text.</p></a>',
    );
    expect(page.html).toContain(
      '<h2 id="real-heading">Real heading<a class="header-anchor" href="#real-heading" aria-hidden="true" tabindex="-1">#</a></h2>',
    );
  });

  it('renders the <font> tags Yuque and Word exports colour text with, in a heading too, whose id is its text', async () => {
    const page = await render(
      '<font style="color:rgb(23, 43, 77);">Coloured</font> and <font color="red" size="2" face="serif">red</font>.',
      '',
      '### <font style="color:rgb(29, 33, 41);">Heading</font>',
    );
    expect(page.html).toBe(
      '<p><font style="color:rgb(23, 43, 77);">Coloured</font> and <font color="red" size="2" face="serif">red</font>.</p>\n' +
        '<h3 id="heading"><font style="color:rgb(29, 33, 41);">Heading</font>' +
        '<a class="header-anchor" href="#heading" aria-hidden="true" tabindex="-1">#</a></h3>',
    );
    expect([page.warnings, page.errors]).toEqual([[], []]);
  });

  it('pairs tags across blocks in a list item and in a quote, not across them', async () => {
    const page = await render('- <details>', '', '  In the item.', '', '  </details>', '', '> <b>', '>', '> </b>');
    expect(page.html).toBe(
      '<ul>\n<li>\n<details><p>In the item.</p></details>\n</li>\n</ul>\n<blockquote>\n<b></b>\n</blockquote>',
    );
    expect(page.warnings).toEqual([]);
  });

  it('ends an element never closed where its HTML ends, keeps what follows, and warns at its line', async () => {
    const page = await render('Intro', '', '<details>', '<summary>More</summary>', '', 'Inside.');
    expect(page.html).toBe('<p>Intro</p>\n<details>\n<summary>More</summary></details>\n<p>Inside.</p>');
    expect(page.warnings).toEqual([
      {
        line: 5,
        message:
          'raw HTML: <details> is never closed (no </details> follows in the same list item, quote, paragraph or page), so it ends where its own HTML ends',
      },
    ]);
  });

  it('leaves an element HTML lets an author leave open to close with its HTML, without a warning', async () => {
    const page = await render('<p align="center">Centred', '', 'After.');
    expect(page.html).toBe('<p align="center">Centred</p>\n<p>After.</p>');
    expect(page.warnings).toEqual([]);
  });

  it('leaves out a closing tag that closes nothing, as a browser and Rspress do, and warns at its line', async () => {
    const page = await render('<div>', '', 'A', '', '</span>', '', 'B', '', '</div>', '', 'C </b> D');
    expect(page.html).toBe('<div><p>A</p><p>B</p></div>\n<p>C  D</p>');
    // By line: a paragraph's inline HTML is read before the blocks around it.
    const byLine = page.warnings.sort((a, b) => a.line - b.line);
    expect(byLine.map((warning) => [warning.line, warning.message])).toEqual([
      [7, 'raw HTML: </span> closes no open element, so it is left out'],
      [13, 'raw HTML: </b> closes no open element, so it is left out'],
    ]);
  });

  it('closes an element left open inside another with the other, as a browser does, and warns at the closing tag', async () => {
    const page = await render(
      '<div>',
      '',
      'A',
      '',
      '<span>',
      '',
      'B',
      '',
      '</div></span>',
      '',
      '<p><b><i>x</b></i></p>',
    );
    expect(page.html).toBe('<div><p>A</p><span><p>B</p></span></div>\n<p><b><i>x</i></b></p>');
    expect(page.warnings.map((warning) => [warning.line, warning.message])).toEqual([
      [11, 'raw HTML: </div> also closes the <span> of line 7, still open inside it (close that first)'],
      [13, 'raw HTML: </b> also closes the <i> of line 13, still open inside it (close that first)'],
    ]);
  });

  it('takes a closing tag that comes after its misnested element was closed as closing nothing', async () => {
    const page = await render('<div>', '', '<span>', '', '</div>', '', '</span>');
    expect(page.html).toBe('<div><span></span></div>');
    expect(page.warnings.map((warning) => warning.line)).toEqual([7, 9]);
  });

  it('shows a refused piece of a table as text inside it, keeping the rest of the table and its Markdown', async () => {
    const page = await render(
      '<table><tr><td>',
      '',
      'A',
      '',
      '</td><td onclick="x">',
      '',
      'B',
      '',
      '</td></tr></table>',
    );
    expect(page.html).toBe(
      '<div class="table-wrapper"><table><tbody><tr><td><p>A</p><p>&#x3C;/td>&#x3C;td onclick="x"></p><p>B</p></td></tr></tbody></table></div>',
    );
    expect(page.warnings).toEqual([{ line: 7, message: 'raw HTML is shown as text: <td onclick> could run code' }]);
    expect(page.twin).toContain('</td><td onclick="x">\n\nB');
  });

  it('refuses a tag a parser would drop, rather than lose it', async () => {
    const page = await render('<body>', '', 'A', '', '</form>');
    expect(page.html).toBe('<p>&#x3C;body></p>\n<p>A</p>\n<p>&#x3C;/form></p>');
    expect(page.warnings.map((warning) => warning.line)).toEqual([3, 7]);
  });

  it('gives the HTML back once in the twin, with Markdown the parser leaves outside its elements', async () => {
    // A browser closes an <h2> at the next <h3>, so "C" stands after both.
    const page = await render('<h2>', '', 'A', '', '<h3>', '', 'B', '', '</h3>', '', 'C', '', '</h2>');
    expect(page.html).toMatch(/^<h2 id="a"><p>A<\/p>.*<\/h2>\n<h3 id="b"><p>B<\/p>.*<\/h3>\n<p>C<\/p>$/);
    expect(page.twin).toBe('# T\n\n<h2>\n\nA\n\n<h3>\n\nB\n\n</h3>\n\nC\n\n</h2>\n');
  });

  it("checks the URLs of a table's HTML at their lines", async () => {
    const page = await render(
      '<table><tr><td>',
      '',
      'A',
      '',
      '</td><td><a href="javascript:alert(1)">x</a>',
      '',
      '</td></tr></table>',
    );
    expect(page.html).toContain('<td><a>x</a></td>');
    expect(page.errors.map((error) => error.line)).toEqual([7]);
  });

  it('renders an iframe of another site or of a path on the site with its embed attributes, as Rspress does', async () => {
    const page = await render(
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/x" title="Demo" frameborder="0"',
      '  allow="autoplay; picture-in-picture" referrerpolicy="strict-origin" allowfullscreen></iframe>',
      '',
      'See <iframe src="/demo/" sandbox="allow-scripts" loading="lazy"></iframe> here.',
    );
    expect(page.html).toBe(
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/x" title="Demo" frameborder="0" allow="autoplay; picture-in-picture" referrerpolicy="strict-origin" allowfullscreen></iframe>\n' +
        '<p>See <iframe src="/demo/" sandbox="allow-scripts" loading="lazy"></iframe> here.</p>',
    );
    expect([page.warnings, page.errors]).toEqual([[], []]);
  });

  it('shows an iframe written with srcdoc, a src that is code or data, or a handler as text, warning at its line', async () => {
    const page = await render(
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '',
      '<iframe src="javascript:alert(1)"></iframe>',
      '',
      '<iframe src="data:text/html,x"></iframe>',
      '',
      '<iframe src="https://example.com" onload="alert(1)"></iframe>',
    );
    expect(page.html).not.toContain('<iframe');
    expect(page.warnings).toEqual([
      {
        line: 3,
        message:
          "raw HTML is shown as text: <iframe srcdoc> could run code (its document would be the page's own): give the iframe a src instead",
      },
      {
        line: 5,
        message:
          'raw HTML is shown as text: <iframe src="javascript:…"> could run code: an iframe may show an http(s) URL or a path on the site',
      },
      {
        line: 7,
        message:
          'raw HTML is shown as text: <iframe src="data:…"> could run code: an iframe may show an http(s) URL or a path on the site',
      },
      { line: 9, message: 'raw HTML is shown as text: <iframe onload> could run code' },
    ]);
  });

  it('renders a raw <h1> as a heading with an id, which names no page and stays in its search text', async () => {
    const page = await renderMarkdown('<h1 align="center">My Project</h1>\n\nIntro.', options);
    expect(page.html).toBe('<h1 align="center" id="my-project">My Project</h1>\n<p>Intro.</p>');
    expect([page.title, page.text, page.warnings]).toEqual([undefined, 'My Project\nIntro.', []]);
  });

  it('leaves the title to the Markdown h1, even one after a raw <h1>', async () => {
    const page = await renderMarkdown('<h1>Raw</h1>\n\n# Markdown\n\nText.', options);
    expect(page.html).toBe('<h1 id="raw">Raw</h1>\n<h1 id="markdown">Markdown</h1>\n<p>Text.</p>');
    expect([page.title, page.text]).toEqual(['Markdown', 'Raw\nText.']);
  });

  it('names a tag Markdown took for text for its JSX attribute value, at its line, and not its closing tag', async () => {
    const page = await render("- <span style={{ 'color': 'green' }}>(recommended)</span> use pnpm");
    expect(page.html).toBe(
      "<ul>\n<li>&#x3C;span style={{ 'color': 'green' }}>(recommended)&#x3C;/span> use pnpm</li>\n</ul>",
    );
    expect(page.warnings).toEqual([
      {
        line: 3,
        message:
          'raw HTML is shown as text: <span style={…}>: a {…} attribute value is JSX, which only .mdx pages read (write style="…" as HTML does, or rename the file to .mdx)',
      },
    ]);
  });

  it('shows raw HTML given a JSX attribute value as text, warning once though its closing tag is in a later block', async () => {
    const page = await render('<div className={styles.box}>', '', 'Inside.', '', '</div>', '', 'A </b> stray.');
    expect(page.html).toBe(
      '<p>&#x3C;div className={styles.box}></p>\n<p>Inside.</p>\n<p>&#x3C;/div></p>\n<p>A  stray.</p>',
    );
    // (A paragraph's HTML is read before the blocks around it.)
    const byLine = [...page.warnings].sort((a, b) => a.line - b.line);
    expect(byLine.map((warning) => [warning.line, warning.message.split(':').slice(0, 2).join(':')])).toEqual([
      [3, 'raw HTML is shown as text: <div className={…}>'],
      [9, 'raw HTML: </b> closes no open element, so it is left out'],
    ]);
  });

  it('still warns of a closing tag after a JSX-attribute tag of another name, or after one it already closed', async () => {
    const page = await render('<i a={1}>x</i> then </i> and </span>');
    expect(page.warnings.map((warning) => warning.message.slice(0, 40))).toEqual([
      'raw HTML is shown as text: <i a={…}>: a ',
      'raw HTML: </i> closes no open element, s',
      'raw HTML: </span> closes no open element',
    ]);
  });

  describe('component tags, which a .md page leaves out as Rspress 2 does', () => {
    const leftOut = (line: number, name: string) => ({
      line,
      message: `<${name}> is left out: components work in .mdx pages (rename the file to .mdx)`,
    });

    it('tells how to show a type parameter as text, which a component tag of one capital letter most often is', async () => {
      const page = await renderMarkdown('# T\n\n## Result<T>\n\nText.', options);
      expect(page.warnings).toEqual([
        {
          line: 3,
          message:
            '<T> is left out: components work in .mdx pages (rename the file to .mdx); as text, as in Result<T>, write \\<T> or put it in backticks',
        },
      ]);
    });

    it("leaves a heading's badge out of its HTML, id, outline, search text and twin, warning at its line", async () => {
      const source = '# T\n\n## `translucent` <Badge text="iOS" type="info" />\n\nSee [it](#translucent).';
      const page = await renderMarkdown(source, options);
      expect(page.html).toBe(
        '<h1 id="t">T</h1>\n<h2 id="translucent"><code>translucent</code><a class="header-anchor" href="#translucent" aria-hidden="true" tabindex="-1">#</a></h2>\n' +
          '<p>See <a href="#translucent">it</a>.</p>',
      );
      expect(page.toc).toEqual([{ text: 'translucent', id: 'translucent', depth: 2, charIndex: 0 }]);
      expect(page.text).toBe('translucent\nSee it.');
      expect(page.twin).toBe('# T\n\n## `translucent`\n\nSee [it](#translucent).\n');
      expect(page.warnings).toEqual([leftOut(3, 'Badge')]);
    });

    it("keeps what stands between a component's tags, warning once for each opening tag", async () => {
      const page = await render(
        '<Tabs>',
        '<Tab label="pnpm">',
        '',
        'Use *pnpm*.',
        '',
        '</Tab>',
        '</Tabs>',
        '',
        'After.',
      );
      expect(page.html).toBe('<p>Use <em>pnpm</em>.</p>\n<p>After.</p>');
      expect(page.twin).toBe('# T\n\nUse *pnpm*.\n\nAfter.\n');
      expect(page.warnings).toEqual([leftOut(3, 'Tabs'), leftOut(4, 'Tab')]);
    });

    it('renders the plain HTML around a component tag, later lines keeping their numbers', async () => {
      const page = await render('<div align="center">', '<Badge', '  text="x" /> hi', '</span>', '</div>');
      expect(page.html).toBe('<div align="center">\n\nhi\n\n</div>');
      expect(page.twin).toBe('# T\n\n<div align="center">\n\n hi\n</span>\n</div>\n');
      expect(page.warnings).toEqual([
        leftOut(4, 'Badge'),
        { line: 6, message: 'raw HTML: </span> closes no open element, so it is left out' },
      ]);
    });

    it('names a component given a JSX attribute value as a component, not as HTML to rewrite', async () => {
      const page = await render('- A <Badge text={version} /> b');
      expect(page.html).toBe('<ul>\n<li>A  b</li>\n</ul>');
      expect(page.warnings).toEqual([leftOut(3, 'Badge')]);
    });

    it('still shows HTML that could run code as text, without the component tag inside it', async () => {
      const page = await render('<div onclick="go()"><Badge /></div>');
      expect(page.html).toBe('<p>&#x3C;div onclick="go()">&#x3C;/div></p>');
      expect(page.twin).toBe('# T\n\n<div onclick="go()"></div>\n');
      expect(page.warnings).toEqual([
        leftOut(3, 'Badge'),
        { line: 3, message: 'raw HTML is shown as text: <div onclick> could run code' },
      ]);
    });
  });
});
