import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Removes the temp folders a test file made (tests/support/temp-folder.ts) once its tests are done.
    setupFiles: ['tests/support/remove-temp-folders.ts'],
    // The generator's bundles, made once before any test (tests/support/bundles-first.ts).
    globalSetup: ['tests/support/bundles-first.ts'],
    // tests/package: the packed tarball installed and run the way a user does (npm pack, npm install).
    include: ['tests/unit/**/*.test.ts', 'tests/relevance/**/*.test.ts', 'tests/package/**/*.test.ts'],
    // Rendering real content with shiki takes a few seconds on a cold cache.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
