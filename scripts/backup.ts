/** `npm run backup`: a verified copy of the database and the stored files (docs/deployment.md). */
import { parseArgs } from "node:util";
import { createBackup } from "../server/backup/backup.ts";
import { runCli } from "../server/backup/cli.ts";
import { loadConfig } from "../server/config.ts";

const USAGE = `Użycie: npm run backup [-- --out KATALOG]

Kopiuje bazę (DATABASE_URL przez pg_dump albo bazę wbudowaną w DATA_DIR) i wszystkie pliki
(DATA_DIR/uploads i DATA_DIR/private albo zasobnik S3) do nowego katalogu, domyślnie
backups/okolica-<data>. Bazę wbudowaną kopiuje się przy zatrzymanym serwerze.`;

await runCli(USAGE, async () => {
  const { values } = parseArgs({
    options: { out: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) return console.log(USAGE);
  const { dir, manifest } = await createBackup(loadConfig(), { out: values.out });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const fileBytes = manifest.files.entries.reduce((sum, entry) => sum + entry.bytes, 0);
  console.log(
    [
      `Kopia zapisana w ${dir}`,
      `  baza: ${manifest.engineVersion}, migracje: ${manifest.migrations.applied} ` +
        `(ostatnia ${manifest.migrations.latest ?? "brak"})`,
      `        ${manifest.tables.length} tabel, ${rows} wierszy, ` +
        `${manifest.database.file} ${size(manifest.database.bytes)}`,
      `  pliki: ${manifest.files.entries.length} (${size(fileBytes)}) ` +
        `z magazynu ${manifest.files.bucket ?? manifest.files.storage}`,
      `Odtwarzanie: npm run restore -- ${dir}`,
    ].join("\n"),
  );
});

function size(bytes: number): string {
  if (bytes < 1_000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1_000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
