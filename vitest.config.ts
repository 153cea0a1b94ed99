import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/relevance/**/*.test.ts'],
    // Rendering real content with shiki takes a few seconds on a cold cache.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
