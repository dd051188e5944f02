import { randomUUID } from "node:crypto";
import type { OfficeRole } from "@club/domain/own-profile.schema";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { hashPassword } from "../lib/passwords.ts";
import { regions } from "../modules/geo/geo.schema.ts";
import { makes } from "../modules/makes/makes.schema.ts";
import { associates, members } from "../modules/members/members.schema.ts";
import { nationalMemberships, regionalMemberships } from "../modules/memberships/memberships.schema.ts";
import { staff } from "../modules/office/office.schema.ts";
import { nationalPlans, regionalPlans } from "../modules/plans/plans.schema.ts";
import { officerTerms, regionalOffices } from "../modules/regional-admin/regional-admin.schema.ts";
import { vehicles } from "../modules/vehicles/vehicles.schema.ts";
import { createTestApp, type TestApp, testClockStart } from "./test-app.ts";
import { yearEnd } from "./test-clock.ts";

export const testPassword = "Vintage-Motor-1931";

/** When factory rows were written: no rule the tests check reads it, so one fixed moment serves. */
export const stamped = {
  createdAt: new Date("2020-01-01T00:00:00Z"),
  updatedAt: new Date("2020-01-01T00:00:00Z"),
};
const created = { createdAt: stamped.createdAt };

let sequence = 0;

// argon2 costs ~40 ms of CPU by design; thousands of factory members share the default password, so its hash is
// made once per worker. Each sign-in still verifies through the real path.
let defaultPasswordHash: Promise<string> | undefined;
function passwordHashFor(password: string) {
  if (password !== testPassword) return hashPassword(password);
  defaultPasswordHash ??= hashPassword(testPassword);
  return defaultPasswordHash;
}

/** A member who can sign in with `testPassword` (or the given one). */
export async function createMember(
  db: Db,
  overrides: Partial<typeof members.$inferInsert> & { password?: string } = {},
) {
  sequence += 1;
  const { password = testPassword, ...values } = overrides;
  const [member] = await db
    .insert(members)
    .values({
      email: `member${sequence}@example.net`,
      firstName: "Ada",
      lastName: `Tester${sequence}`,
      passwordHash: await passwordHashFor(password),
      ...stamped,
      ...values,
    })
    .returning();
  if (!member) throw new Error("member not created");
  return { ...member, password };
}

/** An office account (issue 13): by default not a member, as the office's own staff are. */
export async function createStaff(db: Db, role: OfficeRole = "office_staff") {
  const account = await createMember(db, { firstName: "Otto", lastName: `Office${sequence + 1}` });
  await db.insert(staff).values({ memberId: account.id, role, ...created });
  return account;
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = testPassword,
  rememberMe = false,
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/members/login",
    payload: { member: { email, password, remember_me: rememberMe } },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.headers.authorization as string).replace(/^Bearer /, "");
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let joinSequence = 0;

/** The basic info both wizards send (snake_case). */
const basicInfo = {
  first_name: "Clara",
  last_name: "Benton",
  address_line1: "12 Elm Street",
  city: "Springfield",
  state: "US-IL",
  zip_code: "62701",
  country: "US",
};

/** A renewal request as the renewal wizard sends it, with the given changes. */
export function renewalPayload(changes: Record<string, unknown> = {}) {
  return {
    member: {
      ...basicInfo,
      national_plan: 1,
      associate: null,
      regional_plans: [],
      vehicle_information: "no_changes",
      ...changes,
    },
  };
}

/** A complete join request as the wizard sends it (snake_case), with the given changes. */
export function joinPayload(changes: Record<string, unknown> = {}) {
  joinSequence += 1;
  return {
    member: {
      ...basicInfo,
      publication_preferences: 1,
      email: `joiner${joinSequence}-${randomUUID().slice(0, 8)}@example.net`,
      password: "Joining-Club-1934",
      password_confirmation: "Joining-Club-1934",
      national_plan: 1,
      associate: null,
      regional_plans: [],
      club_donation: false,
      educational_foundation: false,
      museum: false,
      museum_membership_level: 0,
      ...changes,
    },
  };
}

/**
 * A member as the directory sees them: national dues, regional memberships by region code, and cars. Without
 * `duesExpire`, dues run to the end of the year of `now` (the test clock's start unless given), so the member is
 * in good standing on whatever day the suite runs.
 */
export async function createDirectoryMember(
  db: Db,
  options: {
    member?: Partial<typeof members.$inferInsert>;
    /** The national plan's title: "Active Member (USA)" unless given. */
    nationalPlan?: string;
    duesExpire?: string;
    now?: Date;
    regions?: { code: string; duesExpire: string }[];
    cars?: { year: number; make: string; model: string; cylinders?: number }[];
    associate?: { firstName: string; lastName: string };
    /** The codes of the regions the member administers (spec §6). */
    administers?: string[];
  } = {},
) {
  const member = await createMember(db, options.member);
  await db.insert(nationalMemberships).values({
    memberId: member.id,
    nationalPlanId: await nationalPlanId(db, options.nationalPlan),
    yearJoined: 2010,
    duesExpire: options.duesExpire ?? yearEnd(options.now ?? testClockStart()),
    ...stamped,
  });
  if (options.associate)
    await db.insert(associates).values({ memberId: member.id, ...options.associate, ...created });
  for (const region of options.regions ?? []) {
    const [row] = await db
      .select({ id: regionalPlans.id })
      .from(regionalPlans)
      .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
      .where(eq(regions.code, region.code));
    await db.insert(regionalMemberships).values({
      memberId: member.id,
      regionalPlanId: row?.id as number,
      duesExpire: region.duesExpire,
      ...stamped,
    });
  }
  for (const code of options.administers ?? []) {
    await createTerm(db, { memberId: member.id, regionCode: code });
  }
  for (const car of options.cars ?? []) {
    const [make] = await db.select().from(makes).where(eq(makes.name, car.make));
    await db.insert(vehicles).values({
      memberId: member.id,
      year: car.year,
      makeId: make?.id as number,
      model: car.model,
      numberOfCylinders: car.cylinders ?? 8,
      authentic: true,
      ...stamped,
    });
  }
  return member;
}

/** A national plan's id by its title (the seed's "Active Member (USA)" unless another is named). */
export async function nationalPlanId(db: Db, title = "Active Member (USA)") {
  const [plan] = await db
    .select({ id: nationalPlans.id })
    .from(nationalPlans)
    .where(eq(nationalPlans.title, title));
  if (!plan) throw new Error(`no national plan ${title}`);
  return plan.id;
}

export type RoleTokens = Awaited<ReturnType<typeof signInEachRole>>["tokens"];

/** A test file's app, with a token for each role of signInEachRole. */
export async function createTestAppSignedIn(): Promise<{ t: TestApp; tokens: RoleTokens }> {
  const t = await createTestApp();
  return { t, tokens: (await signInEachRole(t.app, t.database.db)).tokens };
}

/**
 * One signed-in account of each kind the office's API tells apart (issues 13, 14): a member, a regional
 * administrator (of Greater Illinois), office staff and an office administrator.
 */
export async function signInEachRole(app: FastifyInstance, db: Db) {
  const member = await createDirectoryMember(db);
  const regionalAdmin = await createDirectoryMember(db, { administers: ["GI"] });
  const staff = await createStaff(db, "office_staff");
  const admin = await createStaff(db, "office_admin");
  return {
    ids: { member: member.id, regionalAdmin: regionalAdmin.id, staff: staff.id, admin: admin.id },
    tokens: {
      member: await signIn(app, member.email),
      regionalAdmin: await signIn(app, regionalAdmin.email),
      staff: await signIn(app, staff.email),
      admin: await signIn(app, admin.email),
    },
  };
}

/** The codes of the regions a member belongs to, in order. */
export async function regionCodesOf(db: Db, memberId: number) {
  const rows = await db
    .select({ code: regions.code })
    .from(regionalMemberships)
    .innerJoin(regionalPlans, eq(regionalPlans.id, regionalMemberships.regionalPlanId))
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
    .where(eq(regionalMemberships.memberId, memberId));
  return rows.map((row) => row.code).sort();
}

/**
 * Issue 42: a confirmed term of an office (by key; "administrator" unless given) in the region, from `startsOn`
 * (long ago unless given) to `endsOn` (none unless given). Its id.
 */
export async function createTerm(
  db: Db,
  term: {
    memberId: number;
    regionCode: string;
    officeKey?: string;
    startsOn?: string;
    endsOn?: string | null;
  },
) {
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, term.regionCode));
  const [office] = await db
    .select({ id: regionalOffices.id })
    .from(regionalOffices)
    .where(eq(regionalOffices.key, term.officeKey ?? "administrator"));
  if (!region || !office) throw new Error(`No region ${term.regionCode} or office ${term.officeKey}`);
  const [row] = await db
    .insert(officerTerms)
    .values({
      regionId: region.id,
      officeId: office.id,
      memberId: term.memberId,
      startsOn: term.startsOn ?? "2000-01-01",
      endsOn: term.endsOn ?? null,
      status: "confirmed",
      createdAt: stamped.createdAt,
    })
    .returning({ id: officerTerms.id });
  return row?.id as number;
}
