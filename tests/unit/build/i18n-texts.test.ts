import { describe, expect, it } from 'vitest';
import { withConfigTexts } from '../../../src/build/i18n-texts';

describe("the site's texts with the config's i18nSource", () => {
  it("take the config's text of a key in a language, keeping the file's texts of that key in other languages", () => {
    const file = { guide: { en: 'Guide', zh: '指南' }, features: { en: 'Features' } };
    expect(withConfigTexts(file, { guide: { zh: '教程' }, more: { en: 'More' } })).toEqual({
      guide: { en: 'Guide', zh: '教程' },
      features: { en: 'Features' },
      more: { en: 'More' },
    });
    expect(file.guide).toEqual({ en: 'Guide', zh: '指南' });
  });

  it("are the file's texts alone when the config gives none", () => {
    expect(withConfigTexts({ guide: { en: 'Guide' } }, undefined)).toEqual({ guide: { en: 'Guide' } });
  });
});
