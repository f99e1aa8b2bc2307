// One lint configuration for every workspace; `eslint .` in a workspace finds this file.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrictedImports = (patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.e2e-dist-*/**',
      '**/data/**',
      '**/coverage/**',
      '**/fixtures/**',
      'apps/server/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify plugins and route builders are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through config.ts; process.env is read in one place.',
        },
      ],
    },
  },
  {
    // Plain JavaScript (configs, scripts) is not type-checked.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Places that legitimately read the environment: the server's config, scripts and test harnesses.
    files: [
      'apps/server/src/config.ts',
      '**/test/**',
      '**/*.test.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '**/vitest.config.ts',
      'vitest.config.ts',
      'apps/server/drizzle.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests read JSON bodies of responses; typing every one of them would say nothing the assertions don't.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports([
        { group: ['@rekon/server', '@rekon/web', '**/apps/**'], message: 'Packages never import apps.' },
      ]),
    },
  },
  {
    files: ['packages/formats/**/*.ts', 'packages/reconcile/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrictedImports([
        { group: ['@rekon/server', '@rekon/web', '**/apps/**'], message: 'Packages never import apps.' },
        {
          group: ['pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*'],
          message: 'Pure packages do no I/O.',
        },
      ]),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports([
        { group: ['@rekon/web', '**/apps/web/**'], message: 'The server never imports the web app.' },
      ]),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrictedImports([
        {
          group: ['@rekon/server', '@rekon/formats', '@rekon/reconcile', '**/apps/server/**'],
          message: 'The web app talks to the server only through @rekon/contracts.',
        },
      ]),
    },
  },
);
