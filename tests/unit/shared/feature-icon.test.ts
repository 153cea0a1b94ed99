import { describe, expect, it } from 'vitest';
import { featureIconImage } from '../../../src/shared/feature-icon';

describe('featureIconImage', () => {
  it('names the picture of a path or URL icon, as Rspress sites write them', () => {
    expect(featureIconImage('/speed.svg')).toBe('/speed.svg');
    expect(featureIconImage(' ./icons/mdx.svg ')).toBe('./icons/mdx.svg');
    expect(featureIconImage('https://cdn.example.com/ai.png')).toBe('https://cdn.example.com/ai.png');
  });

  it('takes only the src of a lone img tag, whatever its other attributes', () => {
    expect(featureIconImage('<img src="/search.svg" />')).toBe('/search.svg');
    expect(featureIconImage("<IMG alt='' SRC='/a.svg' width=\"20\">")).toBe('/a.svg');
  });

  it('leaves emoji, text and other markup as text', () => {
    for (const icon of [
      '⚡️',
      '🚀 Fast',
      'A/B',
      '<svg><path d="M0"/></svg>',
      '<img src="/a.svg"> and more',
      'javascript:x',
    ])
      expect(featureIconImage(icon)).toBeUndefined();
  });
});
