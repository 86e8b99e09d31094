import { getTableConfig, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as kinds from './columns';

const owners = pgTable('owners', { id: kinds.uuidPrimaryKey(), slug: text('slug').notNull().unique() });
const owned = pgTable('owned', {
  id: kinds.uuidPrimaryKey(),
  ownerId: kinds.uuidOwnedBy('owner_id', () => owners.id),
  ownerSlug: kinds.textOwnedBy('owner_slug', () => owners.slug),
  seen: kinds.counter('seen'),
  tags: kinds.jsonStrings('tags'),
  names: kinds.textArray('names'),
  ...kinds.coordinates(),
  happenedAt: kinds.stampedNow('happened_at'),
  createdAt: kinds.createdAt(),
  updatedAt: kinds.updatedAt(),
});
const { columns, foreignKeys } = getTableConfig(owned);
const column = (name: string) => columns.find((entry) => entry.name === name)!;

describe('the shared column kinds', () => {
  it('builds each column with its SQL type, NOT NULL and default', () => {
    const described = columns.map((entry) => ({
      name: entry.name,
      type: entry.getSQLType(),
      notNull: entry.notNull,
      primary: entry.primary,
      hasDefault: entry.hasDefault,
    }));
    expect(described).toEqual([
      { name: 'id', type: 'uuid', notNull: true, primary: true, hasDefault: true },
      { name: 'owner_id', type: 'uuid', notNull: true, primary: false, hasDefault: false },
      { name: 'owner_slug', type: 'text', notNull: true, primary: false, hasDefault: false },
      { name: 'seen', type: 'integer', notNull: true, primary: false, hasDefault: true },
      { name: 'tags', type: 'jsonb', notNull: true, primary: false, hasDefault: true },
      { name: 'names', type: 'text[]', notNull: true, primary: false, hasDefault: true },
      { name: 'latitude', type: 'double precision', notNull: true, primary: false, hasDefault: false },
      { name: 'longitude', type: 'double precision', notNull: true, primary: false, hasDefault: false },
      {
        name: 'happened_at',
        type: 'timestamp with time zone',
        notNull: true,
        primary: false,
        hasDefault: true,
      },
      {
        name: 'created_at',
        type: 'timestamp with time zone',
        notNull: true,
        primary: false,
        hasDefault: true,
      },
      {
        name: 'updated_at',
        type: 'timestamp with time zone',
        notNull: true,
        primary: false,
        hasDefault: true,
      },
    ]);
  });

  it('starts a counter at zero and a JSON list empty', () => {
    expect(column('seen').default).toBe(0);
    expect(column('tags').default).toEqual([]);
  });

  it('deletes an owned row with its owner', () => {
    expect(
      foreignKeys.map((key) => {
        const reference = key.reference();
        return {
          from: reference.columns.map((entry) => entry.name),
          to: reference.foreignColumns.map((entry) => entry.name),
          onDelete: key.onDelete,
        };
      }),
    ).toEqual([
      { from: ['owner_id'], to: ['id'], onDelete: 'cascade' },
      { from: ['owner_slug'], to: ['slug'], onDelete: 'cascade' },
    ]);
  });
});
