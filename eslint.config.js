// ESLint (flat config): syntax-level rules only, no type information, so it stays fast.
import Module, { createRequire } from 'node:module';

// The project's `typescript` is 7 (the native port, no JS API); typescript-eslint's parser needs
// the JS API, so its `require('typescript')` (and ts-api-utils') resolves to `typescript5`
// (npm:typescript@5.9.3). Installed before typescript-eslint is loaded, below.
const usesTsApi = /[\\/]node_modules[\\/](@typescript-eslint|typescript-eslint|ts-api-utils)[\\/]/;
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const redirect = request === 'typescript' && usesTsApi.test(parent?.filename ?? '');
  return resolveFilename.call(this, redirect ? 'typescript5' : request, parent, ...rest);
};

const require = createRequire(import.meta.url);
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const globals = require('globals');
import { noRawText } from './fixtures/quality/lint/no-raw-text.js';

/** A disable comment must say why: `// eslint-disable-next-line rule -- the reason`. */
const local = {
  rules: {
    'disable-needs-reason': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { reason: 'Say why after " -- " (eslint-disable-next-line rule -- reason).' },
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (/^\s*eslint-disable/.test(comment.value) && !/\s--\s+\S/.test(comment.value)) {
                context.report({ loc: comment.loc, messageId: 'reason' });
              }
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      // Composer's packages and Laravel's generated files, if a local run left any.
      'fixtures/laravel/vendor/',
      'fixtures/laravel/storage/',
      'fixtures/laravel/bootstrap/cache/',
      // Untracked scratch scripts at the root.
      '.*',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // useRemote(load, deps) takes its dependency list like useEffect: check its callers.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '(useRemote)' }],
      // The rest of v7's set is React Compiler's; the bundle is not compiled. Kept: the rules that
      // catch bugs in plain React (static-components, use-memo, globals, purity, immutability,
      // set-state-in-render, error-boundaries). Off, each for its reason:
      // - refs: the "latest value" ref (ref.current = callback during render, read by effects)
      //   is used on purpose; the rule guards the compiler's memoisation.
      'react-hooks/refs': 'off',
      // - set-state-in-effect: a load that starts in an effect sets its 'loading' state there
      //   (useRemote, the courier fee); that is the data-fetching pattern without a framework.
      'react-hooks/set-state-in-effect': 'off',
      // - compiler-only: what the compiler can memoise or parse, and its own settings.
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/incompatible-library': 'off',
      'react-hooks/unsupported-syntax': 'off',
      'react-hooks/config': 'off',
      'react-hooks/gating': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      // Tests call vitest helpers named use* (useMockServer, useLaravel) at module level; they
      // are not React hooks. Hooks under test run inside renderHook or components.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    plugins: { local },
    rules: {
      'local/disable-needs-reason': 'error',
      // A scrolling region must take focus so keyboard users can scroll it (axe's
      // scrollable-region-focusable): allowed when it is a named role="region".
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
      // `_name` marks a parameter or binding kept for its position (callbacks, destructuring).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Every shopper-facing text of the islands and the kernel comes from the catalogue.
    files: ['shared/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/messages.ts', '**/messages.bn.ts', 'shared/testing/**'],
    plugins: { storefront: { rules: { 'no-raw-text': noRawText } } },
    rules: { 'storefront/no-raw-text': 'error' },
  },
  {
    // A test waits for something it names (a state, a request, a text, the page settled), never
    // a guessed time: fixed sleeps made the checks slow and flaky.
    files: ['**/*.test.{ts,tsx}', 'fixtures/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait for what the test needs (a data-widget-state, a request, a text, untilQuiet, expect.poll), not a fixed time.',
        },
      ],
    },
  },
  {
    // Every problem goes through the one reporter (shared/page/report.ts, its single console line): one
    // line format and a `storefront:error` event, so nothing else writes to the console.
    files: ['mount/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'error' },
  },
  {
    // The islands and the kernel run in the shop's pages.
    files: ['mount/**', 'shared/**', 'widgets/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Node scripts: the build, the fixture backend and rig, the bench. Browser tests also pass
    // functions to page.evaluate, which run in the page.
    files: ['fixtures/**', 'bench/**', 'build/**', '*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
