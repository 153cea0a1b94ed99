import { describe, expect, it } from 'vitest';
import { type LinkActivation, linkIntent } from '../../../../src/client/navigation/link-intent';

const click = (href: string, extra: Partial<LinkActivation> = {}): LinkActivation => ({
  href,
  target: null,
  download: false,
  modified: false,
  current: 'https://esmx.dev/guide/start/glossary',
  base: '/',
  ...extra,
});

describe('linkIntent', () => {
  it('navigates in place to another page of the site, keeping query and hash', () => {
    expect(linkIntent(click('https://esmx.dev/api/core/app?x=1#app'))).toEqual({
      kind: 'page',
      to: '/api/core/app?x=1#app',
      path: '/api/core/app',
    });
  });

  it('resolves relative hrefs against the current page', () => {
    expect(linkIntent(click('./environment'))).toEqual({
      kind: 'page',
      to: '/guide/start/environment',
      path: '/guide/start/environment',
    });
  });

  it('scrolls within the page for a hash on the current page', () => {
    expect(linkIntent(click('#host'))).toEqual({ kind: 'hash', to: '#host' });
    expect(linkIntent(click('https://esmx.dev/guide/start/glossary#%E4%B8%BB'))).toEqual({
      kind: 'hash',
      to: '#%E4%B8%BB',
    });
  });

  it('treats the same path with another query as a navigation, not a jump', () => {
    expect(linkIntent(click('/guide/start/glossary?navbar=0#host')).kind).toBe('page');
  });

  it('opens other sites in a new tab', () => {
    expect(linkIntent(click('https://github.com/esmnext/esmx'))).toEqual({
      kind: 'external',
      url: 'https://github.com/esmnext/esmx',
    });
  });

  it('leaves modified clicks, explicit targets and downloads to the browser', () => {
    expect(linkIntent(click('/api/core/app', { modified: true })).kind).toBe('ignore');
    expect(linkIntent(click('/api/core/app', { target: '_blank' })).kind).toBe('ignore');
    expect(linkIntent(click('/api/core/app', { download: true })).kind).toBe('ignore');
  });

  it('handles target="_self" like no target', () => {
    expect(linkIntent(click('/api/core/app', { target: '_self' })).kind).toBe('page');
  });

  it('leaves files and non-http schemes to the browser', () => {
    expect(linkIntent(click('/static/esmx-logo.svg')).kind).toBe('ignore');
    expect(linkIntent(click('mailto:team@esmx.dev')).kind).toBe('ignore');
    expect(linkIntent(click('javascript:void(0)')).kind).toBe('ignore');
  });

  it('routes a page whose name ends in a version (v3.0) in place, and leaves a file with digits in its extension alone', () => {
    expect(linkIntent(click('/guide/release-notes/v3.0'))).toMatchObject({
      kind: 'page',
      path: '/guide/release-notes/v3.0',
    });
    expect(linkIntent(click('/media/intro.mp4')).kind).toBe('ignore');
    expect(linkIntent(click('/downloads/tool-1.2.3.zip')).kind).toBe('ignore');
  });

  it('still routes .html page links in place', () => {
    expect(linkIntent(click('/guide/start/introduction.html'))).toMatchObject({
      kind: 'page',
      path: '/guide/start/introduction.html',
    });
  });

  it('strips the base from the route and ignores links outside it', () => {
    const underDocs = { base: '/docs/', current: 'https://esmx.dev/docs/guide/x' };
    expect(linkIntent(click('/docs/api/core/app', underDocs))).toEqual({
      kind: 'page',
      to: '/api/core/app',
      path: '/api/core/app',
    });
    expect(linkIntent(click('/elsewhere', underDocs)).kind).toBe('ignore');
  });

  it('ignores an href it cannot parse', () => {
    expect(linkIntent(click('http://[bad', {})).kind).toBe('ignore');
  });
});
