import { describe, expect, it } from 'vitest';
import { sitePageStrings } from '../../../src/build/site-page-strings';
import { writeTree } from './tree';

const locales = ['en', 'zh', 'ja', 'de'].map((lang) => ({ lang, label: lang }));

describe('sitePageStrings', () => {
  it("gives each language the site's words for the copy button and <SourceCode>, English ones where its interface is English", () => {
    const texts = {
      codeButtonGroupCopyButtonText: { en: 'Copy', ja: 'コピー' },
      sourceCodeText: { zh: '源代码' },
      outlineTitle: { zh: '大纲' },
    };
    const docs = writeTree({ 'i18n.json': JSON.stringify(texts), 'en/index.md': '# Home' });
    expect(sitePageStrings(docs, { locales })).toEqual({
      en: { 'code.copy': 'Copy' },
      zh: { 'component.source': '源代码' },
      ja: { 'code.copy': 'コピー' },
      de: { 'code.copy': 'Copy' },
    });
  });

  it("takes the config's i18nSource over the file's, and gives nothing for a file that cannot be read", () => {
    const docs = writeTree({ 'i18n.json': '{ not json', 'en/index.md': '# Home' });
    expect(sitePageStrings(docs, { locales })).toEqual({});
    const i18nSource = { codeButtonGroupCopyButtonText: { zh: '拷贝' } };
    expect(sitePageStrings(docs, { locales, i18nSource })).toEqual({ zh: { 'code.copy': '拷贝' } });
  });
});
