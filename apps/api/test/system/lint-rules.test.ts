import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules (STYLE.md §1, docs/decisions/015-lint-boundaries.md) once passed every planted
 * violation without a word: the resolver could not follow `@/`, extensionless or `.ts` imports, and
 * a later config block replaced the routes' rule. This lints lint-fixtures/ (deliberate violations
 * at mirrored paths) with the project's real eslint.config.js and expects each file to fail with the
 * one rule it breaks, on its import line, and the clean neighbours to pass.
 */

const root = path.resolve(import.meta.dirname, '../../../..');
const fixtures = path.join(root, 'lint-fixtures');

const boundaries = 'boundaries/dependencies';
const cycle = 'import-x/no-cycle';

/** [fixture path, rule, line, what the message names (from … to …)] */
const violations: [string, string, number, RegExp][] = [
  [
    'apps/web/src/features/fixture-a/imports-another-feature.ts',
    boundaries,
    2,
    /"web-feature".*feature="fixture-a".* to .*"web-feature".*feature="cart"/,
  ],
  [
    'apps/web/src/features/fixture-a/imports-sibling-feature-relatively.ts',
    boundaries,
    2,
    /feature="fixture-a".* to .*"web-feature".*feature="fixture-b"/,
  ],
  ['apps/web/src/features/fixture-a/imports-the-api.ts', boundaries, 2, /"web-feature".* to .*"api-lib"/],
  ['apps/web/src/components/imports-a-feature.tsx', boundaries, 2, /"web-shared" to .*"web-feature".*feature="cart"/],
  ['apps/api/src/routes/imports-the-web.ts', boundaries, 2, /"api-route" to .*"web-feature"/],
  ['apps/api/src/routes/imports-a-repository.ts', boundaries, 2, /"api-route" to file of category "repository"/],
  ['apps/api/src/routes/imports-the-schema.ts', boundaries, 2, /"api-route" to .*"api-schema"/],
  ['apps/api/src/flows/imports-a-repository.ts', boundaries, 2, /"api-flow" to file of category "repository"/],
  [
    'apps/api/src/modules/fixture-b/imports-another-modules-repository.ts',
    boundaries,
    2,
    /module="fixture-b" to file of category "repository" .*module="fixture-a"/,
  ],
  ['apps/api/src/modules/fixture-b/service-touches-schema.ts', boundaries, 2, /module="fixture-b" to .*"api-schema"/],
  ['apps/api/src/modules/fixture-b/service-uses-drizzle.ts', boundaries, 2, /Only \*\.repository\.ts files \(and db\/\) may use Drizzle/],
  ['apps/api/src/providers/fixture/imports-a-module.ts', boundaries, 2, /"api-provider".* to .*"api-module"/],
  ['apps/api/src/lib/cycle-a.ts', cycle, 2, /Dependency cycle/],
  ['apps/api/src/lib/cycle-b.ts', cycle, 2, /Dependency cycle/],
  ['packages/shared/src/imports-a-package.ts', boundaries, 2, /"shared" to .*module source "node:crypto"/],
  ['packages/shared/src/imports-the-api.ts', boundaries, 2, /"shared" to .*"api-lib"/],
];

/** The neighbours the violations import: allowed imports of every layer, which must stay allowed. */
const clean = [
  'apps/web/src/features/fixture-b/fixture-b.ts',
  'apps/web/src/app/composes-features.ts',
  'apps/api/src/routes/calls-a-service.ts',
  'apps/api/src/flows/calls-services.ts',
  'apps/api/src/modules/fixture-a/fixture-a.repository.ts',
  'apps/api/src/modules/fixture-a/fixture-a.service.ts',
  'apps/api/src/modules/fixture-b/fixture-b.service.ts',
  'apps/api/src/db/schema/fixture.ts',
  'apps/api/src/lib/fixture-lib.ts',
  'packages/shared/src/fixture-rules.ts',
];

describe('import rules, on the deliberate violations in lint-fixtures/', () => {
  const messagesOf = new Map<string, { ruleId: string | null; line: number; message: string }[]>();

  beforeAll(async () => {
    // The real config; only its ignore list (which keeps lint-fixtures/ out of `npm run lint`) is off.
    const eslint = new ESLint({ cwd: root, ignore: false });
    for (const result of await eslint.lintFiles([fixtures])) {
      messagesOf.set(
        path.relative(fixtures, result.filePath),
        result.messages.map(({ ruleId, line, message }) => ({ ruleId, line, message })),
      );
    }
  }, 120_000);

  it('lints every fixture file, and `npm run lint` leaves them out', async () => {
    expect([...messagesOf.keys()].sort()).toEqual([...violations.map(([file]) => file), ...clean].sort());
    expect(await new ESLint({ cwd: root }).isPathIgnored(path.join(fixtures, violations[0]![0]))).toBe(true);
  });

  it.each(violations)('%s fails with %s', (file, rule, line, says) => {
    const messages = messagesOf.get(file) ?? [];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ ruleId: rule, line });
    expect(messages[0]!.message).toMatch(says);
  });

  it.each(clean)('%s passes', (file) => {
    expect(messagesOf.get(file)).toEqual([]);
  });
});
