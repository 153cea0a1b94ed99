import { describe, expect, it } from 'vitest';
import { pageDescriptionOf } from '../../../src/shared/description';

const config = {
  description: 'The site',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文', description: '静态网站生成器' },
  ],
};

describe('pageDescriptionOf', () => {
  it("is the front matter's words, else the page's own, else its language's, else the site's", () => {
    expect(pageDescriptionOf({ lang: 'zh', description: 'Own', frontmatter: { description: 'Given' } }, config)).toBe(
      'Given',
    );
    expect(pageDescriptionOf({ lang: 'zh', description: 'Own', frontmatter: {} }, config)).toBe('Own');
    expect(pageDescriptionOf({ lang: 'zh', frontmatter: {} }, config)).toBe('静态网站生成器');
    expect(pageDescriptionOf({ lang: 'en', frontmatter: {} }, config)).toBe('The site');
    expect(pageDescriptionOf({ lang: 'en', frontmatter: {} }, { locales: [] })).toBeUndefined();
  });
});
