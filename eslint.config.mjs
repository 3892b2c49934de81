// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint/boundaries.mjs';

/** What a server context keeps to itself; its module, `domain/` and `queries/` are what others import. */
const CONTEXT_INTERNALS = ['commands', 'http', 'dto', 'projections', 'reactions'];

/**
 * Imports into another context's internals that the design means: the seed drives every
 * context's commands; the place pictures' processor records through the places' command; stores and workshops are places (`places/` holds their shared
 * commands, routes and reactions). A saved search is checked with the listings' own query DTO,
 * raises notifications and switches off its owner's mail preference (unsubscribe). The three
 * after the places are today's exceptions, to move to a public spot.
 */
const CONTEXT_CROSSINGS = [
  'seed -> ',
  'photo-jobs -> places/commands/record-place-picture-result',
  'stores -> places/',
  'workshops -> places/',
  'auth -> users/commands/register-user/',
  'contact -> messages/http/send-message.dto',
  'inspections -> cars/dto/',
  'saved-searches -> cars/dto/car-list-query.dto',
  'saved-searches -> notifications/commands/',
  'saved-searches -> users/commands/update-preferences/',
];

export default tseslint.config(
  { ignores: ['dist/', 'client/dist/', 'data/', 'coverage/', 'playwright-report/', 'test-results/'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { local: { rules: { boundaries } } },
    rules: {
      // Numbers and booleans print as one expects; objects and nullish values are still caught.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `onClick={() => setOpen(false)}` is the React idiom; a void value used anywhere else is still caught.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Nest modules are decorated empty classes by design.
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
      // RTK Query's `build.query<Result, void>` is how an endpoint without an argument is declared.
      '@typescript-eslint/no-invalid-void-type': 'off',
      // A `!` marks a value the code has just made sure of (a Map entry after `has`, a row after an insert);
      // a runtime check instead would be a branch no test can reach.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `_name` is how a parameter or a destructured field is kept for its position or left out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      'local/boundaries': ['error', { root: 'client/src/features' }],
      // React's event props take handlers that return nothing; an async handler's promise is handled inside it.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'local/boundaries': [
        'error',
        { root: 'server/src', internals: CONTEXT_INTERNALS, open: ['shared'], allow: CONTEXT_CROSSINGS },
      ],
    },
  },
  {
    // Tests read response bodies and raw rows as `any` and assert their shape; stubs are async to
    // match the interface they stand in for; `expect(obj.method)` is how Jest looks at a method.
    files: ['test/**/*.ts', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowAny: true }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
