import { describe, expect, it } from 'vitest';
import { scriptSources } from '../../../src/build/script-sources';

describe('scriptSources', () => {
  it('lists inline scripts the browser runs and leaves data blocks out', () => {
    const html = [
      '<script>theme()</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script id="__SITE__" type="application/json">{}</script>',
      '<script type="module">mod()</script>',
      '<script type=" Text/JavaScript ">legacy()</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="text/x-template"><div></div></script>',
    ].join('');
    expect(scriptSources(html)).toEqual({
      inline: ['theme()', 'mod()', 'legacy()', '{"imports":{}}'],
      external: [],
    });
  });

  it('lists external scripts by src, whatever their content, quoting or case', () => {
    const html = `<SCRIPT SRC=/a.js></SCRIPT><script/src='https://cdn.example/b.js?x=1&amp;y=2'>ignored()</script><script defer src="">x</script>`;
    expect(scriptSources(html)).toEqual({
      inline: [],
      external: ['/a.js', 'https://cdn.example/b.js?x=1&y=2', ''],
    });
  });

  it('reads a script to the first </script, even inside a string, as the tokenizer does', () => {
    expect(scriptSources('<script>a("</script >")</script>').inline).toEqual(['a("']);
    expect(scriptSources('<script data-x="1>2">b()</script><p>').inline).toEqual(['b()']);
  });

  it('normalizes line breaks as the parser does before the browser hashes the text', () => {
    expect(scriptSources('<script>a()\r\nb()\rc()</script>').inline).toEqual(['a()\nb()\nc()']);
  });

  it('takes an unclosed script to run to the end of the document', () => {
    expect(scriptSources('<p>x</p><script>late()').inline).toEqual(['late()']);
    expect(scriptSources('<script src="/a.js"').external).toEqual(['/a.js']);
  });

  it('ignores elements whose name only starts with script', () => {
    expect(scriptSources('<scripts>x</scripts><scripting>y</scripting>')).toEqual({ inline: [], external: [] });
  });
});
