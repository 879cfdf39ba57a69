import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    setupFiles: ['tests/support/failOnConsoleError.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // two files at a time (vitest's default is one worker fewer than the cores: one here), and the
    // files of a worker share its loaded modules: importing the server, Chakra or jsdom afresh for
    // every file was half the run. Every test builds its own app, database and client.
    maxWorkers: 2,
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/client/support/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/globalBuild.ts'],
          // after the other projects; two files at once, each with its own Muster and Chromium
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
