import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { createDirectoryMember } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { captureQueries } from "../../test/round-trips.ts";
import { testClockStart } from "../../test/test-app.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { regions } from "../geo/geo.schema.ts";
import { zoneRegions, zones } from "../regional-admin/regional-admin.schema.ts";
import { buildDashboard } from "./dashboard.service.ts";

// Issue 24: each scope's dashboard is worked out at most once a minute, by the app's clock (the test moves it).

let database: Database;
let context: AppContext;
const clock = { now: testClockStart() };
const secondsLater = (seconds: number) => {
  clock.now = new Date(clock.now.getTime() + seconds * 1000);
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demo: false, now: clock.now });
  context = jobContextOn(database.db, clock);
  await createDirectoryMember(database.db, { regions: [{ code: "GI", duesExpire: "2099-12-31" }] });
});
afterAll(() => database.close());

/** The statements one dashboard sends to the database. */
const queriesOf = (regionCodes: string[] | null) =>
  captureQueries(database.db, () => buildDashboard(context, regionCodes));
/** A kept dashboard reads only the zones as they stand (a zone made shows at once, the last test). */
const zonesOnly = [expect.objectContaining({ text: expect.stringMatching(/^select string_agg/) })];

describe("the dashboard, kept for a minute", () => {
  it("runs its SQL once a minute for each scope", async () => {
    const first = await queriesOf(null);
    expect(first.length).toBeGreaterThan(5);
    secondsLater(59);
    expect(await queriesOf(null)).toEqual(zonesOnly);
    // A region's dashboard is a scope of its own.
    expect((await queriesOf(["GI"])).length).toBeGreaterThan(5);
    expect(await queriesOf(["GI"])).toEqual(zonesOnly);
    secondsLater(2);
    expect(await queriesOf(null)).toHaveLength(first.length);
  });

  it("works out the figures once for requests at the same moment, and shows a change after the minute", async () => {
    secondsLater(61);
    const together = await captureQueries(database.db, () =>
      Promise.all([buildDashboard(context, null), buildDashboard(context, null)]),
    );
    secondsLater(61);
    const alone = await queriesOf(null);
    // Each request reads the zones as they stand; the figures are worked out once.
    expect(together).toHaveLength(alone.length + 1);

    const before = (await buildDashboard(context, null)).totals.active;
    await createDirectoryMember(database.db);
    secondsLater(30);
    expect((await buildDashboard(context, null)).totals.active).toBe(before);
    secondsLater(31);
    expect((await buildDashboard(context, null)).totals.active).toBe(before + 1);
  });

  it("shows a zone made, renamed or given a region at once: the office looks for it as soon as it is saved", async () => {
    secondsLater(61);
    expect((await buildDashboard(context, null)).byZone).toEqual([]);
    const db = database.db;
    const [zone] = await db.insert(zones).values({ name: "Zone 9", createdAt: clock.now }).returning();
    if (!zone) throw new Error("zone not inserted");
    const [gi] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, "GI"));
    if (!gi) throw new Error("no GI");
    await db.insert(zoneRegions).values({ zoneId: zone.id, regionId: gi.id });
    const zoneNames = async () =>
      (await buildDashboard(context, null)).byZone.map((row) => `${row.zone} ${row.regions}`);
    expect(await zoneNames()).toContain("Zone 9 1");
    await db.update(zones).set({ name: "Zone Nine" }).where(eq(zones.id, zone.id));
    expect(await zoneNames()).toContain("Zone Nine 1");
    const [nebraska] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, "NE"));
    if (!nebraska) throw new Error("no NE");
    await db.insert(zoneRegions).values({ zoneId: zone.id, regionId: nebraska.id });
    expect(await zoneNames()).toContain("Zone Nine 2");
    // Within the minute, nothing else is worked out again.
    expect(await queriesOf(null)).toEqual(zonesOnly);
  });
});
