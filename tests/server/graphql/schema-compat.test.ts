// The schema compatibility check of `npm test` (scripts/schema-check.ts): a breaking change fails it unless
// CHANGELOG.md's Unreleased section names it; additions never do.
import { describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { diff } from '@graphql-inspector/core';
import { unlistedBreakingChanges, unreleasedSection } from '../../../scripts/schema-check.ts';

const before = buildSchema(`
  type Query { booking(reference: ID!): Booking }
  type Booking { reference: ID! holder: Person! }
  type Person { firstName: String! }
`);

describe('schema compatibility check', () => {
  it('flags a removed field and a field made nullable until the changelog names them', async () => {
    const after = buildSchema(`
      type Query { booking(reference: ID!): Booking }
      type Booking { holder: Person }
      type Person { firstName: String! }
    `);
    const changes = await diff(before, after);
    const unlisted = unlistedBreakingChanges(changes, '');
    expect(unlisted.map((c) => c.path).sort()).toEqual(['Booking.holder', 'Booking.reference']);

    const notes = unreleasedSection(
      '# Changelog\n\n## Unreleased\n\n- `Booking.reference` removed.\n- `Booking.holder` is null for strangers.\n\n## 2026-01-01\n\n- `Old.thing`\n',
    );
    expect(unlistedBreakingChanges(changes, notes)).toEqual([]);
  });

  it('does not count notes of an earlier release', async () => {
    const after = buildSchema(`
      type Query { booking(reference: ID!): Booking }
      type Booking { holder: Person! }
      type Person { firstName: String! }
    `);
    const changes = await diff(before, after);
    const notes = unreleasedSection('## Unreleased\n\nnothing\n\n## 2026-01-01\n\n- `Booking.reference` removed.\n');
    expect(unlistedBreakingChanges(changes, notes).map((c) => c.path)).toEqual(['Booking.reference']);
  });

  it('lets additions through without a note', async () => {
    const after = buildSchema(`
      type Query { booking(reference: ID!): Booking, hotels: [String!]! }
      type Booking { reference: ID! holder: Person! phone: String }
      type Person { firstName: String! }
    `);
    expect(unlistedBreakingChanges(await diff(before, after), '')).toEqual([]);
  });
});
