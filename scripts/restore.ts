/** `npm run restore`: a backup from `npm run backup` into a fresh database (docs/deployment.md). */
import { parseArgs } from "node:util";
import { runCli } from "../server/backup/cli.ts";
import { restoreBackup } from "../server/backup/restore.ts";
import { loadConfig } from "../server/config.ts";

const USAGE = `Użycie: npm run restore -- KATALOG_KOPII [--force]

Odtwarza kopię z npm run backup do bazy z konfiguracji (DATABASE_URL albo DATA_DIR) i do
magazynu plików, po czym porównuje liczbę wierszy i sumę kontrolną każdej tabeli oraz każdy plik.
Baza i magazyn muszą być puste; --force zastępuje istniejącą bazę i nadpisuje pliki.
Bazę wbudowaną odtwarza się przy zatrzymanym serwerze.`;

await runCli(USAGE, async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exit(1);
  }
  const { manifest, lines } = await restoreBackup(loadConfig(), positionals[0], {
    force: values.force,
  });
  console.log(
    [
      ...lines,
      `Odtworzono kopię z ${manifest.createdAt}: wszystkie tabele i pliki się zgadzają.`,
    ].join("\n"),
  );
});
