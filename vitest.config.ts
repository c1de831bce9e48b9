// Two projects: `unit` (happy-dom, fast, no browser) and `browser` (real Chromium against the
// fixture server; one build + server + browser per run, see fixtures/rig/global-setup.ts).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { virtualSource } from './shared/text/i18n/parts.mjs';
import GatesFirst from './fixtures/rig/sequencer';

const root = import.meta.dirname;

export default defineConfig({
  // The catalogue's lazy modules, as build.mjs makes them (shared/text/i18n/parts.mjs).
  plugins: [
    {
      name: 'catalogue-modules',
      resolveId: (id) => (id.startsWith('storefront:catalogue/') ? `\0${id}` : undefined),
      load: (id) => (id.startsWith('\0') ? virtualSource(id.slice(1), root) : undefined),
    },
  ],
  test: {
    // The run ends with its ten slowest files; a file over the limit fails it (fixtures/rig/slowest-files.ts).
    reporters: ['default', './fixtures/rig/slowest-files.ts'],
    // Long quality gates start first on a fresh clone too (fixtures/rig/sequencer.ts).
    sequence: { sequencer: GatesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['{mount,shared,widgets}/**/*.test.{ts,tsx}', 'fixtures/quality/lint/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.browser.test.ts', '**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['fixtures/rig/unit-setup.ts'],
          // The files of a worker share one module graph: importing React, the kernel and happy-dom
          // once rather than per file is most of the project's time. unit-setup.ts gives
          // every test a fresh page (document, storage, stores, catalogue) instead.
          isolate: false,
          // Vitest's default leaves one core of two idle (CPUs − 1 workers).
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // A test that replaces a module (vi.mock) gets a module graph of its own.
          name: 'unit-isolated',
          environment: 'happy-dom',
          include: ['{mount,shared,widgets}/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['fixtures/rig/unit-setup.ts'],
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // The tools' tests in Node, no page: the doctor, the backends held to the routes table, the guide.
          name: 'node',
          environment: 'node',
          include: ['{doctor,build}/**/*.test.ts', 'fixtures/{server,laravel}/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.browser.test.ts'],
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['**/*.browser.test.ts'],
          exclude: ['**/node_modules/**', 'dist/**'],
          globalSetup: ['fixtures/rig/global-setup.ts'],
          setupFiles: ['fixtures/rig/browser-setup.ts'],
          // The files of a worker share one module graph, one connection to Chromium and one warm
          // page (fixtures/rig/warm-page.ts): a fork per file imported Playwright again each time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll gives up with Playwright's waits (15 s), not at vitest's 1 s: an answer's
          // effect that a slower machine draws after a second is late, not missing.
          expect: { poll: { timeout: 15_000 } },
          // A worker often waits on the page (an answer, a retry's backoff, a timer): one worker
          // more than the cores keeps them busy (two more were slower).
          // Vitest requires projects with different maxWorkers to run in different groups, so
          // the browser project runs after the unit project (also keeps them from fighting over CPU).
          maxWorkers: availableParallelism() + 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
