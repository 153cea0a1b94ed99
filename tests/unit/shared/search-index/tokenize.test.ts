import { describe, expect, it } from 'vitest';
import {
  bigrams,
  camelSuffixes,
  cjkWords,
  indexTerms,
  MAX_QUERY_LENGTH,
  queryTerms,
  queryUnits,
} from '../../../../src/shared/search-index/tokenize';

describe('indexTerms', () => {
  it('indexes Latin words folded and lowercased, each once', () => {
    expect(indexTerms('Render the Café, render again')).toEqual(['render', 'the', 'cafe', 'again']);
  });

  it('indexes a camel-case identifier whole and from each hump on', () => {
    expect(indexTerms('importmapMode')).toEqual(['importmapmode', 'mode']);
    expect(indexTerms('ParsedModuleConfigLink')).toEqual([
      'parsedmoduleconfiglink',
      'moduleconfiglink',
      'configlink',
      'link',
    ]);
  });

  it('treats an acronym followed by a word as two humps', () => {
    expect(indexTerms('HTMLElement getHTML')).toEqual(['htmlelement', 'element', 'gethtml', 'html']);
  });

  it('keeps digits with the hump they follow', () => {
    expect(indexTerms('createRspackVue2App')).toEqual(['createrspackvue2app', 'rspackvue2app', 'vue2app', 'app']);
  });

  it('splits dotted and dashed names into words', () => {
    expect(indexTerms('manifest.json @esmx/rspack-vue')).toEqual(['manifest', 'json', 'esmx', 'rspack', 'vue']);
  });

  it('indexes CJK runs as overlapping bigrams plus the last character', () => {
    expect(indexTerms('渲染上下文')).toEqual(['渲染', '染上', '上下', '下文', '文']);
  });

  it('splits mixed Latin and CJK text where the script changes', () => {
    expect(indexTerms('Esmx的模块')).toEqual(['esmx', '的模', '模块', '块']);
  });

  it('keeps a single CJK character as a term', () => {
    expect(indexTerms('包 (Package)')).toEqual(['包', 'package']);
  });

  it('returns nothing for text without letters or digits', () => {
    expect(indexTerms('—…!? ')).toEqual([]);
    expect(indexTerms('')).toEqual([]);
  });
});

describe('queryUnits', () => {
  it('keeps words whole and lowercased', () => {
    expect(queryUnits('importmapMode')).toEqual([{ kind: 'word', text: 'importmapmode' }]);
  });

  it('splits a mixed query into a word and a CJK run', () => {
    expect(queryUnits('Esmx的模块')).toEqual([
      { kind: 'word', text: 'esmx' },
      { kind: 'cjk', text: '的模块' },
    ]);
  });

  it('normalizes full-width and accented input like the index does', () => {
    expect(queryUnits('ＲＥＮＤ Café')).toEqual([
      { kind: 'word', text: 'rend' },
      { kind: 'word', text: 'cafe' },
    ]);
  });

  it('returns no units for punctuation only', () => {
    expect(queryUnits('  ...  ')).toEqual([]);
  });

  it('ignores what comes after the maximum query length', () => {
    const units = queryUnits(`${'a'.repeat(MAX_QUERY_LENGTH)}b`);
    expect(units).toEqual([{ kind: 'word', text: 'a'.repeat(MAX_QUERY_LENGTH) }]);
  });

  it('keeps at most 16 units', () => {
    expect(queryUnits('a b c d e f g h i j k l m n o p q r s t')).toHaveLength(16);
  });
});

describe('queryTerms', () => {
  it('looks a CJK run up as a phrase: all its bigrams', () => {
    expect(queryTerms(queryUnits('渲染上下文'))).toEqual(['渲染', '染上', '上下', '下文']);
  });

  it('looks a CJK run up by its dictionary words when asked, without bigrams across words', () => {
    expect(queryTerms(queryUnits('渲染上下文'), 'words')).toEqual(['渲染', '上下', '下文']);
  });

  it('looks a single CJK character up as itself', () => {
    expect(queryTerms(queryUnits('链'))).toEqual(['链']);
  });

  it('combines words and runs, each term once', () => {
    expect(queryTerms(queryUnits('esmx 模块 esmx'))).toEqual(['esmx', '模块']);
  });
});

describe('cjkWords', () => {
  it('cuts a run into dictionary words', () => {
    expect(cjkWords('渲染上下文')).toEqual(['渲染', '上下文']);
  });

  it('keeps characters the dictionary does not know together, never alone in a row', () => {
    for (const run of ['模块链接', '的模块', '渲染上下文的模块链接']) {
      const words = cjkWords(run);
      expect(words.join('')).toBe(run);
      words.forEach((word, i) => {
        expect(word.length === 1 && words[i + 1]?.length === 1).toBe(false);
      });
    }
  });

  it('leaves runs of one or two characters whole', () => {
    expect(cjkWords('链接')).toEqual(['链接']);
    expect(cjkWords('链')).toEqual(['链']);
  });
});

describe('bigrams', () => {
  it('pairs neighbouring characters, with the last one alone when asked', () => {
    expect(bigrams('上下文', false)).toEqual(['上下', '下文']);
    expect(bigrams('上下文', true)).toEqual(['上下', '下文', '文']);
  });

  it('counts astral characters as one character', () => {
    expect(bigrams('𠀀𠀁', false)).toEqual(['𠀀𠀁']);
  });
});

describe('camelSuffixes', () => {
  it('returns nothing for a word without humps', () => {
    expect(camelSuffixes('render')).toEqual([]);
  });

  it('returns each suffix starting at a hump', () => {
    expect(camelSuffixes('packConfig')).toEqual(['config']);
  });

  it('handles a capital outside the Basic Multilingual Plane', () => {
    expect(camelSuffixes('a𐐀b')).toEqual(['𐐨b']);
  });
});
