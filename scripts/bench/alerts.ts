import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { sendSearchAlerts } from "../../server/saved-searches/send-search-alerts.ts";
import { PROPERTY_CATEGORIES } from "../../shared/categories.ts";
import { LOCATIONS } from "../../shared/locations.ts";

const USERS = 2_000;
const BASE_URL = "https://okolica.example";

/** `array['a', 'b']` from constants (plain ASCII keys, never input). */
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v}'`).join(", ")}]::text[]`);

/**
 * The alert job over `searches` saved searches (of 2 000 users: half "at once", a third daily,
 * the rest weekly; a category, mostly a place, often a price limit, sometimes rooms or a word)
 * on the seeded listings, all due, in two runs: a day's news (each search last checked a day
 * ago: about 140 new listings a day in the seed, and 200 price drops made now) and a minute's
 * (20 new listings). Times each run of the real sendSearchAlerts, then removes what it added.
 */
export async function benchSearchAlerts(db: Db, label: string, searches: number) {
  await db.execute(sql`select setseed(0.2424)`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select format('bench-alert-%s', g), format('Alert %s', g),
           format('alert-%s@okolica.local', g), true
    from generate_series(1, ${USERS}::int) as g`);
  await db.execute(sql`
    insert into saved_searches (user_id, name, query, frequency, checked_at, due_at,
                                unsubscribe_token)
    select format('bench-alert-%s', 1 + g % ${USERS}::int), format('Wyszukiwanie %s', g),
      concat_ws('&',
        'categories=' || (${textArray(PROPERTY_CATEGORIES.map((c) => c.slug))})[1 + g % 4],
        case when random() < 0.7
          then 'locations=' || (${textArray(LOCATIONS.map((l) => l.slug))})[1 + floor(random() * 15)::int] end,
        case when random() < 0.5 then 'priceMax=' || (100000 + floor(random() * 20) * 50000)::int end,
        case when random() < 0.2 then 'rooms=' || (1 + floor(random() * 4))::int end,
        case when random() < 0.05 then 'q=Testowa' end),
      (array['instant', 'instant', 'instant', 'daily', 'daily', 'weekly'])[1 + g % 6],
      now() - interval '1 day', now() - interval '1 second',
      md5(g::text || random()::text)
    from generate_series(1, ${searches}::int) as g`);
  // Price drops made now: the trigger records them as it does for the form and imports.
  await db.execute(sql`
    update properties set price = price - 10000
    where id in (select id from properties where not is_archived and price > 20000
                 order by random() limit 200)`);
  await db.execute(sql`analyze saved_searches, properties`);

  const timed = async (what: string) => {
    const started = performance.now();
    const result = await sendSearchAlerts({ db, baseUrl: BASE_URL });
    const ms = performance.now() - started;
    console.log(
      `  ${what.padEnd(34)} ${String(result.checked).padStart(6)} searches ${String(result.mailed).padStart(6)} mails ${(ms / 1000).toFixed(1).padStart(6)} s  (${(ms / Math.max(1, result.checked)).toFixed(2)} ms a search)`,
    );
  };
  console.log(`\n${label}: search alerts, ${searches} saved searches over the seeded listings`);
  await timed("a day's news (all due)");

  // A minute later: 20 new listings, every search due again and checked a minute before.
  await db.execute(sql`
    insert into properties (user_id, title, price, type, location, area, rooms, created_at)
    select 'bench-owner', format('Nowa oferta %s', g), 150000 + g * 10000,
      (array['mieszkanie', 'dom', 'dzialka', 'lokal'])[1 + g % 4],
      (${textArray(LOCATIONS.map((l) => l.slug))})[1 + g % 15], 60, 3, now() - interval '30 seconds'
    from generate_series(1, 20) as g`);
  await db.execute(sql`
    update saved_searches set checked_at = now() - interval '90 seconds',
                              due_at = now() - interval '1 second'`);
  await timed("a minute's news (20 new listings)");

  await db.execute(sql`delete from mail_outbox`);
  await db.execute(sql`delete from saved_searches`);
  await db.execute(sql`delete from users where id like 'bench-alert-%'`);
  await db.execute(sql`delete from properties where title like 'Nowa oferta %'`);
}
