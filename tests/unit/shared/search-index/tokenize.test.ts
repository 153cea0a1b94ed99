import { describe, expect, it } from 'vitest';
import {
  bigrams,
  camelSuffixes,
  cjkWords,
  countTerms,
  indexTerms,
  MAX_QUERY_LENGTH,
  queryUnits,
  unitKeys,
} from '../../../../src/shared/search-index/tokenize';

describe('indexTerms', () => {
  it('indexes Latin words folded and lowercased, each once', () => {
    expect(indexTerms('Render the Café, render again')).toEqual(['render', 'the', 'cafe', 'again']);
  });

  it('indexes a camel-case identifier whole, each hump as a word, and from each hump on', () => {
    expect(indexTerms('importmapMode')).toEqual(['importmapmode', 'importmap', 'mode']);
    expect(indexTerms('ParsedModuleConfigLink')).toEqual([
      'parsedmoduleconfiglink',
      'parsed',
      'module',
      'config',
      'link',
      'moduleconfiglink',
      'configlink',
    ]);
  });

  it('treats an acronym followed by a word as two humps', () => {
    expect(indexTerms('HTMLElement getHTML')).toEqual(['htmlelement', 'html', 'element', 'gethtml', 'get']);
  });

  it('keeps digits with the hump they follow', () => {
    expect(indexTerms('createRspackVue2App')).toEqual([
      'createrspackvue2app',
      'create',
      'rspack',
      'vue2',
      'app',
      'rspackvue2app',
      'vue2app',
    ]);
  });

  it('indexes a plain English word also under its Porter2 stem key, an identifier not', () => {
    expect(indexTerms('Configuring routes')).toEqual(['configuring', 'configur~', 'routes', 'rout~']);
    expect(indexTerms('render vue3')).toEqual(['render', 'vue3']);
  });

  it('counts each term and the field length in runs and bigrams, humps and stems adding none', () => {
    const { length, counts } = countTerms('Routes and routes 渲染上下文 importmapMode');
    expect(length).toBe(8);
    expect([...counts]).toEqual([
      ['routes', 2],
      ['rout~', 2],
      ['and', 1],
      ['渲染', 1],
      ['染上', 1],
      ['上下', 1],
      ['下文', 1],
      ['文', 1],
      ['importmapmode', 1],
      ['importmap', 1],
      // The last hump is also the last run of humps: it counts as two mentions.
      ['mode', 2],
    ]);
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
    expect(indexTerms('包 (Package)')).toEqual(['包', 'package', 'packag~']);
  });

  it('returns nothing for text without letters or digits', () => {
    expect(indexTerms('—…!? ')).toEqual([]);
    expect(indexTerms('')).toEqual([]);
  });
});

describe('queryUnits', () => {
  it('keeps words whole and lowercased', () => {
    expect(queryUnits('importmapMode')).toEqual([{ kind: 'word', text: 'importmapmode', stop: false }]);
  });

  it('splits a mixed query into a word and the words of a CJK run, a particle at its start apart', () => {
    expect(queryUnits('Esmx的模块')).toEqual([
      { kind: 'word', text: 'esmx', stop: false },
      { kind: 'cjk', text: '的', stop: true },
      { kind: 'cjk', text: '模块', stop: false },
    ]);
  });

  it("counts a lone letter beside longer words, as of an identifier's parts, where a page holds it, never requiring it", () => {
    expect(queryUnits('n_income_attr_p').map((unit) => [unit.text, unit.stop])).toEqual([
      ['n', true],
      ['income', false],
      ['attr', false],
      ['p', true],
    ]);
    // A digit stays required (`vue 2.7`), and a letter alone is searched for.
    expect(queryUnits('vue 2.7').map((unit) => unit.stop)).toEqual([false, false, false]);
    expect(queryUnits('x')).toEqual([{ kind: 'word', text: 'x', stop: false }]);
  });

  it('normalizes full-width and accented input like the index does', () => {
    expect(queryUnits('ＲＥＮＤ Café')).toEqual([
      { kind: 'word', text: 'rend', stop: false },
      { kind: 'word', text: 'cafe', stop: false },
    ]);
  });

  it('returns no units for punctuation only', () => {
    expect(queryUnits('  ...  ')).toEqual([]);
  });

  it('ignores what comes after the maximum query length', () => {
    const units = queryUnits(`${'a'.repeat(MAX_QUERY_LENGTH)}b`);
    expect(units).toEqual([{ kind: 'word', text: 'a'.repeat(MAX_QUERY_LENGTH), stop: false }]);
  });

  it('keeps at most 16 units', () => {
    expect(queryUnits('a b c d e f g h i j k l m n o p q r s t')).toHaveLength(16);
  });
});

describe('stop words in queries', () => {
  it('marks filler words, which no page is then required to hold', () => {
    expect(queryUnits('how do I deploy')).toEqual([
      { kind: 'word', text: 'how', stop: true },
      { kind: 'word', text: 'do', stop: true },
      { kind: 'word', text: 'i', stop: true },
      { kind: 'word', text: 'deploy', stop: false },
    ]);
    expect(queryUnits('如何部署')).toEqual([
      { kind: 'cjk', text: '如何', stop: true },
      { kind: 'cjk', text: '部署', stop: false },
    ]);
  });

  it('joins a lone character to the word beside it, as its affix, and keeps the word alone as the fallback', () => {
    // The dictionary cuts 中间件 (middleware) into 中间 + 件 and 微前端 into 微 + 前端.
    expect(queryUnits('怎么加一个中间件')).toEqual([
      { kind: 'cjk', text: '怎么', stop: true },
      { kind: 'cjk', text: '加', stop: true },
      { kind: 'cjk', text: '一个', stop: true },
      { kind: 'cjk', text: '中间件', stop: false, base: '中间' },
    ]);
    expect(queryUnits('什么是微前端')).toEqual([
      { kind: 'cjk', text: '什么', stop: true },
      { kind: 'cjk', text: '是', stop: true },
      { kind: 'cjk', text: '微前端', stop: false, base: '前端' },
    ]);
  });

  it('takes a stop word that ends the run as the end of the word before it, the word alone as the fallback', () => {
    // The dictionary knows no 校验和 (checksum): 校 + 验 + 和 (and), which would leave 校验 alone required.
    expect(queryUnits('校验和')).toEqual([{ kind: 'cjk', text: '校验和', stop: false, base: '校验' }]);
    // Between words it still parts them, and a particle (的, 吗) ends a phrase, never a word.
    expect(queryUnits('前端和后端').map((unit) => unit.text)).toEqual(['前端', '和', '后端']);
    expect(queryUnits('需要什么版本的').map((unit) => unit.text)).toEqual(['需要', '什么', '版本', '的']);
  });

  it('requires them when the query is nothing else', () => {
    expect(queryUnits('how to')).toEqual([
      { kind: 'word', text: 'how', stop: false },
      { kind: 'word', text: 'to', stop: false },
    ]);
  });
});

describe('unitKeys', () => {
  it('looks a CJK word up by all its bigrams, a word and a single character as themselves', () => {
    expect(unitKeys({ kind: 'cjk', text: '上下文' })).toEqual(['上下', '下文']);
    expect(unitKeys({ kind: 'cjk', text: '链' })).toEqual(['链']);
    expect(unitKeys({ kind: 'word', text: 'esmx' })).toEqual(['esmx']);
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
