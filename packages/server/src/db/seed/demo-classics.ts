import { eq, inArray } from "drizzle-orm";
import { classicPetitions, classics } from "../../modules/classics/classics.schema.ts";
import { makes } from "../../modules/makes/makes.schema.ts";
import { members } from "../../modules/members/members.schema.ts";
import type { Db } from "../client.ts";

// Issue 27: a sample of the Full Classic list for a demo portal, and a member's petition for the office to decide.
// Demo data, not reference data: the club's own list is long and the office keeps it, so a portal starts without
// one rather than publishing a partial list as the club's word. Every demo car (demo-members.ts) is on it.

interface DemoClassic {
  make: string;
  /** Null: every model of the make. */
  series: string | null;
  firstYear: number;
  lastYear: number;
  notes: string | null;
}

export const demoClassics: DemoClassic[] = [
  {
    make: "Packard",
    series: null,
    firstYear: 1925,
    lastYear: 1948,
    notes:
      "Every model to 1934; from 1935 the Eight, Super Eight, Custom Super Eight and Twelve (a One-Twenty only with a custom body).",
  },
  {
    make: "Cadillac",
    series: null,
    firstYear: 1925,
    lastYear: 1948,
    notes: "From 1936 the larger series (60 Special, 63, 65, 67, 70, 72, 75, 80, 85, 90), not every model.",
  },
  { make: "Cord", series: null, firstYear: 1929, lastYear: 1937, notes: "The L-29 and the 810 and 812." },
  { make: "Duesenberg", series: null, firstYear: 1921, lastYear: 1937, notes: null },
  {
    make: "Lincoln",
    series: null,
    firstYear: 1925,
    lastYear: 1939,
    notes: "The Model L and the K series; not the Zephyr.",
  },
  { make: "Lincoln", series: "Continental", firstYear: 1940, lastYear: 1948, notes: null },
  { make: "Stutz", series: null, firstYear: 1925, lastYear: 1935, notes: null },
  { make: "Pierce-Arrow", series: null, firstYear: 1925, lastYear: 1938, notes: null },
  { make: "Auburn", series: "Twelve", firstYear: 1932, lastYear: 1934, notes: null },
  { make: "Rolls-Royce", series: null, firstYear: 1925, lastYear: 1948, notes: null },
  { make: "Hispano-Suiza", series: null, firstYear: 1925, lastYear: 1938, notes: null },
  { make: "Isotta Fraschini", series: null, firstYear: 1925, lastYear: 1935, notes: null },
];

/** Margaret Whitfield, the demo member, asks for a car the sample leaves out. */
const demoPetition = {
  email: "member@example.org",
  make: "Auburn",
  model: "852 Speedster",
  firstYear: 1935,
  lastYear: 1936,
  evidence:
    "Built to the standard of the Auburn Twelve already on the list: a supercharged eight, Buehrig's boattail body and a plaque certifying 100 mph. Photos of the car and its plaque are in my garage listing.",
};

/** Adds the sample once, also to a demo database made before it; none of it to a portal whose office made a list. */
export async function seedDemoClassics(db: Db, now: Date) {
  const [existing] = await db.select({ id: classics.id }).from(classics).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const names = [...new Set(demoClassics.map((entry) => entry.make))];
    const makeIds = new Map(
      (await tx.select().from(makes).where(inArray(makes.name, names))).map((make) => [make.name, make.id]),
    );
    // Only makes the makes table holds: a club that renamed or removed one keeps its own list.
    const listed = demoClassics.flatMap(({ make, ...entry }) => {
      const makeId = makeIds.get(make);
      return makeId === undefined ? [] : [{ ...entry, makeId, createdAt: now, updatedAt: now }];
    });
    if (listed.length > 0) await tx.insert(classics).values(listed);

    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, demoPetition.email));
    const makeId = makeIds.get(demoPetition.make);
    if (member && makeId !== undefined) {
      const { email: _email, make: _make, ...petition } = demoPetition;
      await tx.insert(classicPetitions).values({ ...petition, memberId: member.id, makeId, createdAt: now });
    }
  });
}
