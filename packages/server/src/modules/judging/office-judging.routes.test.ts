import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { judgedMeetSteps } from "../../test/judged-meet.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, pinClock } from "../../test/test-clock.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";

// Issue 29: a judged meet's setup, its tabulation and publishing, as the office runs them.

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, (await createStaff(t.database.db)).email);
});
afterAll(() => t.close());

const { unique, call, portalEvent, memberWithCar, register, newJudge, setupOf, setUp, saveSheet } =
  judgedMeetSteps(() => ({ t, staff }));

const carOf = async (id: number) =>
  (await t.database.db.select().from(vehicles).where(eq(vehicles.id, id)))[0];

/** The office's token signed in at the clock's time, for the rest of the running test. */
async function signInStaffAnew() {
  const before = staff;
  staff = await signIn(t.app, (await createStaff(t.database.db)).email);
  onTestFinished(() => {
    staff = before;
  });
}

/** The clock moved on to `moment` for the rest of the running test, with the office signed in anew there. */
async function moveClockTo(moment: string) {
  pinClock(t.clock, moment);
  await signInStaffAnew();
}

const judgingOf = (eventId: number) => call("GET", `/office/events/${eventId}/judging`);

/** An event, two entrants with their cars in class A, and a team of two judges for it. */
async function meetWithEntries() {
  const event = await portalEvent();
  const entrants = [await memberWithCar(), await memberWithCar()] as const;
  const registrations = [
    await register(event.id, entrants[0]),
    await register(event.id, entrants[1]),
  ] as const;
  const judges = [await newJudge(), await newJudge()] as const;
  const team = { class_code: "A", leader_id: judges[0].id, judge_ids: [judges[0].id, judges[1].id] };
  const entries = [
    { registration_id: registrations[0], class_code: "A" },
    { registration_id: registrations[1], class_code: "A" },
  ] as const;
  return { event, entrants, registrations, judges, team, entries };
}

describe("a meet's judging setup", () => {
  it("reads an event not set up yet as the club's 100-point form and nothing else", async () => {
    const event = await portalEvent();
    const setup = await judgingOf(event.id);
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.json()).toMatchObject({
      eventId: event.id,
      status: "draft",
      classes: [],
      teams: [],
      entries: [],
    });
    expect(setup.json().form.reduce((sum: number, category: { max: number }) => sum + category.max, 0)).toBe(
      100,
    );
  });

  it("sets up the classes, thresholds, teams and entries with names, in the trail", async () => {
    const { event, entrants, registrations, judges, team, entries } = await meetWithEntries();
    const setup = await call("PUT", `/office/events/${event.id}/judging`, {
      ...setupOf([{ ...team, class_code: "a" }], entries),
      form: { categories: [{ name: "Overall", max: 100 }] },
      tabulation: { fewer_sheets: "median", spread_limit: 10 },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.json()).toMatchObject({
      eventId: event.id,
      status: "draft",
      form: [{ name: "Overall", max: 100 }],
      thresholds: [
        { division: "Classic", award: "First", minScore: 90, maxScore: null },
        { division: "Classic", award: "Second", minScore: 80, maxScore: null },
      ],
      teams: [
        {
          classCode: "A",
          leaderId: judges[0].id,
          judges: judges.map((judge) => ({
            id: judge.id,
            firstName: "Judith",
            lastName: judge.member.lastName,
          })),
        },
      ],
      tabulation: { fewerSheets: "median", spreadLimit: 10 },
      publishedAt: null,
    });
    expect(setup.json().entries).toEqual(
      entrants.map((entrant, index) => ({
        id: expect.any(Number),
        registrationId: registrations[index],
        classCode: "A",
        memberNo: entrant.member.memberNo,
        firstName: "Owen",
        lastName: entrant.member.lastName,
        vehicle: { id: entrant.carId, year: 1931, make: "Packard", model: expect.any(String) },
      })),
    );
    expect((await judgingOf(event.id)).json()).toEqual(setup.json());
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "judging_set_up"));
    expect(trail.map((entry) => entry.after)).toContainEqual({
      eventId: event.id,
      classes: ["A", "T"],
      teams: 1,
      entries: 2,
    });
  });

  it("names the field of each rule the setup breaks", async () => {
    const { event, judges, team, entries } = await meetWithEntries();
    const elsewhere = await register((await portalEvent()).id, await memberWithCar());
    const carless = await createDirectoryMember(t.database.db);
    const withoutCar = await call("POST", `/office/events/${event.id}/registrations`, {
      member_no: carless.memberNo,
    });
    expect(withoutCar.statusCode, withoutCar.body).toBe(201);
    const unknownJudge = { ...team, judge_ids: [...team.judge_ids, 999_999] };
    const cases: [object, string, number][] = [
      [setupOf([{ ...team, class_code: "Z" }], entries), "teams.0.classCode", 422],
      [setupOf([team], [{ ...entries[0], class_code: "Z" }]), "entries.0.classCode", 422],
      [
        { ...setupOf([team], entries), thresholds: [{ division: "Vintage", award: "First", min_score: 90 }] },
        "thresholds.0.division",
        422,
      ],
      [
        setupOf([{ ...team, leader_id: judges[1].id, judge_ids: [judges[0].id] }], entries),
        "teams.0.leaderId",
        422,
      ],
      [setupOf([unknownJudge], entries), "teams.0.judgeIds", 422],
      [setupOf([team, team], entries), "teams.1.classCode", 422],
      [setupOf([team], [{ registration_id: elsewhere, class_code: "A" }]), "entries.0.registrationId", 422],
      [
        setupOf([team], [{ registration_id: withoutCar.json().registrationId, class_code: "A" }]),
        "entries.0.registrationId",
        422,
      ],
      [setupOf([team], [{ registration_id: 999_999, class_code: "A" }]), "entries.0.registrationId", 422],
      [
        {
          ...setupOf([team], entries),
          classes: [
            { code: "A", name: "One", division: "D" },
            { code: "a", name: "Two", division: "D" },
          ],
        },
        "classes",
        400,
      ],
      [
        { ...setupOf([team], entries), form: { categories: [{ name: "Paint", max: 0 }] } },
        "form.categories.0.max",
        400,
      ],
      [setupOf([team], [entries[0], entries[0]]), "entries", 400],
    ];
    for (const [body, field, status] of cases) {
      const response = await call("PUT", `/office/events/${event.id}/judging`, body);
      expect(response.statusCode, field).toBe(status);
      expect(Object.keys(response.json().errors), field).toEqual([field]);
    }
    expect((await judgingOf(event.id)).json().classes).toEqual([]);
  });

  it("refuses a judge for a class in which they show a car, and takes them for another", async () => {
    const { event, team, entries } = await meetWithEntries();
    const showing = await memberWithCar();
    const added = await call("POST", "/office/judges", { member_id: showing.member.id, level: "master" });
    const judgeId = added.json().id as number;
    const shown = { registration_id: await register(event.id, showing), class_code: "A" };
    const refused = await call(
      "PUT",
      `/office/events/${event.id}/judging`,
      setupOf([{ ...team, judge_ids: [...team.judge_ids, judgeId] }], [...entries, shown]),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      "teams.0.judgeIds": [`Owen ${showing.member.lastName} shows a car in class A, so cannot judge it`],
    });
    const elsewhere = await call(
      "PUT",
      `/office/events/${event.id}/judging`,
      setupOf([team, { class_code: "T", leader_id: judgeId, judge_ids: [judgeId] }], [...entries, shown]),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it("keeps the sheets of the entries that stay when the setup is replaced, and drops the others", async () => {
    const { event, judges, team, entries } = await meetWithEntries();
    const first = await call("PUT", `/office/events/${event.id}/judging`, setupOf([team], entries));
    const [kept, moved] = first.json().entries.map((entry: { id: number }) => entry.id) as [number, number];
    for (const entryId of [kept, moved])
      expect((await saveSheet(entryId, judges[0].token, { deductions: { Paint: 4 } })).statusCode).toBe(200);
    const replaced = await call(
      "PUT",
      `/office/events/${event.id}/judging`,
      setupOf(
        [team, { class_code: "T", leader_id: judges[1].id, judge_ids: [judges[1].id] }],
        [entries[0], { ...entries[1], class_code: "T" }],
      ),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const ids = replaced.json().entries.map((entry: { id: number }) => entry.id);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(moved);
    expect((await call("GET", `/office/judging/entries/${kept}/sheets`)).json().sheets).toHaveLength(1);
    expect((await call("GET", `/office/judging/entries/${moved}/sheets`)).statusCode).toBe(404);
    const newId = ids.find((id: number) => id !== kept);
    expect((await call("GET", `/office/judging/entries/${newId}/sheets`)).json().sheets).toEqual([]);
  });

  it("is judged at a portal event: 404 for an unknown event, 422 for a form event", async () => {
    const number = unique();
    const form = await call("POST", "/office/events", {
      title: `Form Meet ${number}`,
      date_start: daysFrom(t.clock.now, 10),
      date_end: daysFrom(t.clock.now, 10),
      registration: "form",
      form_id: `form-meet-${number}`,
    });
    expect(form.statusCode, form.body).toBe(201);
    for (const method of ["GET", "PUT"] as const) {
      const notPortal = await call(method, `/office/events/${form.json().id}/judging`, setupOf([], []));
      expect(notPortal.statusCode).toBe(422);
      expect(notPortal.json().errors).toEqual({ base: ["Judging is set up for a portal event"] });
      expect((await call(method, "/office/events/999999/judging", setupOf([], []))).statusCode).toBe(404);
    }
    for (const path of ["tabulate", "publish"])
      expect((await call("POST", `/office/events/999999/judging/${path}`)).statusCode).toBe(404);
    expect((await call("GET", "/office/events/999999/judging/results")).statusCode).toBe(404);
    expect((await call("GET", "/office/judging/entries/999999/sheets")).statusCode).toBe(404);
  });

  it("is the office's: 401 without a token, 403 for a member", async () => {
    const event = await portalEvent();
    const member = await memberWithCar();
    for (const [method, url] of [
      ["GET", `/office/events/${event.id}/judging`],
      ["PUT", `/office/events/${event.id}/judging`],
      ["POST", `/office/events/${event.id}/judging/tabulate`],
      ["GET", `/office/events/${event.id}/judging/results`],
      ["POST", `/office/events/${event.id}/judging/publish`],
      ["GET", "/office/judging/entries/1/sheets"],
    ] as const) {
      expect((await call(method, url, setupOf([], []), null)).statusCode, url).toBe(401);
      expect((await call(method, url, setupOf([], []), member.token)).statusCode, url).toBe(403);
    }
  });
});

describe("tabulating and publishing a meet", () => {
  it("tabulates by the meet's rules, publishes once tabulated, and changes nothing after", async () => {
    const { event, entrants, judges, team, entries } = await meetWithEntries();
    const setup = await setUp(event.id, setupOf([team], entries));
    const clean = setup.entries[0]?.id as number;
    const disqualified = setup.entries[1]?.id as number;
    await saveSheet(clean, judges[0].token, { deductions: { Paint: 4 } });
    await saveSheet(clean, judges[1].token, { deductions: { Paint: 8 } });
    await saveSheet(disqualified, judges[0].token, {
      deductions: {},
      disqualified_by: "No fire extinguisher",
    });

    const early = await call("GET", `/office/events/${event.id}/judging/results`);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ base: ["Tabulate the sheets first"] });
    expect((await call("POST", `/office/events/${event.id}/judging/publish`)).statusCode).toBe(422);

    const tabulated = await call("POST", `/office/events/${event.id}/judging/tabulate`);
    expect(tabulated.statusCode, tabulated.body).toBe(200);
    expect(tabulated.json()).toEqual([
      expect.objectContaining({
        entryId: clean,
        score: 94,
        award: "First",
        method: "average_all",
        sheets: 2,
        spread: 4,
        flagged: false,
      }),
      expect.objectContaining({
        entryId: disqualified,
        score: 100,
        award: null,
        disqualifiedBy: "No fire extinguisher",
      }),
    ]);
    expect((await call("GET", `/office/events/${event.id}/judging/results`)).json()).toEqual(
      tabulated.json(),
    );
    const office = await call("GET", `/office/judging/entries/${clean}/sheets`);
    expect(office.json()).toMatchObject({ score: 94, award: "First", method: "average_all" });
    expect(office.json().sheets.map((read: { judge: string }) => read.judge)).toEqual(
      judges.map((judge) => `Judith ${judge.member.lastName}`),
    );

    // A sheet saved after tabulating makes the results stale: they are tabulated again before publishing.
    await saveSheet(clean, judges[1].token, { deductions: { Paint: 6 } });
    expect((await call("POST", `/office/events/${event.id}/judging/publish`)).statusCode).toBe(422);
    expect((await call("POST", `/office/events/${event.id}/judging/tabulate`)).json()[0].score).toBe(95);

    const published = await call("POST", `/office/events/${event.id}/judging/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: "published", publishedAt: t.clock.now.toISOString() });
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "judging_published"));
    expect(trail.map((entry) => entry.after?.eventId)).toContain(event.id);
    // The First makes the clean car a Senior car; the disqualified one earned nothing and stays as it was.
    const [senior, unmoved] = await Promise.all(entrants.map((entrant) => carOf(entrant.carId)));
    expect(senior).toMatchObject({
      seniorCategory: "Senior",
      seniorNumber: expect.stringMatching(/^\d{1,5}$/),
    });
    expect(unmoved).toMatchObject({ seniorCategory: "None", seniorNumber: null });

    const closed = { base: ["The results are published: the meet's judging no longer changes"] };
    for (const response of [
      await call("PUT", `/office/events/${event.id}/judging`, setupOf([team], entries)),
      await saveSheet(clean, judges[0].token, { deductions: { Paint: 1 } }),
      await call("POST", `/office/events/${event.id}/judging/tabulate`),
      await call("POST", `/office/events/${event.id}/judging/publish`),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(closed);
    }
    expect((await call("GET", "/judging/assignments", undefined, judges[0].token)).json()).toEqual([]);
  });
});

describe("a first place at a published meet", () => {
  it("makes each car a Senior car with the club's next senior number, and keeps a senior car's number", async () => {
    const { event, entrants, judges, team, entries } = await meetWithEntries();
    await t.database.db
      .update(vehicles)
      .set({ seniorCategory: "Senior Premier", seniorNumber: "77" })
      .where(eq(vehicles.id, entrants[1].carId));
    const setup = await setUp(event.id, setupOf([team], entries));
    for (const entry of setup.entries)
      await saveSheet(entry.id, judges[0].token, { deductions: { Paint: 2 } });
    expect((await call("POST", `/office/events/${event.id}/judging/tabulate`)).statusCode).toBe(200);
    const [highest] = await t.database.db
      .select({ number: sql<number>`max(${vehicles.seniorNumber}::integer)` })
      .from(vehicles)
      .where(sql`${vehicles.seniorNumber} ~ '^[0-9]+$'`);

    expect((await call("POST", `/office/events/${event.id}/judging/publish`)).statusCode).toBe(200);
    const next = String(Number(highest?.number ?? 0) + 1);
    expect(await carOf(entrants[0].carId)).toMatchObject({ seniorCategory: "Senior", seniorNumber: next });
    expect(await carOf(entrants[1].carId)).toMatchObject({
      seniorCategory: "Senior Premier",
      seniorNumber: "77",
    });
    const [trail] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "judging_published"),
          sql`${auditLog.after}->>'eventId' = ${String(event.id)}`,
        ),
      );
    expect(trail?.after?.seniorCars).toEqual([{ id: entrants[0].carId, seniorNumber: next }]);
  });
});

describe("publishing before the meet (issue 40)", () => {
  it("is refused until the meet's first day in the club's time zone, and says so to the office", async () => {
    // 03:00 UTC on the first day is still the evening before in Chicago, the club's default zone. Signed in anew
    // there: the sessions of the clock's start have ended by then.
    await moveClockTo(`${daysFrom(t.clock.now, 1)}T03:00:00Z`);
    const event = await portalEvent(0);
    const entrant = await memberWithCar();
    const judge = await newJudge();
    const setup = await setUp(
      event.id,
      setupOf(
        [{ class_code: "A", leader_id: judge.id, judge_ids: [judge.id] }],
        [{ registration_id: await register(event.id, entrant), class_code: "A" }],
      ),
    );
    await saveSheet(setup.entries[0]?.id as number, judge.token, { deductions: { Paint: 2 } });
    expect((await call("POST", `/office/events/${event.id}/judging/tabulate`)).statusCode).toBe(200);
    const words = `Results can be published from the meet's first day, ${event.dateStart}`;
    expect((await judgingOf(event.id)).json().refusals).toMatchObject({ publish: words });

    const early = await call("POST", `/office/events/${event.id}/judging/publish`);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ base: [words] });
    expect(await carOf(entrant.carId)).toMatchObject({ seniorCategory: "None", seniorNumber: null });

    await moveClockTo(`${event.dateStart}T15:00:00Z`);
    expect((await judgingOf(event.id)).json().refusals.publish).toBeUndefined();
    const published = await call("POST", `/office/events/${event.id}/judging/publish`);
    expect(published.statusCode, published.body).toBe(200);
  });
});

describe("withdrawing published results (issue 40)", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
  });

  /** A meet published today whose one car took a First, which made it a Senior car. */
  async function publishedMeet() {
    const event = await portalEvent();
    const entrant = await memberWithCar();
    const judge = await newJudge();
    const registration = await register(event.id, entrant);
    const setup = await setUp(
      event.id,
      setupOf(
        [{ class_code: "A", leader_id: judge.id, judge_ids: [judge.id] }],
        [{ registration_id: registration, class_code: "A" }],
      ),
    );
    await saveSheet(setup.entries[0]?.id as number, judge.token, { deductions: { Paint: 2 } });
    expect((await call("POST", `/office/events/${event.id}/judging/tabulate`)).statusCode).toBe(200);
    expect((await call("POST", `/office/events/${event.id}/judging/publish`)).statusCode).toBe(200);
    return { event, entrant, registration };
  }

  const withdraw = (eventId: number, body: object | undefined, token: string | null = admin) =>
    call("POST", `/office/events/${eventId}/judging/withdraw`, body, token);

  it("takes the award off the car's record and the senior number back, with the reason in the trail", async () => {
    const { event, entrant, registration } = await publishedMeet();
    const history = () =>
      call("GET", `/vehicles/${entrant.carId}/history`, undefined, entrant.token).then((reply) =>
        reply.json(),
      );
    expect((await history()).awards).toEqual([expect.objectContaining({ award: "First" })]);
    expect(await carOf(entrant.carId)).toMatchObject({ seniorCategory: "Senior" });
    const seniorNumber = (await carOf(entrant.carId))?.seniorNumber;
    expect(
      (await call("GET", `/office/events/${event.id}/judging`, undefined, admin)).json().refusals,
    ).toEqual({
      publish: "The results are published: the meet's judging no longer changes",
    });

    const reason = "A judge scored the wrong car in class A";
    const withdrawn = await withdraw(event.id, { reason });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      status: "tabulated",
      publishedAt: null,
      withdrawal: { at: t.clock.now.toISOString(), reason },
      refusals: { withdraw: "Only published results can be withdrawn" },
    });
    expect((await history()).awards).toEqual([]);
    expect(await carOf(entrant.carId)).toMatchObject({ seniorCategory: "None", seniorNumber: null });
    const sheets = await call("GET", `/registrations/${registration}/score_sheets`, undefined, entrant.token);
    expect(sheets.statusCode).toBe(422);
    const [trail] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "judging_withdrawn"),
          sql`${auditLog.after}->>'eventId' = ${String(event.id)}`,
        ),
      );
    expect(trail).toMatchObject({
      reason,
      after: { eventId: event.id, seniorCarsTakenBack: [{ id: entrant.carId, seniorNumber }] },
    });

    // Withdrawn once, there is nothing published to withdraw; published again, the car is a Senior car again.
    const again = await withdraw(event.id, { reason });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ base: ["Only published results can be withdrawn"] });
    expect((await call("POST", `/office/events/${event.id}/judging/publish`)).statusCode).toBe(200);
    expect(await carOf(entrant.carId)).toMatchObject({ seniorCategory: "Senior" });
  });

  it("leaves a car whose senior category the office changed since as it is", async () => {
    const { event, entrant } = await publishedMeet();
    await t.database.db
      .update(vehicles)
      .set({ seniorCategory: "Senior Premier" })
      .where(eq(vehicles.id, entrant.carId));
    const withdrawn = await withdraw(event.id, { reason: "Scored twice" });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await carOf(entrant.carId)).toMatchObject({ seniorCategory: "Senior Premier" });
  });

  it("is refused in words 14 days after publishing", async () => {
    const { event, entrant } = await publishedMeet();
    const publishedOn = daysFrom(t.clock.now, 0);
    pinClock(t.clock, new Date(t.clock.now.getTime() + 14 * 86_400_000 + 60_000).toISOString());
    const lateAdmin = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
    const late = await withdraw(event.id, { reason: "Too late" }, lateAdmin);
    expect(late.statusCode).toBe(422);
    const [message] = late.json().errors.base as string[];
    expect(message).toMatch(
      /^Results can be withdrawn within 14 days of publishing; these were published on /,
    );
    // The day in the club's zone: the UTC day or the one before it.
    expect([publishedOn, daysFrom(new Date(`${publishedOn}T12:00:00Z`), -1)]).toContain(message?.slice(-10));
    expect(await carOf(entrant.carId)).toMatchObject({ seniorCategory: "Senior" });
  });

  it("is an office administrator's, with a reason: 401, 403 for staff and members, 404, 400", async () => {
    const { event } = await publishedMeet();
    const member = await memberWithCar();
    expect((await withdraw(event.id, { reason: "Why" }, null)).statusCode).toBe(401);
    expect((await withdraw(event.id, { reason: "Why" }, member.token)).statusCode).toBe(403);
    const byStaff = await withdraw(event.id, { reason: "Why" }, staff);
    expect(byStaff.statusCode).toBe(403);
    expect((await judgingOf(event.id)).json().refusals.withdraw).toBe(
      "Your office role does not allow this: ask an office administrator.",
    );
    expect((await withdraw(999_999, { reason: "Why" })).statusCode).toBe(404);
    for (const body of [{}, { reason: "  " }, { reason: 7 }, { reason: "x".repeat(501) }, undefined]) {
      const refused = await withdraw(event.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.values(refused.json().errors).flat()).toEqual([
        "Say why the results are withdrawn (500 characters at most)",
      ]);
    }
    expect((await judgingOf(event.id)).json().status).toBe("published");
  });
});
