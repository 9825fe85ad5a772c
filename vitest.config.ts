// Test projects: server (Node, real HTTP against the sandbox), client (jsdom, real providers),
// e2e (Chromium through playwright-core against a built app). `npm test` runs them all.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * The antd stylesheets are made by the build (client/vite.config.ts antdStyles: virtual:antd-styles.css and
 * each part's virtual:antd-<part>-styles.css, client/build/antd-styles.ts PART_SHEETS). Under jsdom no test
 * asserts on styles, so a module that imports one gets an empty sheet, as the server's build does.
 */
function emptyAntdSheets(): Plugin {
  const sheet = /^virtual:(antd-[\w-]+\.css)$/;
  return {
    name: 'empty-antd-sheets',
    resolveId: (source) => (sheet.test(source) ? `/@${sheet.exec(source)![1]}` : null),
    load: (id) => (/^\/@antd-[\w-]+\.css$/.test(id) ? '' : null),
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          // Run through Vite like the tests themselves, so it and they share one copy of graphql (ESM).
          server: { deps: { inline: ['@graphql-inspector/core'] } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), emptyAntdSheets()],
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
