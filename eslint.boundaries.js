// The direction of imports (STYLE.md §1, docs/decisions/015-lint-boundaries.md) as
// eslint-plugin-boundaries elements and policies. The rule is an allow-list: an import between two
// of our files passes only when a policy below allows it (the last matching policy wins), so a new
// layer or a new kind of import starts out refused until someone decides where it belongs.
//
// Patterns match the end of a file's folder path, so the deliberate violations in lint-fixtures/,
// which mirror the real tree (lint-fixtures/apps/web/src/features/…), get the same element types.

/** @param {string | string[]} type */
const element = (type) => ({ element: { type } });
/** Files of the given element types, optionally narrowed (e.g. by file category). */
const to = (type, narrowed = {}) => ({ to: { ...element(type), ...narrowed } });
/** A module's published files: everything but its repositories (and its tests). */
const published = { file: { categories: 'published' } };
const entry = { file: { categories: 'entry' } };
const repository = { file: { categories: 'repository' } };
const test = { file: { categories: 'test' } };

export const boundaryElements = [
  { type: 'shared', pattern: 'packages/shared/src' },

  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-shared', pattern: ['apps/web/src/components', 'apps/web/src/lib', 'apps/web/src/config', 'apps/web/src/hooks'] },
  { type: 'web-test-kit', pattern: 'apps/web/src/test' },
  // main.tsx, index.css, vite-env.d.ts (the entry that mounts the app); see the 'entry' category.
  { type: 'web-entry', pattern: 'apps/web/src' },

  { type: 'api-route', pattern: 'apps/api/src/routes' },
  { type: 'api-flow', pattern: 'apps/api/src/flows' },
  { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
  { type: 'api-provider', pattern: 'apps/api/src/providers/*', capture: ['provider'] },
  { type: 'api-schema', pattern: 'apps/api/src/db/schema' },
  // client.ts, prepare.ts (migrate and seed), seed/: the tooling around the database.
  { type: 'api-db', pattern: 'apps/api/src/db' },
  { type: 'api-plugin', pattern: 'apps/api/src/plugins' },
  { type: 'api-lib', pattern: 'apps/api/src/lib' },
  { type: 'api-config', pattern: 'apps/api/src/config' },
  // app.ts and server.ts, the composition root that wires modules, providers, plugins and routes;
  // see the 'entry' category.
  { type: 'api-root', pattern: 'apps/api/src' },
  { type: 'api-test', pattern: 'apps/api/test' },
];

// One category per file (boundaries/files-single-match): the first matching pattern wins. Patterns
// start with **/ so that the fixtures' mirrored paths match too.
export const boundaryFiles = [
  { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/*.cases.ts'] },
  { category: 'repository', pattern: '**/*.repository.ts' },
  // A module's other files are its published surface: services, pure rules, views, types.
  { category: 'published', pattern: '**/apps/api/src/modules/*/**' },
  // The files directly in src/ (app.ts, server.ts; main.tsx): a file in a new, unclassified folder
  // under src/ has no category, so it may import nothing of ours and nothing may import it.
  { category: 'entry', pattern: ['**/apps/api/src/*.ts', '**/apps/web/src/*.{ts,tsx,css}'] },
];

const webTypes = ['web-app', 'web-feature', 'web-shared', 'web-test-kit', 'web-entry'];
const apiTypes = [
  'api-route',
  'api-flow',
  'api-module',
  'api-provider',
  'api-schema',
  'api-db',
  'api-plugin',
  'api-lib',
  'api-config',
  'api-root',
  'api-test',
];
/** lib and config are infrastructure every API layer may use. */
const infrastructure = ['api-lib', 'api-config'];
/**
 * npm and Node packages. Our own workspaces resolve to their files and count as local; an import of
 * ours that does not resolve (a mistyped `@/` path, `@dawa/api`) is no package either.
 */
const packages = { to: { module: { origin: ['external', 'core'], source: '!{@dawa/**,@/**}' } } };

// Every policy is checked for every import, so each lists its targets in as few selectors as it can.
export const boundaryPolicies = [
  // packages/shared may import only zod and, for the clinic-time-zone slot maths (decision 027),
  // date-fns with @date-fns/tz (its tests also their runner); everyone else any package.
  { from: [element([...webTypes, ...apiTypes]), { ...element('shared'), ...test }], allow: packages },
  {
    from: element('shared'),
    allow: ['zod', 'date-fns', '@date-fns/tz'].map((source) => ({ to: { module: { origin: 'external', source } } })),
  },

  // Web: the app composes features; a feature uses only itself (not checked: same element) and the
  // shared layers (components, lib, config, hooks), which use only each other. Nobody imports the API.
  { from: { ...element('web-entry'), ...entry }, allow: [to(['web-app', 'web-shared', 'shared']), to('web-entry', entry)] },
  { from: element('web-app'), allow: to(['web-feature', 'web-shared', 'shared']) },
  { from: element(['web-feature', 'web-shared']), allow: to(['web-shared', 'shared']) },
  { from: [element('web-test-kit'), { ...element(webTypes), ...test }], allow: to([...webTypes, 'shared']) },

  // API, top to bottom: routes → flows → modules → providers and db; lib and config from anywhere.
  // app.ts and server.ts wire everything but repositories.
  {
    from: { ...element('api-root'), ...entry },
    allow: [
      to(['api-route', 'api-flow', 'api-provider', 'api-db', 'api-plugin', ...infrastructure, 'shared']),
      to('api-root', entry),
      to('api-module', published),
    ],
  },
  // Routes call flows and module services; never a repository, the schema or the database handle.
  {
    from: element('api-route'),
    allow: [to(['api-flow', 'api-provider', 'api-plugin', ...infrastructure, 'shared']), to('api-module', published)],
  },
  // Plugins (the Fastify glue: auth, errors, OpenAPI), flows (use cases that span modules) and modules
  // use other modules only through their published files; a module's own files are not checked.
  {
    from: element(['api-plugin', 'api-flow', 'api-module']),
    allow: [to(['api-provider', 'api-db', ...infrastructure, 'shared']), to('api-module', published)],
  },
  // Only repositories (and the database tooling below) touch the Drizzle schema.
  { from: { ...element('api-module'), ...repository }, allow: to('api-schema') },
  // Providers import no modules: they are the adapters modules are given.
  { from: element(['api-provider', 'api-lib', 'api-config']), allow: to([...infrastructure, 'shared']) },
  { from: element('api-schema'), allow: to('shared') },
  // Migrating and seeding (db/prepare.ts, db/seed/) write every table, through the schema and repositories.
  { from: element('api-db'), allow: to(['api-schema', 'api-module', 'api-provider', ...infrastructure, 'shared']) },
  {
    from: [
      element(['api-route', 'api-flow', 'api-provider', 'api-plugin', 'api-lib', 'api-config', 'api-root']),
      { ...element('api-module'), ...published },
    ],
    disallow: { to: { module: { origin: 'external', source: 'drizzle-orm' } } },
    message: 'Only *.repository.ts files (and db/) may use Drizzle; call a repository function instead.',
  },
  // Tests reach any API layer to arrange and inspect state.
  { from: [element('api-test'), { ...element(apiTypes), ...test }], allow: to([...apiTypes, 'shared']) },
];

/** One real file (never a fixture), as an exception can be no wider. */
export const onlyFile = (type, path) => ({ element: { type }, file: { path } });

/**
 * Known exceptions, each as narrow as one file (onlyFile). None today: the two that main had before
 * issue 9 (account-data-sources.ts, payment-settlement.ts) went with the move of their use cases into
 * apps/api/src/flows/. Add one only with a comment saying why and when it goes.
 */
export const boundaryExceptions = [];
