import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const databasePatterns = [
  { group: ['**/db/schema', '**/db/schema/*'], message: 'Only repositories import the database schema.' },
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories build queries.' },
];
const crossModulePatterns = [
  { group: ['../*/*.repository.js', '../*/*.repository'], message: "Use the other module's service." },
];

export default tseslint.config(
  { ignores: ['**/*.d.ts', '**/dist/**', 'e2e/test-results/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The web never reaches into the server.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/server/**', '@coaching/server'], message: 'The web app talks to the server over HTTP only.' }] }],
    },
  },
  {
    // Features never import each other: shared pieces live in components/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@coaching/server'], message: 'The web app talks to the server over HTTP only.' },
            { regex: '^\\.\\./(?!\\.\\.)', message: 'A feature does not import another feature; move shared code to components/.' },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks and build scripts report to the terminal.
    files: ['bench/**/*.ts', '**/scripts/**/*.{js,mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
  {
    // The contract is shared by server and web: it may depend on zod and nothing else.
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\./)', message: 'The contract imports only zod and its own files.' }] }],
    },
  },
  {
    // Only repositories (and the database layer itself) touch the database schema.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/src/**/*.repository.ts', 'apps/server/src/seed.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: databasePatterns }],
    },
  },
  {
    // A module reaches another module through its service, never its repository.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...databasePatterns, ...crossModulePatterns] }] },
  },
);
