// One lint configuration for every workspace; `eslint .` in a workspace finds this file.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrictedImports = (patterns) => ['error', { patterns }];

/**
 * The import zones (docs/decisions/064): each part of the tree imports only the parts below it. In the server the
 * composition (app.ts, main.ts, the request guards, the CLIs) stands on the modules, the modules on the HTTP
 * helpers and the database, those on the configuration and lib. In the web the routes stand on the features, a
 * feature on the shared widgets, components and lib, never on another feature. Imports inside one element (one
 * module, one feature) are free.
 */
const zones = [
  { type: 'server-config', pattern: 'apps/server/src/config' },
  { type: 'server-modules', pattern: 'apps/server/src/modules/*' },
  { type: 'server-http', pattern: 'apps/server/src/http' },
  { type: 'server-db', pattern: 'apps/server/src/db' },
  { type: 'server-lib', pattern: 'apps/server/src/lib' },
  // What is left of src/: app.ts, main.ts, the request guards and the CLIs, which compose the rest.
  { type: 'server-app', pattern: 'apps/server/src' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*' },
  { type: 'web-widget', pattern: 'apps/web/src/widgets/*' },
  { type: 'web-components', pattern: 'apps/web/src/components' },
  { type: 'web-lib', pattern: 'apps/web/src/lib' },
  // app/ and main.tsx: the routes and the shell.
  { type: 'web-app', pattern: 'apps/web/src' },
];
const below = {
  'server-app': ['server-modules', 'server-http', 'server-db', 'server-config', 'server-lib', 'server-app'],
  'server-modules': ['server-modules', 'server-http', 'server-db', 'server-config', 'server-lib'],
  'server-http': ['server-db', 'server-config', 'server-lib'],
  'server-db': ['server-config', 'server-lib'],
  'server-config': ['server-lib'],
  'server-lib': ['server-lib'],
  'web-app': ['web-app', 'web-feature', 'web-widget', 'web-components', 'web-lib'],
  'web-feature': ['web-widget', 'web-components', 'web-lib'],
  'web-widget': ['web-components', 'web-lib'],
  'web-components': ['web-components', 'web-lib'],
  'web-lib': ['web-lib'],
};

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
      'apps/server/src/config/index.ts',
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
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': zones,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}} must not import {{to.type}}: see the import zones in eslint.config.js',
          policies: Object.entries(below).map(([from, allowed]) => ({
            from: { element: { type: from } },
            allow: allowed.map((to) => ({ to: { element: { type: to } } })),
          })),
        },
      ],
    },
  },
);
