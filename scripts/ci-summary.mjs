// The end of `.ci/run`: each phase's seconds, the 15 slowest test files and journeys of each pass,
// the journeys that passed only on retry, and one closing line `N passed, N failed`.
// Reads what .ci/run left in its report folder: phases.tsv and the Vitest and Playwright JSON reports.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const read = (name) => {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const relative = (file) => path.relative(process.cwd(), file);
let passed = 0;
let failed = 0;
let skipped = 0;

function vitestPass(label, report) {
  if (!report) return;
  const files = report.testResults.map((file) => ({ name: relative(file.name), ms: file.endTime - file.startTime }));
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'passed') passed++;
      else if (test.status === 'failed') failed++;
      else skipped++;
    }
    // A file that failed to load has no tests but is a failure.
    if (file.status === 'failed' && file.assertionResults.length === 0) failed++;
  }
  console.log(`\nSlowest test files, ${label}:`);
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, 15)) console.log(`  ${seconds(file.ms).padStart(8)}  ${file.name}`);
}

function* playwrightTests(suite, titles = []) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests) yield { title: [...titles, spec.title].join(' › '), file: spec.file, test };
  for (const child of suite.suites ?? [])
    yield* playwrightTests(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
}

const flaky = [];
function playwrightPass(label, report) {
  if (!report) return;
  const journeys = [];
  for (const suite of report.suites) {
    for (const { title, file, test } of playwrightTests(suite)) {
      const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
      journeys.push({ name: `${file} › ${title}`, ms });
      if (test.status === 'expected') passed++;
      else if (test.status === 'flaky') {
        passed++;
        flaky.push(`${label}: ${file} › ${title}`);
      } else if (test.status === 'skipped') skipped++;
      else failed++;
    }
  }
  console.log(`\nSlowest journeys, ${label}:`);
  for (const journey of journeys.sort((a, b) => b.ms - a.ms).slice(0, 15))
    console.log(`  ${seconds(journey.ms).padStart(8)}  ${journey.name}`);
}

vitestPass('unit tests (shared, web)', read('vitest-unit.json'));
playwrightPass('journeys on PGlite', read('playwright-pglite.json'));
vitestPass('API tests on PostgreSQL + Redis', read('vitest-api.json'));
playwrightPass('@server journeys on PostgreSQL + Redis', read('playwright-server.json'));

console.log(`\nJourneys that passed only on retry (flaky): ${flaky.length}`);
for (const name of flaky) console.log(`  ${name}`);

console.log('\nPhases:');
const phases = fs.existsSync(path.join(dir, 'phases.tsv'))
  ? fs.readFileSync(path.join(dir, 'phases.tsv'), 'utf8').trim().split('\n').filter(Boolean)
  : [];
let total = 0;
for (const line of phases) {
  const [name, secs, status] = line.split('\t');
  total += Number(secs);
  console.log(`  ${name}: ${secs} s${status === '0' ? '' : ` (failed, exit ${status})`}`);
}
console.log(`  total: ${total} s (${(total / 60).toFixed(1)} min)`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
// A failed test the phases missed still fails the run (.ci/run turns this exit into its own).
if (failed > 0) process.exitCode = 3;
