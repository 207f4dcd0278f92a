import { sql } from "drizzle-orm";
import { hashPassword } from "../../server/auth/password.ts";
import type { Db } from "../../server/db/client.ts";
import { PROPERTY_TYPES, SELLER_TYPES, SERVICE_CATEGORY_VALUES } from "../../shared/categories.ts";
import { LOCATIONS } from "../../shared/locations.ts";
import { SOURCE_KEYS } from "../../shared/sources.ts";

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

/** The signed-in user of the messaging pages (`npm run bench` signs in as them). */
export const BENCH_MESSENGER = {
  id: "bench-m",
  email: "bench-wiadomosci@okolica.local",
  password: "Okolica2026!",
} as const;

/**
 * A user with `conversations` conversations of `messagesEach` messages each, about different
 * active listings, with as many other users; each set in one statement. The peers' ids sort on
 * both sides of the user's ('bench-a…' < 'bench-m' < 'bench-z…'), so the user is user_a in half
 * of the stored pairs and user_b in the other half, as real conversations are. The second-newest
 * message of each conversation (from the peer) is unread. Returns the newest conversation's id,
 * the one a user opens first.
 */
export async function seedBenchMessaging(
  db: Db,
  { conversations, messagesEach }: { conversations: number; messagesEach: number },
): Promise<{ conversationId: string }> {
  const me = BENCH_MESSENGER.id;
  const peer = sql.raw(`format(case when g % 2 = 0 then 'bench-a%s' else 'bench-z%s' end, g)`);
  // better-auth's own hash format (server/auth/password.ts), so its sign-in verifies it.
  const hash = await hashPassword(BENCH_MESSENGER.password);
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select ${me}, 'Marta Testowa', ${BENCH_MESSENGER.email}, true
    union all
    select ${peer}, format('Rozmówca %s', g), format('rozmowca-%s@okolica.local', g), true
    from generate_series(1, ${conversations}::int) as g`);
  await db.execute(sql`
    insert into profiles (id, first_name, last_name, account_type)
    select ${me}, 'Marta', 'Testowa', 'wlasciciel'
    union all
    select ${peer}, 'Rozmówca', g::text, 'wlasciciel'
    from generate_series(1, ${conversations}::int) as g`);
  await db.execute(sql`insert into user_roles (user_id, role) values (${me}, 'wlasciciel')`);
  await db.execute(sql`
    insert into accounts (id, account_id, provider_id, user_id, password)
    values (gen_random_uuid()::text, ${me}, 'credential', ${me}, ${hash})`);
  await db.execute(sql`
    insert into conversations (property_id, subject_title, user_a_id, user_b_id, last_message_at,
                               created_at)
    select id, title,
      case when g % 2 = 0 then ${peer} else ${me} end,
      case when g % 2 = 0 then ${me} else ${peer} end,
      now() - g * interval '1 hour',
      now() - g * interval '1 hour' - ${messagesEach}::int * interval '5 minutes'
    from (
      select id, title, row_number() over (order by id) as g
      from (select id, title from properties where not is_archived
            order by random() limit ${conversations}::int) picked
    ) numbered`);
  // The peer writes first (odd numbers), the user answers (even numbers), five minutes apart.
  await db.execute(sql`
    insert into messages (conversation_id, sender_id, recipient_id, property_id, subject_title,
                          subject, content, is_read, created_at, updated_at)
    select c.id,
      case when n % 2 = 1 then other else ${me} end,
      case when n % 2 = 1 then ${me} else other end,
      c.property_id, c.subject_title, 'Zapytanie o ofertę',
      format('Wiadomość nr %s w sprawie oferty „%s”. Czy oferta jest nadal aktualna i kiedy '
             'można obejrzeć nieruchomość? Proszę o kontakt telefoniczny po godzinie 16.',
             n, c.subject_title),
      n <> ${messagesEach}::int - 1,
      c.last_message_at - (${messagesEach}::int - n) * interval '5 minutes',
      c.last_message_at - (${messagesEach}::int - n) * interval '5 minutes'
    from (
      select *, case when user_a_id = ${me} then user_b_id else user_a_id end as other
      from conversations where user_a_id = ${me} or user_b_id = ${me}
    ) c
    cross join generate_series(1, ${messagesEach}::int) as n`);
  await db.execute(sql`
    update conversations c set last_message_preview = left(m.content, 140)
    from messages m
    where m.conversation_id = c.id and m.created_at = c.last_message_at`);
  await db.execute(sql`analyze conversations, messages`);
  const newest = await db.execute<{ id: string }>(sql`
    select id from conversations where user_a_id = ${me} or user_b_id = ${me}
    order by last_message_at desc limit 1`);
  return { conversationId: newest.rows[0].id };
}

/** `count` active listings' ids, drawn at random, for the detail page's load run. */
export async function sampleListingIds(db: Db, count: number): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select id from properties where not is_archived order by random() limit ${count}::int`);
  return result.rows.map((row) => row.id);
}

/**
 * A year of moderation: `decided` listings with a decision each (every kind in turn, one in 20
 * appealed, half of those reversed) and two reports behind it, plus `open` listings with two
 * open reports each waiting in the queue. Set-based, like the rest of the seed.
 */
export async function seedBenchModeration(
  db: Db,
  { decided, open }: { decided: number; open: number },
) {
  const reasons = textArray(["oszustwo", "nielegalne", "nieaktualne", "duplikat", "spam", "inne"]);
  await db.execute(sql`
    insert into moderation_decisions (item_kind, item_id, item_label, owner_id, owner_email,
      decision, ground, explanation, from_reports, report_count, first_report_at, decided_at, token,
      appealed_at, appeal_text, appeal_outcome, appeal_decided_at)
    select 'listing', id, title, user_id, 'bench@okolica.local',
      (array['none', 'hide', 'remove', 'restrict'])[1 + n % 4],
      case when n % 4 <> 0 then 'regulamin-6-1' end,
      'Decyzja testowa do pomiarów.', n % 5 <> 0, 2, decided_at - interval '20 hours', decided_at,
      md5(id::text || 'bench-decision'),
      case when n % 20 = 1 then decided_at + interval '1 day' end,
      case when n % 20 = 1 then 'Odwołanie testowe.' end,
      case when n % 40 = 1 then 'reversed' when n % 20 = 1 then 'upheld' end,
      case when n % 20 = 1 then least(now(), decided_at + interval '3 days') end
    from (
      select id, title, user_id, row_number() over (order by id) as n,
        now() - random() * interval '365 days' as decided_at
      from properties order by id limit ${decided}::int
    ) listed`);
  await db.execute(sql`
    insert into content_reports (item_kind, item_id, item_label, owner_id, reporter_email, reason,
      explanation, decision_id, created_at)
    select 'listing', d.item_id, d.item_label, d.owner_id, format('r%s-%s@example.com', k, d.token),
      (${reasons})[1 + (k + ascii(d.token)) % 6], 'Zgłoszenie testowe.', d.id,
      d.first_report_at + k * interval '1 hour'
    from moderation_decisions d cross join generate_series(0, 1) as k`);
  await db.execute(sql`
    insert into content_reports (item_kind, item_id, item_label, owner_id, reporter_email, reason,
      explanation, created_at)
    select 'listing', id, title, user_id, format('o%s-%s@example.com', k, n),
      (${reasons})[1 + (k + n) % 6], 'Otwarte zgłoszenie testowe.',
      now() - random() * interval '30 days'
    from (
      select id, title, user_id, row_number() over (order by id) as n
      from properties order by id offset ${decided}::int limit ${open}::int
    ) listed cross join generate_series(0, 1) as k`);
  await db.execute(sql`analyze moderation_decisions, content_reports`);
}
