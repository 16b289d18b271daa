// One flat config for the monorepo: typescript-eslint (type-checked), React hooks and jsx-a11y for
// the web, and import boundaries that keep the layers apart (STYLE.md §1, decision 015).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryElements, boundaryFiles, boundaryExceptions, boundaryPolicies } from './eslint.boundaries.js';

const root = import.meta.dirname;
// How imports resolve: `.ts` suffixes, the workspace packages' `exports` (`@dawa/shared/*`) and the
// web's `@/` path. The web's tsconfig is the only one with `paths`, and one project resolves about
// a second faster per run than the list of all (the resolver then matches each file to a project).
const resolver = { project: 'apps/web/tsconfig.json' };
const sourceFiles = [
  'packages/shared/src/**/*.ts',
  'apps/api/src/**/*.ts',
  'apps/api/test/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'lint-fixtures/**/*.{ts,tsx}',
];

export default tseslint.config(
  // lint-fixtures/ holds deliberate violations: only apps/api/test/system/lint-rules.test.ts lints them.
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
      'apps/web/public/**',
      'lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'apps/api/scripts/*.mjs'] },
        tsconfigRootDir: root,
      },
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
    // The direction of imports (STYLE.md §1), held in one place: the element types and the policies
    // between them are in eslint.boundaries.js. Only this block sets import rules for these files, so
    // no later block can silently replace them (as a routes-only no-restricted-imports once did).
    files: sourceFiles,
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': boundaryElements,
      'boundaries/files': boundaryFiles,
      'boundaries/files-single-match': true,
      'boundaries/legacy-templates': false,
      // The legacy resolver interface, which eslint-plugin-boundaries reads.
      'import/resolver': { typescript: resolver },
      'import-x/resolver-next': [createTypeScriptImportResolver(resolver)],
      // no-cycle follows only files it may parse: without these it silently skips every .ts file.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules'],
      // Parse each file once per run (the default drops the parsed export map after 30 s).
      'import-x/cache': { lifetime: Infinity },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkAllOrigins: true, checkUnknownLocals: true, policies: [...boundaryPolicies, ...boundaryExceptions] },
      ],
      // Every source file belongs to a layer, so a new folder cannot fall outside the rules unseen.
      'boundaries/no-unknown-files': 'error',
      // Type-only imports cannot form a runtime cycle and are left out.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
