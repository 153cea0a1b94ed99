import { describe, expect, it } from 'vitest';
import { styleText } from '../../../../../src/build/markdown/mdx/style-text';

describe('styleText', () => {
  it('writes camelCase names in kebab-case and numbers in pixels, as React does', () => {
    expect(styleText({ display: 'flex', marginTop: 8, padding: '40px' })).toBe(
      'display:flex;margin-top:8px;padding:40px',
    );
  });

  it('leaves unitless properties, zero and custom properties without a unit', () => {
    expect(styleText({ opacity: 0.5, zIndex: 3, lineHeight: 1.5, margin: 0, '--gap': 4 })).toBe(
      'opacity:0.5;z-index:3;line-height:1.5;margin:0;--gap:4',
    );
  });

  it('writes vendor prefixes with their leading dash', () => {
    expect(styleText({ WebkitBoxShadow: 'none', msTransform: 'none' })).toBe(
      '-webkit-box-shadow:none;-ms-transform:none',
    );
  });

  it('leaves out empty values and gives nothing for values with no CSS text', () => {
    expect(styleText({ color: null, border: undefined, hidden: true, width: '' })).toBe('');
    expect(styleText({ margin: [1, 2] })).toBeUndefined();
    expect(styleText({ font: { size: 1 } })).toBeUndefined();
  });
});
