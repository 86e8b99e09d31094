import { getTableColumns, sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';

// What an upsert (insert … on conflict do update) writes over a stored row: the values the insert
// proposed, which Postgres names the `excluded` row.

type ColumnKey<TTable extends Table> = keyof TTable['_']['columns'] & string;

/** The value the insert proposed for `column`, for an upsert's `set` or `setWhere`. */
export const proposed = (column: AnyColumn): SQL => sql.raw(`excluded."${column.name}"`);

/** An upsert's `set` that gives these columns of `table` the values the insert proposed. */
export function proposedValues<TTable extends Table, Key extends ColumnKey<TTable>>(
  table: TTable,
  keys: readonly Key[],
): Record<Key, SQL> {
  const columns = getTableColumns(table);
  const values = keys.map((key) => [key, proposed(columns[key] as AnyColumn)]);
  return Object.fromEntries(values) as Record<Key, SQL>;
}

/** An upsert's `set` that gives every column of `table` but the `except` ones the proposed value. */
export function allProposed<TTable extends Table>(
  table: TTable,
  except: readonly ColumnKey<TTable>[] = [],
): Record<string, SQL> {
  const keys = Object.keys(getTableColumns(table)) as ColumnKey<TTable>[];
  return proposedValues(
    table,
    keys.filter((key) => !except.includes(key)),
  );
}
