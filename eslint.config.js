// One flat config for the monorepo: typescript-eslint (type-checked), React hooks and jsx-a11y for
// the web, and import boundaries that keep the layers apart (STYLE.md §1).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.bench/**', 'apps/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'apps/api/scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify route handlers and plugins are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Layers: shared imports only zod; web and api import shared, never each other.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.{1,2}/).*', message: 'packages/shared may import only zod and its own files.' }] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/api/**', '@dawa/api', '@dawa/api/*'], message: 'The web never imports the API; share through @dawa/shared.' }] }] },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/web/**', '@dawa/web', '@dawa/web/*'], message: 'The API never imports the web; share through @dawa/shared.' }] }] },
  },
  {
    // Web: features never import each other; shared layers never import features.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: ['apps/web/src/components', 'apps/web/src/lib', 'apps/web/src/config', 'apps/web/src/hooks'] },
      ],
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            { from: { element: { type: 'feature' } }, disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.captured.feature }}' } } } } },
            { from: { element: { type: 'feature' } }, disallow: { to: { element: { type: 'app' } } } },
            { from: { element: { type: 'web-shared' } }, disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } } },
          ],
        },
      ],
    },
  },
  {
    // API: only repositories touch Drizzle; routes go through services.
    files: ['apps/api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/*.repository.ts', '**/db/schema/**'], message: 'Routes call services; only repositories touch the database.' }] }],
    },
  },
);
