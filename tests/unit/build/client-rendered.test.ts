import { describe, expect, it } from 'vitest';
import { clientRendered } from '../../../src/build/client-rendered';

describe('clientRendered', () => {
  it('is every route with ssg false, and none with ssg true or unset', () => {
    expect([clientRendered(false, '/a'), clientRendered(true, '/a'), clientRendered(undefined, '/a')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('is a route experimentalExcludeRoutePaths names, as a path with or without its slash or a pattern', () => {
    const ssg = { experimentalExcludeRoutePaths: ['/guide/widget/', /^\/demo\//g] };
    expect(
      ['/guide/widget', '/demo/chart', '/demo/chart', '/guide/other', '/'].map((r) => clientRendered(ssg, r)),
    ).toEqual([true, true, true, false, false]);
  });
});
