import { describe, expect, it } from 'vitest';
import { interfaceTexts } from '../../../src/build/interface-texts';
import { zh } from '../../../src/shared/i18n/zh';
import { zhSearch } from '../../../src/shared/i18n/zh-search';

const config = (lang: string, themeConfig = {}) => ({ lang, themeConfig });

describe('interfaceTexts', () => {
  it('gives nothing for a site in our own languages without i18n.json or configured labels', () => {
    expect(interfaceTexts({}, config('en'), ['en', 'zh'])).toEqual({});
  });

  it('gives a zh-CN or zh-Hans site the Chinese strings, which t alone would show in English', () => {
    const texts = interfaceTexts({}, config('zh-CN'), ['zh-CN', 'zh-Hans']);
    expect(texts['zh-CN']?.['outline.title']).toBe('目录');
    expect(texts['zh-Hans']?.['footer.next']).toBe('下一页');
    // Only the strings that differ from English: the shortcut reads the same in both.
    expect(texts['zh-CN']?.['search.shortcut']).toBeUndefined();
    expect(texts['zh-CN']?.['search.placeholder']).toBe('搜索文档');
    expect(Object.keys(texts['zh-CN'] ?? {})).toHaveLength(Object.keys({ ...zh, ...zhSearch }).length - 2);
  });

  it('gives an en-US site nothing, its strings being the English ones t falls back to', () => {
    expect(interfaceTexts({}, config('en-US'), ['en-US'])).toEqual({});
  });

  it("puts the site's i18n.json texts over ours, for the language they are written in", () => {
    const site = {
      outlineTitle: { 'zh-CN': '本页大纲' },
      prevPageText: { 'zh-CN': '上一篇' },
      scrollToTopText: { en: 'Up' },
    };
    const texts = interfaceTexts(site, config('zh-CN'), ['zh-CN', 'en']);
    expect(texts['zh-CN']).toMatchObject({
      'outline.title': '本页大纲',
      'footer.prev': '上一篇',
      'footer.next': '下一页',
      'footer.scrollToTop': '回到顶部',
    });
    expect(texts.en).toEqual({ 'footer.scrollToTop': 'Up' });
  });

  it("shows Rspress's search placeholder on the search button and in the search box", () => {
    const texts = interfaceTexts({ searchPlaceholderText: { zh: '查找' } }, config('zh'), ['zh']);
    expect(texts.zh).toEqual({ 'search.button': '查找', 'search.placeholder': '查找' });
  });

  it('takes the English text for a language whose interface is English, as Rspress falls back to it', () => {
    const texts = interfaceTexts({ nextPageText: { en: 'Onward' } }, config('fr'), ['fr', 'en-US', 'zh']);
    expect(texts).toEqual({ fr: { 'footer.next': 'Onward' }, 'en-US': { 'footer.next': 'Onward' } });
  });

  it("lets the config's outlineTitle, prevPageText and nextPageText win in the default language only", () => {
    const themeConfig = { outlineTitle: 'Contents', prevPageText: 'Back', nextPageText: '' };
    const site = { outlineTitle: { en: 'On this page', zh: '本页' } };
    const texts = interfaceTexts(site, config('en', themeConfig), ['en', 'zh']);
    expect(texts).toEqual({
      en: { 'outline.title': 'Contents', 'footer.prev': 'Back' },
      zh: { 'outline.title': '本页' },
    });
  });

  it("takes Rspress 1's lastUpdatedText and searchPlaceholderText from the theme's options, in the default language", () => {
    const themeConfig = { lastUpdatedText: '上次更新时间', searchPlaceholderText: '查找' };
    expect(interfaceTexts({}, config('zh', themeConfig), ['zh', 'en'])).toEqual({
      zh: { 'footer.lastUpdated': '上次更新时间', 'search.button': '查找', 'search.placeholder': '查找' },
    });
  });

  it("takes the text of a language's own edit link in themeConfig.locales", () => {
    const locales = [
      { lang: 'zh', label: '中文', editLink: { docRepoBaseUrl: 'https://x.dev/docs', text: '在 GitHub 上编辑' } },
    ];
    expect(interfaceTexts({}, config('en', { locales }), ['en', 'zh']).zh).toEqual({
      'footer.editLink': '在 GitHub 上编辑',
    });
  });

  it("gives the edit link's text to every language that names none of its own, under a language's own", () => {
    const editLink = { docRepoBaseUrl: 'https://x.dev/docs', text: 'Edit on GitHub' };
    const locales = [
      { lang: 'zh', label: '中文', editLink: { docRepoBaseUrl: 'https://x.dev/docs', text: '在 GitHub 上编辑' } },
    ];
    const site = { editLinkText: { ja: 'GitHubで編集' } };
    const texts = interfaceTexts(site, config('en', { editLink, locales }), ['en', 'zh', 'ja', 'ko']);
    expect(texts.en?.['footer.editLink']).toBe('Edit on GitHub');
    expect(texts.zh?.['footer.editLink']).toBe('在 GitHub 上编辑');
    expect(texts.ja?.['footer.editLink']).toBe('GitHubで編集');
    expect(texts.ko?.['footer.editLink']).toBe('Edit on GitHub');
  });

  it("gives Japanese, Korean and Russian sites the build's strings of their language, under the site's own texts", () => {
    const site = { outlineTitle: { ja: 'このページ' }, prevPageText: { en: 'Back' } };
    const texts = interfaceTexts(site, config('en', {}), ['en', 'ja', 'ko-KR', 'ru']);
    expect(texts.ja).toMatchObject({
      'outline.title': 'このページ',
      'footer.prev': '前のページ',
      'search.cancel': 'キャンセル',
    });
    expect(texts['ko-KR']).toMatchObject({ 'outline.title': '이 페이지의 내용', 'footer.next': '다음 페이지' });
    expect(texts.ru).toMatchObject({ 'footer.editLink': 'Изменить эту страницу' });
    // Words we have none of stay English, and the 404 page's are English everywhere.
    expect(texts.ja?.['notFound.title']).toBeUndefined();
  });

  it("puts a language's own themeConfig.locales texts over everything else, in that language only", () => {
    const locales = [
      { lang: 'en', outlineTitle: 'On this page', searchPlaceholderText: '' },
      { lang: 'zh', outlineTitle: '大纲', searchPlaceholderText: '搜索本站', nav: [] },
    ];
    const site = { outlineTitle: { zh: '本页' } };
    const texts = interfaceTexts(site, config('en', { outlineTitle: 'Contents', locales }), ['en', 'zh']);
    expect(texts.en).toEqual({ 'outline.title': 'On this page' });
    expect(texts.zh?.['outline.title']).toBe('大纲');
    expect(texts.zh?.['search.button']).toBe('搜索本站');
    expect(texts.zh?.['search.placeholder']).toBe('搜索本站');
  });

  it('ignores texts that are not strings and keys of the site that are not Rspress interface texts', () => {
    const site = { outlineTitle: { en: 42 }, guide: { en: 'The Guide' } };
    expect(interfaceTexts(site, config('en'), ['en'])).toEqual({});
  });
});
