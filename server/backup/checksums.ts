import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Tx } from "../kernel/tx.ts";
import { BackupError } from "./errors.ts";

/** The database or an open transaction on it: the PostgreSQL backup reads inside its snapshot. */
export type Queryable = Db | Tx;

export type TableChecksum = { table: string; rows: number; checksum: string };

/**
 * Row count and checksum of every table of the app (`public`) and of drizzle's migration record,
 * computed in SQL so that both engines, the backup, the restore and the test agree.
 *
 * The checksum is md5 over the rows' md5s in sorted order: independent of physical row order and
 * of the collation (hex digits sort alike everywhere), and it aggregates 32 bytes per row rather
 * than whole rows, so a large table does not build a huge string.
 */
export async function tableChecksums(db: Queryable): Promise<TableChecksum[]> {
  return db.transaction(async (tx) => {
    // A row's text depends on these settings; fixed here so any server configuration prints the same.
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
    await tx.execute(sql`set local intervalstyle = 'postgres'`);
    await tx.execute(sql`set local extra_float_digits = 1`);
    const { rows: tables } = await tx.execute<{ schema: string; name: string }>(sql`
      select table_schema as schema, table_name as name
      from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
      order by table_schema, table_name`);
    const result: TableChecksum[] = [];
    for (const { schema, name } of tables) {
      const { rows } = await tx.execute<{ rows: number; checksum: string }>(sql`
        select count(*)::int as rows,
               md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as checksum
        from ${sql.identifier(schema)}.${sql.identifier(name)} t`);
      result.push({ table: `${schema}.${name}`, rows: rows[0].rows, checksum: rows[0].checksum });
    }
    return result;
  });
}

/** One printed line per table (OK or BŁĄD) and whether all tables match. */
function compareChecksums(
  expected: TableChecksum[],
  actual: TableChecksum[],
): { ok: boolean; lines: string[] } {
  const found = new Map(actual.map((t) => [t.table, t]));
  const lines: string[] = [];
  let ok = true;
  for (const want of expected) {
    const got = found.get(want.table);
    found.delete(want.table);
    if (got && got.rows === want.rows && got.checksum === want.checksum) {
      lines.push(`OK    ${want.table}: ${want.rows} wierszy, suma ${want.checksum}`);
      continue;
    }
    ok = false;
    lines.push(
      got
        ? `BŁĄD  ${want.table}: w kopii ${want.rows} wierszy (suma ${want.checksum}), ` +
            `po odtworzeniu ${got.rows} (suma ${got.checksum})`
        : `BŁĄD  ${want.table}: brak tabeli po odtworzeniu`,
    );
  }
  for (const extra of found.values()) {
    ok = false;
    lines.push(`BŁĄD  ${extra.table}: tabela spoza kopii (${extra.rows} wierszy)`);
  }
  return { ok, lines };
}

/** The printed comparison when every table matches; otherwise a BackupError listing it. */
export function matchChecksums(expected: TableChecksum[], actual: TableChecksum[]): string[] {
  const { ok, lines } = compareChecksums(expected, actual);
  if (!ok) {
    throw new BackupError(
      `Odtworzona baza nie zgadza się z kopią (liczba wierszy albo suma kontrolna):\n${lines.join("\n")}`,
    );
  }
  return lines;
}
