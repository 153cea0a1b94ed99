import { describe, expect, it } from 'vitest';
import { drawnIcon, featureIconImage, isImgTag } from '../../../src/build/feature-icon';

describe('featureIconImage', () => {
  it('names the picture of a path or URL icon, as Rspress sites write them', () => {
    expect(featureIconImage('/speed.svg')).toEqual({ src: '/speed.svg' });
    expect(featureIconImage(' ./icons/mdx.svg ')).toEqual({ src: './icons/mdx.svg' });
    expect(featureIconImage('https://cdn.example.com/ai.png')).toEqual({ src: 'https://cdn.example.com/ai.png' });
  });

  it("keeps a lone img tag's src, alt, size and title as written", () => {
    expect(featureIconImage('<img src="/site/img/icon.svg" width="36" />')).toEqual({
      src: '/site/img/icon.svg',
      width: '36',
    });
    expect(featureIconImage('<IMG alt=\'Fast\' SRC=\'/a.svg\' width="20px" HEIGHT=20 title="Speed">')).toEqual({
      src: '/a.svg',
      alt: 'Fast',
      width: '20px',
      height: '20',
      title: 'Speed',
    });
  });

  it("drops an img tag's event handlers, styles and other attributes", () => {
    expect(
      featureIconImage('<img src="/a.svg" onerror="alert(1)" style="position:fixed" class="x" srcset="/b.svg 2x">'),
    ).toEqual({ src: '/a.svg' });
  });

  it('makes SVG markup a picture of itself, which runs none of its scripts, at the icon size under any base', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><script>alert(1)</script><path d="M0"/></svg>';
    const image = featureIconImage(` ${svg}\n`)!;
    expect(image).toEqual({ src: `data:image/svg+xml,${encodeURIComponent(svg)}` });
    expect(drawnIcon(image, '/site/')).toEqual({ ...image, alt: '', width: '28', height: '28' });
  });

  it('leaves emoji, text and other markup as text', () => {
    for (const icon of [
      '⚡️',
      '🚀 Fast',
      'A/B',
      '<img src="/a.svg"> and more',
      '<img src="/a.svg"><script>alert(1)</script>',
      'javascript:x',
      '<img width="36">',
      '<img src="  ">',
    ])
      expect(featureIconImage(icon)).toBeUndefined();
  });
});

describe('isImgTag', () => {
  it('tells an icon written as one img tag, with a src or without', () => {
    expect(isImgTag(' <img src="/a.svg" /> ')).toBe(true);
    expect(isImgTag('<img width="36">')).toBe(true);
    expect(isImgTag('/a.svg')).toBe(false);
    expect(isImgTag('<img src="/a.svg"> and more')).toBe(false);
  });
});

describe('drawnIcon', () => {
  it('puts a site path under the base and sizes it to the icon box when it gives no size', () => {
    expect(drawnIcon({ src: '/speed.svg' }, '/docs/')).toEqual({
      src: '/docs/speed.svg',
      alt: '',
      width: '28',
      height: '28',
    });
  });

  it('keeps a URL that already carries the base, and the size the tag gave', () => {
    expect(drawnIcon({ src: '/site/img/icon.svg', width: '36' }, '/site/')).toEqual({
      src: '/site/img/icon.svg',
      alt: '',
      width: '36',
    });
    expect(drawnIcon({ src: '/site/img/icon.svg' }, '/site/').src).toBe('/site/img/icon.svg');
  });

  it('leaves a URL of another host as it is', () => {
    expect(drawnIcon({ src: 'https://cdn.example.com/ai.svg', alt: 'AI' }, '/docs/')).toEqual({
      src: 'https://cdn.example.com/ai.svg',
      alt: 'AI',
      width: '28',
      height: '28',
    });
  });
});
