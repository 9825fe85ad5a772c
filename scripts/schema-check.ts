// `npm test` step: the API is a contract for other clients. Compares schema.graphql with the last published
// schema (schema.published.graphql, replaced on purpose by `npm run schema:publish`) using
// @graphql-inspector/core, and fails on a breaking change that CHANGELOG.md's "Unreleased" section does not
// list. A change is listed when its path (for example `Mutation.confirmBooking` or `Booking.holder`) appears
// there in backticks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

/** The text of the "## Unreleased" section of CHANGELOG.md, up to the next "## " heading. */
export function unreleasedSection(changelog: string): string {
  const start = changelog.search(/^## Unreleased\b/m);
  if (start < 0) return '';
  const rest = changelog.slice(start + 1);
  const next = rest.search(/^## /m);
  return next < 0 ? rest : rest.slice(0, next);
}

/** The breaking changes whose path is not named in backticks in `notes`. */
export function unlistedBreakingChanges(changes: Change[], notes: string): Change[] {
  const named = new Set([...notes.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim()));
  return changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking && !(c.path && named.has(c.path)));
}

async function main(): Promise<void> {
  const published = buildSchema(read('schema.published.graphql'));
  const current = buildSchema(read('schema.graphql'));
  const changes = await diff(published, current);
  const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
  const unlisted = unlistedBreakingChanges(changes, unreleasedSection(read('CHANGELOG.md')));
  const others = changes.length - breaking.length;
  console.log(`schema.graphql against schema.published.graphql: ${breaking.length} breaking, ${others} other change(s)`);
  for (const c of breaking) console.log(`  ${unlisted.includes(c) ? '✖' : '✔'} ${c.path ?? '(schema)'}: ${c.message}`);
  if (unlisted.length) {
    console.error(
      `\n${unlisted.length} breaking change(s) are not listed in CHANGELOG.md under "## Unreleased". ` +
        'Name each path in backticks there with what clients must do, or make the change compatible.',
    );
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
