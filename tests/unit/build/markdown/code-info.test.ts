import { describe, expect, it } from 'vitest';
import { parseCodeInfo } from '../../../../src/build/markdown/code-info';

describe('parseCodeInfo', () => {
  it('reads the language, :line-numbers and a double-quoted title', () => {
    expect(parseCodeInfo('ts:line-numbers', 'title="entry.node.ts"')).toEqual({
      lang: 'ts',
      lineNumbers: true,
      title: 'entry.node.ts',
    });
  });

  it('reads lineNumbers from the meta', () => {
    expect(parseCodeInfo('js', 'lineNumbers')).toEqual({ lang: 'js', lineNumbers: true });
    expect(parseCodeInfo('js', 'lineNumbers=false')).toEqual({ lang: 'js', lineNumbers: false, noLineNumbers: true });
    expect(parseCodeInfo('js', 'title="a.js" lineNumbers=true')).toEqual({
      lang: 'js',
      lineNumbers: true,
      title: 'a.js',
    });
  });

  it('reads single-quoted and bare titles', () => {
    expect(parseCodeInfo('sh', "title='my terminal'").title).toBe('my terminal');
    expect(parseCodeInfo('json', 'title=package.json').title).toBe('package.json');
  });

  it('drops the quotes of a title whose closing quote is missing, and runs it to the next option or flag, as Rspress reads it', () => {
    expect(parseCodeInfo('js', 'title="react-native.config.js').title).toBe('react-native.config.js');
    expect(parseCodeInfo('js', "title='a b.js lineNumbers")).toEqual({
      lang: 'js',
      lineNumbers: true,
      title: 'a b.js',
    });
    expect(parseCodeInfo('js', 'title=`app.js`').title).toBe('app.js');
  });

  it('reads an unquoted title of several words to the next option or flag', () => {
    expect(parseCodeInfo('shell', 'title=Github Prebuild Binary').title).toBe('Github Prebuild Binary');
    expect(parseCodeInfo('ts', 'title=My app.ts {2} wrapCode')).toEqual({
      lang: 'ts',
      lineNumbers: false,
      wrapCode: true,
      title: 'My app.ts',
    });
    expect(parseCodeInfo('ts', 'title=a.ts lineNumbers=true').title).toBe('a.ts');
  });

  it('gives no title for one that is empty or nothing but quotes', () => {
    expect(parseCodeInfo('js', 'title=""')).toEqual({ lang: 'js', lineNumbers: false });
    expect(parseCodeInfo('js', 'title="')).toEqual({ lang: 'js', lineNumbers: false });
  });

  it('calls a fence without a language text', () => {
    expect(parseCodeInfo(undefined, undefined)).toEqual({ lang: 'text', lineNumbers: false });
  });

  it('lower-cases the language and ignores VitePress line highlights', () => {
    expect(parseCodeInfo('TS{1,3}', undefined)).toEqual({ lang: 'ts', lineNumbers: false });
  });

  it('does not mistake a word containing lineNumbers for the flag', () => {
    expect(parseCodeInfo('ts', 'title="showLineNumbers.ts"').lineNumbers).toBe(false);
  });

  it('reads wrapCode from the meta, as Rspress 2 does, and nothing else like it', () => {
    expect(parseCodeInfo('markdown', 'wrapCode title="a.md"')).toEqual({
      lang: 'markdown',
      lineNumbers: false,
      wrapCode: true,
      title: 'a.md',
    });
    expect(parseCodeInfo('markdown', 'title="wrapCode.md"').wrapCode).toBeUndefined();
    expect(parseCodeInfo('markdown', 'wrapCodes').wrapCode).toBeUndefined();
  });
});
