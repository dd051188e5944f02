import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, payments } from "../../modules/checkout/checkout.schema.ts";
import { classicPetitions, classics } from "../../modules/classics/classics.schema.ts";
import { classicsMatching } from "../../modules/classics/classics.service.ts";
import { countries, subdivisions } from "../../modules/geo/geo.schema.ts";
import { makes } from "../../modules/makes/makes.schema.ts";
import { members } from "../../modules/members/members.schema.ts";
import { nationalMemberships } from "../../modules/memberships/memberships.schema.ts";
import { staff } from "../../modules/office/office.schema.ts";
import { nationalPlans } from "../../modules/plans/plans.schema.ts";
import { vehicles } from "../../modules/vehicles/vehicles.schema.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import type { Database } from "../client.ts";
import { demoClassics } from "./demo-classics.ts";
import { seedDatabase } from "./seed.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("seedDatabase", () => {
  it("fills an empty database once, with demo members, and reports their sign-ins", async () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const first = await seedDatabase(database.db, { demo: true, now });
    const second = await seedDatabase(database.db, { demo: true, now });
    expect(first.demoAccounts).toEqual([
      { role: "member", email: "member@example.org" },
      { role: "regional administrator", email: "admin@example.org" },
      { role: "office", email: "office@example.org" },
      { role: "office staff", email: "desk@example.org" },
    ]);
    expect(second).toEqual(first);
    const [memberCount] = await database.db.select({ n: count() }).from(members);
    // Six demo members (Henry Caldwell renews from a reminder, issue 15), the office's two accounts (issues 13 and
    // 23), which are not members, and the three accounts the office works on: a lapsed member, a joiner who never
    // paid, and a duplicate.
    expect(memberCount?.n).toBe(11);
    const [onPaper] = await database.db
      .select({ email: members.email })
      .from(members)
      .where(eq(members.publicationPreferences, 0));
    expect(onPaper?.email).toBe("james.okafor@example.org");
    const roles = await database.db.select({ role: staff.role }).from(staff).orderBy(staff.memberId);
    expect(roles.map((row) => row.role)).toEqual(["office_admin", "office_staff"]);
  });

  it("numbers the office's account from the office accounts' range, and the members below it (issue 23)", async () => {
    const accounts = await database.db
      .select({ email: members.email, memberNo: members.memberNo })
      .from(members)
      .orderBy(members.memberNo);
    expect(accounts.slice(-2)).toEqual([
      { email: "office@example.org", memberNo: 900001 },
      { email: "desk@example.org", memberNo: 900002 },
    ]);
    expect(accounts.slice(0, -2).map((account) => account.memberNo)).toEqual(
      Array.from({ length: 9 }, (_, index) => 10001 + index),
    );
  });

  it("gives the office a lapsed member, a joiner who never paid, a duplicate and online payments (the demo member's and Eleanor's)", async () => {
    const accounts = await database.db
      .select({
        email: members.email,
        lastName: members.lastName,
        duesExpire: nationalMemberships.duesExpire,
      })
      .from(members)
      .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id));
    const duesOf = (email: string) => accounts.find((account) => account.email === email)?.duesExpire;
    expect(duesOf("dorothy.lancaster@example.org")).toBe("2025-12-31");
    // Eleanor's renewal, paid on 21 November 2026 inside the renewal window, bought her 2027.
    expect(duesOf("eleanor.hayes@example.org")).toBe("2027-12-31");
    expect(duesOf("frank.delaney@example.org")).toBeNull();
    expect(accounts.filter((account) => account.lastName === "Brandt")).toHaveLength(2);
    const rows = await database.db
      .select({ kind: invoices.kind, status: invoices.status, provider: payments.provider })
      .from(invoices)
      .leftJoin(payments, eq(payments.invoiceId, invoices.id));
    expect(rows.map((row) => [row.kind, row.status, row.provider]).sort()).toEqual([
      ["join", "pending", null],
      ["join", "pending", null],
      ["renewal", "paid", "sandbox"],
      ["renewal", "paid", "sandbox"],
    ]);
  });

  it("includes the LIFE plan, not offered online", async () => {
    const [life] = await database.db
      .select()
      .from(nationalPlans)
      .where(eq(nationalPlans.title, "LIFE Member (USA)"));
    expect(life).toMatchObject({ lifelong: true, offeredOnline: false });
  });

  it("takes countries and their states from the ISO data", async () => {
    const [us] = await database.db.select().from(countries).where(eq(countries.code, "US"));
    expect(us?.name).toBe("United States of America");
    const states = await database.db.select().from(subdivisions).where(eq(subdivisions.countryCode, "US"));
    expect(states.map((s) => s.name)).toEqual(
      expect.arrayContaining(["Illinois", "California", "District of Columbia"]),
    );
    const provinces = await database.db.select().from(subdivisions).where(eq(subdivisions.countryCode, "CA"));
    expect(provinces.map((s) => s.code)).toContain("CA-ON");
  });

  it("lists the classic makes and gives the demo member a car", async () => {
    const names = (await database.db.select().from(makes)).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(["Packard", "Duesenberg", "Pierce-Arrow", "Rolls-Royce"]));
    const [member] = await database.db.select().from(members).where(eq(members.email, "member@example.org"));
    const cars = await database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.memberId, member?.id as number));
    expect(cars).toHaveLength(1);
  });

  it("puts every demo car on the sample Full Classic list, and leaves the office a petition (issue 27)", async () => {
    const cars = await database.db.select().from(vehicles);
    expect(cars.length).toBeGreaterThan(0);
    const matched = await classicsMatching({ db: database.db }, cars);
    expect(cars.filter((car) => !matched.has(car.id)).map((car) => car.model)).toEqual([]);
    const [listed] = await database.db.select({ n: count() }).from(classics);
    expect(listed?.n).toBe(demoClassics.length);
    const petitions = await database.db.select().from(classicPetitions);
    expect(petitions).toEqual([expect.objectContaining({ model: "852 Speedster", status: "pending" })]);
  });
});

describe("two instances starting at once on a new database (issue 41: web instances beside a worker)", () => {
  it("seed it once: the second waits for the first and finds it done", async () => {
    const fresh = await createTestDatabase();
    try {
      const now = new Date("2026-11-21T12:00:00Z");
      const seed = () => fresh.exclusively((db) => seedDatabase(db, { demo: true, now }));
      const [first, second] = await Promise.all([seed(), seed()]);
      expect(second).toEqual(first);
      const [memberCount] = await fresh.db.select({ n: count() }).from(members);
      expect(memberCount?.n).toBe(11);
    } finally {
      await fresh.close();
    }
  });
});
