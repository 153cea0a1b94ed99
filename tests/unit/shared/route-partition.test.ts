import { describe, expect, it } from 'vitest';
import { siteLocales } from '../../../src/shared/locale';
import { routePartition } from '../../../src/shared/route-partition';

const locales = siteLocales(['en', 'zh'], 'en');

describe('routePartition', () => {
  it('files a route under its language and first path segment', () => {
    expect(routePartition('/guide/start/introduction', locales)).toEqual({ lang: 'en', segment: 'guide' });
    expect(routePartition('/zh/api/core/app', locales)).toEqual({ lang: 'zh', segment: 'api' });
  });

  it('puts both forms of a path in the same partition', () => {
    expect(routePartition('/blog', locales)).toEqual(routePartition('/blog/', locales));
    expect(routePartition('/zh', locales)).toEqual({ lang: 'zh', segment: '' });
    expect(routePartition('/zh/', locales)).toEqual({ lang: 'zh', segment: '' });
    expect(routePartition('/', locales)).toEqual({ lang: 'en', segment: '' });
    expect(routePartition('/index.html', locales)).toEqual({ lang: 'en', segment: '' });
  });

  it('ignores the query and hash', () => {
    expect(routePartition('/guide/x?navbar=0#top', locales)).toEqual({ lang: 'en', segment: 'guide' });
  });

  it("files a route under any of the site's languages, and a segment that only looks like one under the default", () => {
    const three = siteLocales(['en', 'zh', 'de'], 'en');
    expect(routePartition('/de/guide/x', three)).toEqual({ lang: 'de', segment: 'guide' });
    expect(routePartition('/de/guide/x', locales)).toEqual({ lang: 'en', segment: 'de' });
  });
});
