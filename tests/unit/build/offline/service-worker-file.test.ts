import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeServiceWorker } from '../../../../src/build/offline/service-worker-file';
import { tempFolder } from '../../../support/temp-folder';

function bundlesWith(code: string): string {
  const bundles = tempFolder('sw-bundles-');
  mkdirSync(join(bundles, 'offline'));
  writeFileSync(join(bundles, 'offline/service-worker.js'), code);
  return bundles;
}

function written(bundles: string, base: string, shell: string[]): { url: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const url = writeServiceWorker((path, content) => files.set(path, content), bundles, base, shell);
  return { url, files };
}

describe('writeServiceWorker', () => {
  it('writes sw.js at the root of the site: its config line, then the bundle', () => {
    const shell = ['/docs/assets/main.Bx3k_9aQ.js', '/docs/assets/style.1a2b3c4d.css'];
    const { url, files } = written(bundlesWith('run();'), '/docs/', shell);
    expect(url).toBe('/docs/sw.js');
    expect([...files.keys()]).toEqual(['sw.js']);
    const [config, code] = files.get('sw.js')!.split('\n');
    expect(code).toBe('run();');
    const parsed = JSON.parse(/^self\.__ESMX_OFFLINE__=(.*);$/.exec(config)![1]);
    expect(parsed).toEqual({ version: expect.stringMatching(/^[0-9a-f]{8}$/), base: '/docs/', shell });
  });

  it('writes the same bytes for the same shell, so browsers keep their worker across content deploys', () => {
    const bundles = bundlesWith('run();');
    const shell = ['/assets/main.Bx3k_9aQ.js'];
    expect(written(bundles, '/', shell).files).toEqual(written(bundles, '/', shell).files);
  });

  it('changes the version with the shell or the worker code, so a new deploy of either installs a new worker', () => {
    const version = (bundles: string, shell: string[]) =>
      JSON.parse(written(bundles, '/', shell).files.get('sw.js')!.split('\n')[0].slice(22, -1)).version;
    const one = bundlesWith('run();');
    const first = version(one, ['/assets/main.Bx3k_9aQ.js']);
    expect(version(one, ['/assets/main.Zz3k_9aQ.js'])).not.toBe(first);
    expect(version(bundlesWith('run(2);'), ['/assets/main.Bx3k_9aQ.js'])).not.toBe(first);
  });

  it('fails naming the missing bundle', () => {
    const bundles = tempFolder('sw-bundles-');
    expect(() => written(bundles, '/', [])).toThrow(/offline\/service-worker\.js/);
  });
});
