import { defineConfig } from 'vitest/config';

/**
 * The tests on the output of the last build (`npm run test:generated`, after `npm run build`):
 * every patch of src/node/patches run again on what dumi, umi and React generated, and the
 * highlighted code with types the build published (tests/generated).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/generated/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
