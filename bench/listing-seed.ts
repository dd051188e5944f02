import { sql } from "drizzle-orm";
import type { Database } from "../packages/server/src/db/client.ts";
import { memberCount, seedDirectory } from "./directory-seed.ts";

// Issue 44: the marketplace as it will be after years of use, on the benchmarks' club (bench/directory-seed.ts:
// 50,000 members, 30,000 cars). Set-based (generate_series and the cars' rows), every value a function of the row's
// number, so two seeds are the same listings.

/** The moment the listings bench runs at (the app's clock): listings, sales and expiries are placed around it. */
export const listingBenchNow = new Date("2027-06-15T12:00:00Z");

export const listingFigures = {
  /** Listed now: half of them cars, each a different car of its seller's garage (the table allows one open listing a car). */
  active: 10_000,
  /** Over three years before: expired, sold (a few within the 30 days the marketplace still shows), withdrawn, removed. */
  closed: 20_000,
};

/** The kinds of the half that is not cars: parts 60 %, wanted 24 %, services 16 % (30, 12 and 8 % of all). */
const otherKinds = `case when n % 50 < 30 then 'part' when n % 50 < 42 then 'wanted' else 'service' end`;

/** Places: (state, city, country), the populous states more often; a few in Canada. */
const places = [
  ["US-CA", "Los Angeles", "US"],
  ["US-CA", "San Diego", "US"],
  ["US-CA", "Sacramento", "US"],
  ["US-TX", "Houston", "US"],
  ["US-TX", "Dallas", "US"],
  ["US-FL", "Naples", "US"],
  ["US-FL", "Orlando", "US"],
  ["US-NY", "Rochester", "US"],
  ["US-PA", "Hershey", "US"],
  ["US-IL", "Chicago", "US"],
  ["US-IL", "Des Plaines", "US"],
  ["US-OH", "Dayton", "US"],
  ["US-MI", "Detroit", "US"],
  ["US-MI", "Grand Rapids", "US"],
  ["US-NJ", "Madison", "US"],
  ["US-MA", "Boston", "US"],
  ["US-CT", "Greenwich", "US"],
  ["US-AZ", "Scottsdale", "US"],
  ["US-CO", "Denver", "US"],
  ["US-WA", "Seattle", "US"],
  ["US-OR", "Portland", "US"],
  ["US-GA", "Atlanta", "US"],
  ["US-NC", "Charlotte", "US"],
  ["US-VA", "Richmond", "US"],
  ["US-MN", "Minneapolis", "US"],
  ["US-WI", "Milwaukee", "US"],
  ["US-MO", "St. Louis", "US"],
  ["US-TN", "Nashville", "US"],
  ["CA-ON", "Toronto", "CA"],
  ["CA-BC", "Vancouver", "CA"],
] as const;
const placeArray = (column: 0 | 1 | 2) =>
  sql.raw(`array[${places.map((place) => `'${place[column].replaceAll("'", "''")}'`).join(",")}]`);

// Sentences a seller writes, picked by the row's number with different strides: a few hundred characters each.
const phrases = [
  [
    "Offered from a long-time club member's collection.",
    "Garaged for thirty years in a heated building.",
    "Bought from the second owner in 1978.",
    "A well-known car at Grand Classic meets for years.",
    "Estate sale: the family wants it to go to someone who will drive it.",
    "Stored dry, started monthly, never left outside.",
  ],
  [
    "Original paint with honest patina on the fenders and running boards.",
    "Body-off restoration finished in 2019, fewer than 800 miles since.",
    "Older restoration that still shows well; chrome is bright and straight.",
    "Correct engine, numbers matching per the factory build record.",
    "Interior redone in leather with the correct pattern and piping.",
    "Wood framing checked and replaced where needed by a known shop.",
  ],
  [
    "Runs and drives well, shifts smoothly, brakes adjusted last spring.",
    "New tires, tubes and flaps; wire wheels trued and painted.",
    "Radiator recored and the cooling system flushed.",
    "Wiring harness replaced; lights, horn and gauges all work.",
    "Carburetor rebuilt and the fuel tank cleaned and sealed.",
    "Clutch relined and the transmission rebuilt with new bearings.",
  ],
  [
    "Senior badge and two first places; judging sheets included.",
    "Comes with owner's manual, parts book and period photographs.",
    "Spare wheel, side mounts and the original tool roll.",
    "Some small chips in the paint, described in the photos.",
    "Top and side curtains in good order; boot cover included.",
    "Receipts for the work done over the last twenty years.",
  ],
  [
    "Viewing by appointment; I can help with shipping.",
    "Serious enquiries please, through the club's message relay.",
    "Trades considered for a closed car of the same period.",
    "Price is firm; the car is insured and registered.",
    "Happy to meet at the next regional meet for a look.",
    "Will deliver within 300 miles at cost.",
  ],
];
const sentence = (index: number, stride: number) => {
  const list = phrases[index] as string[];
  return sql.raw(
    `(array[${list.map((text) => `'${text.replaceAll("'", "''")}'`).join(",")}])[1 + (n * ${stride}) % ${list.length}]`,
  );
};
const description = sql.join(
  [sentence(0, 1), sentence(1, 7), sentence(2, 11), sentence(3, 13), sentence(4, 17)],
  sql` || ' ' || `,
);

const partNames = sql.raw(
  `array['Headlamp pair','Radiator shell','Hubcaps, set of four','Trunk rack','Running board mats','Wire wheel','Carburetor','Mascot','Instrument panel','Bumper set','Side-mount mirrors','Owner''s manual']`,
);
const wantedNames = sql.raw(
  `array['Wanted: hood ornament','Wanted: rear bumper','Wanted: project car','Wanted: dash clock','Wanted: correct hubcaps','Wanted: parts car']`,
);
const serviceNames = sql.raw(
  `array['Upholstery and tops','Engine rebuilding','Wood framing repairs','Nickel and chrome plating','Enclosed transport','Judging preparation']`,
);

/** The listing's life by its status, placed around the bench's moment (`now`) and the row's number. */
function lifeOf(status: "active" | "sold" | "ended", now: string) {
  const at = (text: string) => sql.raw(text.replaceAll("NOW", `timestamptz '${now}'`));
  switch (status) {
    case "active":
      // Published within the club's 60 days, each at its own minute.
      return at(
        `NOW - ((n * 17) % 59) * interval '1 day' - (n % 1440) * interval '1 minute' as published_at, null::timestamptz as sold_at, null::timestamptz as closed_at`,
      );
    case "sold":
      // Sold between 1 and 45 days after publishing, over three years: a few within the last 30 days.
      return at(
        `NOW - (45 + (n * 7) % 1050) * interval '1 day' as published_at, NOW - (45 + (n * 7) % 1050) * interval '1 day' + (1 + n % 44) * interval '1 day' as sold_at, NOW - (45 + (n * 7) % 1050) * interval '1 day' + (1 + n % 44) * interval '1 day' as closed_at`,
      );
    default:
      // Ended (expired, withdrawn or removed) within its 60 days, over three years.
      return at(
        `NOW - (61 + (n * 7) % 1050) * interval '1 day' as published_at, null::timestamptz as sold_at, NOW - (61 + (n * 7) % 1050) * interval '1 day' + (1 + n % 60) * interval '1 day' as closed_at`,
      );
  }
}

/**
 * The marketplace's listings on the benchmarks' club, unless seeded already. Returns the seller e-mail to sign in
 * with (the directory's first member, in good standing) and the make with the most listed cars.
 */
export async function seedListings(database: Database) {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    ((await run(query)) as unknown as { rows: Row[] }).rows;
  await database.migrate();
  const [seeded] = await rows<{ n: number }>(sql`select count(*)::int as n from listings`);
  const expected = listingFigures.active + listingFigures.closed;
  if (seeded?.n && seeded.n !== expected)
    throw new Error(
      `${seeded.n} listings, not ${expected}: an earlier seed stopped halfway; start from an empty database`,
    );
  if (!seeded?.n) {
    console.log("seeding the directory (50,000 members, 30,000 cars)");
    await seedDirectory(database);
    console.log("seeding the marketplace");
    await insertListings(database);
  }
  const [first] = await rows<{ email: string }>(sql`select email from members order by id limit 1`);
  const [make] = await rows<{ makeId: number }>(sql`
    select v.make_id as "makeId" from listings l join vehicles v on v.id = l.vehicle_id
    where l.status = 'active' group by v.make_id order by count(*) desc, v.make_id limit 1`);
  return { email: first?.email as string, makeId: make?.makeId as number };
}

async function insertListings(database: Database) {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const now = listingBenchNow.toISOString();
  const carsActive = listingFigures.active / 2;
  const othersActive = listingFigures.active - carsActive;
  const carsClosed = listingFigures.closed / 2;
  const othersClosed = listingFigures.closed - carsClosed;
  const columns = sql.raw(
    "member_id, kind, vehicle_id, status, title, description, price, city, state, country, contact_choice, fact_choice, published_at, expires_at, sold_at, closed_at, approved_at, created_at, updated_at",
  );
  const place = sql`(${placeArray(1)})[1 + (n * 13) % ${places.length}], (${placeArray(0)})[1 + (n * 13) % ${places.length}], (${placeArray(2)})[1 + (n * 13) % ${places.length}]`;
  const choices = sql`'{"email":true,"phone":false,"address":false}'::jsonb, '{"ownerCount":true,"awards":true,"fullClassic":true,"senior":true}'::jsonb`;
  const closedStatus = sql.raw(
    "case when n % 20 < 12 then 'expired' when n % 20 < 18 then 'sold' when n % 20 < 19 then 'withdrawn' else 'removed' end",
  );
  const closedLife = sql`
    case when ${closedStatus} = 'sold' then s.published_at else e.published_at end,
    case when ${closedStatus} = 'sold' then s.published_at else e.published_at end + interval '60 days',
    case when ${closedStatus} = 'sold' then s.sold_at end,
    case when ${closedStatus} = 'sold' then s.closed_at else e.closed_at end`;

  // Cars: each listed car a different one of the garage (every sixth), sold by its owner; the closed ones other cars.
  const garage = sql`(select v.*, row_number() over (order by v.id) as n from vehicles v) g
    join makes mk on mk.id = g.make_id
    cross join lateral (select ${lifeOf("active", now)}) a
    cross join lateral (select ${lifeOf("sold", now)}) s
    cross join lateral (select ${lifeOf("ended", now)}) e`;
  const carTitle = sql`g.year || ' ' || mk.name || ' ' || g.model`;
  const carPrice = sql`15000 + ((n * 7919) % 300) * 1000`;
  await run(sql`
    insert into listings (${columns})
    select g.member_id, 'car', g.id, 'active', ${carTitle}, ${description}, ${carPrice}, ${place}, ${choices},
      a.published_at, a.published_at + interval '60 days', null, null, a.published_at,
      a.published_at - interval '1 day', a.published_at
    from ${garage}
    where n % 6 = 0 order by n limit ${carsActive}`);
  await run(sql`
    insert into listings (${columns})
    select g.member_id, 'car', g.id, ${closedStatus}, ${carTitle}, ${description}, ${carPrice}, ${place}, ${choices},
      ${closedLife}, s.published_at, s.published_at - interval '1 day', s.published_at
    from ${garage}
    where n % 6 <> 0 and n % 2 = 1 order by n limit ${carsClosed}`);
  // Parts, wanted notices and services, from members across the club (a make named in a part's title).
  const others = async (from: number, count: number, listed: boolean) => {
    const life = listed
      ? sql`a.published_at, a.published_at + interval '60 days', null, null, a.published_at`
      : sql`${closedLife}, s.published_at`;
    await run(sql`
      insert into listings (${columns})
      select 1 + (n * 13) % ${memberCount}, k.kind, null, ${listed ? sql`'active'` : closedStatus},
        case k.kind
          when 'part' then (${partNames})[1 + n % 12] || ' for ' || (select name from makes order by id offset n % (select count(*) from makes) limit 1)
          when 'wanted' then (${wantedNames})[1 + n % 6]
          else (${serviceNames})[1 + n % 6] end,
        ${description},
        case k.kind when 'part' then 25 + ((n * 37) % 200) * 25
          when 'wanted' then case when n % 2 = 0 then 500 + ((n * 37) % 100) * 500 end end,
        ${place}, ${choices}, ${life}, a.published_at - interval '1 day', a.published_at
      from generate_series(${from + 1}::int, ${from + count}::int) n
      cross join lateral (select ${sql.raw(otherKinds)} as kind) k
      cross join lateral (select ${lifeOf("active", now)}) a
      cross join lateral (select ${lifeOf("sold", now)}) s
      cross join lateral (select ${lifeOf("ended", now)}) e`);
  };
  await others(0, othersActive, true);
  await others(othersActive, othersClosed, false);
  // Photos: most listings have one to four; one in ten has none.
  await run(sql`
    insert into listing_images (listing_id, storage_key, thumbnail_key, content_type, size, position, created_at)
    select l.id, 'bench/listings/' || l.id || '/' || k, 'bench/listings/' || l.id || '/' || k || '-thumb',
      'image/jpeg', 240000, k, l.created_at
    from listings l, generate_series(0, 3) k where l.id % 10 <> 0 and k <= l.id % 4`);
  await run(sql`analyze`);
}
