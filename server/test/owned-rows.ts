// A digest of every row a member owns, table by table, for the checks that must prove "nothing changed":
// the rows of each table with a user_id column that are the member's, and the rows of each table with a
// foreign key to one of those that point at the member's rows (a parcel's goods, a waybill's history, a
// top-up's proofs). Found from the schema, so a table added later is covered too. One query per digest.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function ownedQueries(): { table: string; where: (userId: SQL) => SQL }[] {
  const configs = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => ({ table, config: getTableConfig(table) }));
  const owned = configs.filter(({ config }) => config.columns.some((c) => c.name === 'user_id'));
  const ownedNames = new Set(owned.map(({ config }) => config.name));
  const queries = owned.map(({ config }) => ({
    table: config.name,
    where: (userId: SQL) => sql`r.user_id = ${userId}`,
  }));
  for (const { config } of configs) {
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const parent = getTableConfig(ref.foreignTable).name;
      if (!ownedNames.has(parent) || parent === config.name || ref.columns.length !== 1) continue;
      const column = ref.columns[0].name;
      const parentColumn = ref.foreignColumns[0].name;
      queries.push({
        table: `${config.name}.${column}`,
        where: (userId: SQL) =>
          sql`${sql.raw(`r.${quote(column)}`)} IN (SELECT ${sql.raw(quote(parentColumn))} FROM ${sql.raw(quote(parent))} WHERE user_id = ${userId})`,
      });
    }
  }
  return queries;
}

let cached: ReturnType<typeof ownedQueries> | undefined;

/** `{ table: md5 of its rows of the member }`, with the number of rows. */
export async function ownedRowsDigest(db: Db, userId: string): Promise<Record<string, string>> {
  cached ??= ownedQueries();
  const parts = cached.map(({ table, where }) => {
    const name = table.split('.')[0];
    return sql`SELECT ${table} AS t, count(*)::int AS n, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS h FROM ${sql.raw(quote(name))} r WHERE ${where(sql`${userId}`)}`;
  });
  const result = await db.execute(sql.join(parts, sql` UNION ALL `));
  const rows = (result as unknown as { rows: { t: string; n: number; h: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.t, `${row.n}:${row.h}`]));
}

/** The tables whose digest differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
