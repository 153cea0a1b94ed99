import { describe, expect, it } from 'vitest';
import { htmlParts, htmlText } from '../../../src/build/html-parts';

describe('htmlParts', () => {
  it("reads a footer message's text, links and inline elements", () => {
    expect(
      htmlParts('Hosted by <a href="https://example.com/">Example</a> · <strong>ICP</strong> 1<br>© <em>2026</em>'),
    ).toEqual([
      'Hosted by ',
      { tag: 'a', href: 'https://example.com/', children: ['Example'] },
      ' · ',
      { tag: 'strong', children: ['ICP'] },
      ' 1',
      { tag: 'br' },
      '© ',
      { tag: 'em', children: ['2026'] },
    ]);
  });

  it('gives the text of anything else, and of a link whose scheme could run code, never their markup', () => {
    expect(
      htmlParts(
        '<div onclick="x()">A <a href="javascript:alert(1)">B</a></div><img src=x onerror=alert(1)><script>evil()</script><!-- c -->',
      ),
    ).toEqual(['A B']);
    expect(htmlParts('<a href="/license">MIT</a> <a>no link</a>')).toEqual([
      { tag: 'a', href: '/license', children: ['MIT'] },
      ' no link',
    ]);
  });

  it('names each element it does not draw as written, and a link it draws as text', () => {
    const skipped: string[] = [];
    htmlParts(
      '<div>A</div> <a href="javascript:alert(1)">B</a> <a>C</a> <script>x</script> <span style="x">D</span>',
      (what) => skipped.push(what),
    );
    expect(skipped).toEqual(['<div>', '<a href="javascript:alert(1)">', '<script>']);
  });
});

describe('htmlText', () => {
  it('gives the words of a message on one line', () => {
    expect(htmlText('First line.<br/>— Second <b>line</b>')).toBe('First line. — Second line');
    expect(htmlText('  Esmx\n<script>x</script> Docs ')).toBe('Esmx Docs');
    expect(htmlText('<img src="/a.svg" />')).toBe('');
    // Text that makes no element, as Rspress tells HTML from text (a lone <br> too).
    expect(htmlText('Result<T, E> and \\<b\\>')).toBe('Result<T, E> and <b>');
    expect(htmlText('<img src="/a.svg">')).toBe('<img src="/a.svg">');
  });
});
