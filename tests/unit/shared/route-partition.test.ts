import { describe, expect, it } from 'vitest';
import { routePartition } from '../../../src/shared/route-partition';

describe('routePartition', () => {
  it('files a route under its language and first path segment', () => {
    expect(routePartition('/guide/start/introduction')).toEqual({ lang: 'en', segment: 'guide' });
    expect(routePartition('/zh/api/core/app')).toEqual({ lang: 'zh', segment: 'api' });
  });

  it('puts both forms of a path in the same partition', () => {
    expect(routePartition('/blog')).toEqual(routePartition('/blog/'));
    expect(routePartition('/zh')).toEqual({ lang: 'zh', segment: '' });
    expect(routePartition('/zh/')).toEqual({ lang: 'zh', segment: '' });
    expect(routePartition('/')).toEqual({ lang: 'en', segment: '' });
    expect(routePartition('/index.html')).toEqual({ lang: 'en', segment: '' });
  });

  it('ignores the query and hash', () => {
    expect(routePartition('/guide/x?navbar=0#top')).toEqual({ lang: 'en', segment: 'guide' });
  });
});
