import { integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { proposed, proposedValues, allProposed } from './upsert';

const things = pgTable('things', {
  id: text('id').primaryKey(),
  displayName: text('display_name'),
  size: integer('size'),
});
const dialect = new PgDialect();
const sqlOf = (values: Record<string, Parameters<PgDialect['sqlToQuery']>[0]>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, dialect.sqlToQuery(value).sql]));

describe('the values an upsert writes over a stored row', () => {
  it('names the column of the row the insert proposed, by its database name', () => {
    expect(dialect.sqlToQuery(proposed(things.displayName)).sql).toBe('excluded."display_name"');
  });

  it('sets the named columns to what the insert proposed', () => {
    expect(sqlOf(proposedValues(things, ['displayName', 'size']))).toEqual({
      displayName: 'excluded."display_name"',
      size: 'excluded."size"',
    });
  });

  it('sets every column but the excepted ones', () => {
    expect(sqlOf(allProposed(things, ['id']))).toEqual({
      displayName: 'excluded."display_name"',
      size: 'excluded."size"',
    });
    expect(Object.keys(allProposed(things))).toEqual(['id', 'displayName', 'size']);
  });
});
