import { ensureBundles } from '../../bin/bundle-cache.mjs';

/**
 * Vitest's global setup: the generator's bundles are made once, before any test file starts. Made inside
 * the first test that needs them, the bundling (half a minute on a busy two-core machine) counted against
 * that test's time limit, and a CI run failed on it.
 */
export default async function setup(): Promise<void> {
  await ensureBundles();
}
