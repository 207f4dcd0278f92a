import { sql } from "drizzle-orm";
import { PROPERTY_TYPES, SELLER_TYPES, SERVICE_CATEGORY_VALUES } from "../../app/lib/categories.ts";
import { LOCATIONS } from "../../app/lib/locations.ts";
import { SOURCE_KEYS } from "../../app/lib/sources.ts";
import type { Db } from "../../server/db/client.ts";

const BENCH_USER = "bench-owner";

/** `array['a', 'b']` from constants (which are plain ASCII keys and Polish labels, never input). */
function textArray(values: readonly string[]) {
  return sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")}]::text[]`);
}

/**
 * Fills an empty database with `listings` listings and `services` services in a few set-based
 * statements (generate_series), so 100 000 rows take seconds, not a loop of inserts. Location
 * and type go round-robin (every pair occurs equally); transaction, seller type, source and the
 * flags are drawn at random (seeded, so runs match) so that they do not correlate with the
 * location. About 5 % are archived, so the queries that count and list active listings see
 * realistic partial-index selectivity.
 */
export async function seedBenchData(
  db: Db,
  { listings, services }: { listings: number; services: number },
) {
  await db.execute(sql`select setseed(0.4242)`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    values (${BENCH_USER}, 'Benchmark', 'bench@okolica.local', true)`);

  const slugs = textArray(LOCATIONS.map((l) => l.slug));
  const labels = textArray(LOCATIONS.map((l) => l.label));
  await db.execute(sql`
    insert into properties (
      user_id, title, description, price, location, address, area, rooms, bathrooms, type,
      transaction_type, seller_type, source, external_url, is_premium, is_verified, is_archived,
      views, created_at, updated_at)
    select ${BENCH_USER},
      format('%s %s m², %s', type_label, round(area), location_label),
      format('%s na %s w miejscowości %s. Oferta testowa nr %s do pomiarów wydajności.',
             type_label, case when transaction_type = 'wynajem' then 'wynajem' else 'sprzedaż' end,
             location_label, g),
      price, location, format('ul. Testowa %s', 1 + g % 120), area,
      case when type in ('mieszkanie', 'dom') then 1 + floor(r4 * 6)::int end,
      case when type in ('mieszkanie', 'dom') then 1 + g % 2 end,
      type, transaction_type, seller_type, source,
      case when source <> 'wlasne' then format('https://example.invalid/%s/oferta/%s', source, g) end,
      r1 < 0.06, r2 < 0.3, r3 < 0.05,
      (random() * 500)::int, created_at, created_at
    from (
      select g, type, transaction_type, location, location_label, seller_type, source, created_at,
        r1, r2, r3, r4,
        (array['Mieszkanie', 'Dom', 'Działka', 'Lokal'])[type_index] as type_label,
        round((case type
          when 'mieszkanie' then 25 + random() * 95
          when 'dom' then 70 + random() * 230
          when 'dzialka' then 500 + random() * 4500
          else 20 + random() * 480 end)::numeric, 2) as area,
        round((case
          when transaction_type = 'wynajem' then 800 + random() * 7200
          when type = 'mieszkanie' then 150000 + random() * 650000
          when type = 'dom' then 300000 + random() * 1200000
          when type = 'dzialka' then 30000 + random() * 370000
          else 200000 + random() * 1800000 end)::numeric, -2)::bigint as price
      from (
        select g,
          1 + (g / 15) % 4 as type_index,
          (${textArray(PROPERTY_TYPES)})[1 + (g / 15) % 4] as type,
          case when random() < 0.2 then 'wynajem' else 'sprzedaz' end as transaction_type,
          (${slugs})[1 + g % 15] as location,
          (${labels})[1 + g % 15] as location_label,
          (${textArray(SELLER_TYPES)})[1 + floor(random() * 3)::int] as seller_type,
          (${textArray(SOURCE_KEYS)})[1 + floor(random() * 10)::int] as source,
          random() as r1, random() as r2, random() as r3, random() as r4,
          now() - (g % 730) * interval '1 day' - (random() * 86400) * interval '1 second' as created_at
        from generate_series(1, ${listings}::int) as g
      ) base
    ) shaped`);

  await db.execute(sql`
    insert into services (user_id, title, description, price_from, location, category,
                          availability, rating, review_count, is_premium, is_verified)
    select ${BENCH_USER},
      format('Firma testowa %s', g),
      format('Usługi w okolicy, wpis testowy nr %s.', g),
      (50 + random() * 150)::int,
      (${slugs})[1 + (g / 8) % 15],
      (${textArray(SERVICE_CATEGORY_VALUES)})[1 + g % 8],
      'Pn-Pt 8-17',
      case when g % 4 = 0 then null else round((3 + random() * 2)::numeric, 1) end,
      case when g % 4 = 0 then 0 else (random() * 80)::int end,
      g % 9 = 0, g % 2 = 0
    from generate_series(1, ${services}::int) as g`);

  // Fresh statistics and visibility map (index-only counts), as autovacuum would leave them.
  await db.execute(sql`vacuum analyze`);
  const counted = await db.execute(sql`
    select (select count(*) from properties)::int as listings,
           (select count(*) from properties where not is_archived)::int as active,
           (select count(*) from services)::int as services`);
  return counted.rows[0] as { listings: number; active: number; services: number };
}
