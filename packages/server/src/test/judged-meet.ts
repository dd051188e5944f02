import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { vehicles } from "../modules/vehicles/vehicles.schema.ts";
import { bearer, createDirectoryMember, signIn } from "./factories.ts";
import type { TestApp } from "./test-app.ts";
import { daysFrom } from "./test-clock.ts";

// Issue 29: a judged meet as the judging tests build it through the API: a free portal event, entrants with their
// cars registered by the office, judges on the roster, and a setup of two classes.

type Method = "GET" | "POST" | "PUT";

/** The steps, given the test file's app and office token once its `beforeAll` has made them. */
export function judgedMeetSteps(current: () => { t: TestApp; staff: string }) {
  let sequence = 0;
  const unique = () => {
    sequence += 1;
    return sequence;
  };

  const call = (method: Method, url: string, payload?: object, token: string | null = current().staff) =>
    current().t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

  /**
   * A free portal event, as the office adds it: by default a meet that began yesterday (a UTC day, so before today in
   * any club time zone), whose results may be published (issue 40: not before the meet's first day).
   */
  async function portalEvent(days = -1) {
    const number = unique();
    const { t } = current();
    const response = await call("POST", "/office/events", {
      title: `Grand Classic ${number}`,
      date_start: daysFrom(t.clock.now, days),
      date_end: daysFrom(t.clock.now, days),
      registration: "portal",
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; title: string; dateStart: string };
  }

  /** A member with one car, signed in. */
  async function memberWithCar() {
    const number = unique();
    const { t } = current();
    const member = await createDirectoryMember(t.database.db, {
      member: { firstName: "Owen", lastName: `Entrant${number}` },
      cars: [{ year: 1931, make: "Packard", model: `Deluxe Eight ${number}` }],
    });
    const [car] = await t.database.db.select().from(vehicles).where(eq(vehicles.memberId, member.id));
    return { member, carId: car?.id as number, token: await signIn(t.app, member.email) };
  }

  /** The member registered with their car by the office: confirmed at once (the event is free). */
  async function register(eventId: number, entrant: Awaited<ReturnType<typeof memberWithCar>>) {
    const response = await call("POST", `/office/events/${eventId}/registrations`, {
      member_no: entrant.member.memberNo,
      vehicle_id: entrant.carId,
    });
    expect(response.json().status, response.body).toBe("confirmed");
    return response.json().registrationId as number;
  }

  /** A member on the judges' roster, signed in. */
  async function newJudge() {
    const number = unique();
    const { t } = current();
    const member = await createDirectoryMember(t.database.db, {
      member: { firstName: "Judith", lastName: `Judge${number}` },
    });
    const response = await call("POST", "/office/judges", { member_id: member.id, level: "judge" });
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id as number, member, token: await signIn(t.app, member.email) };
  }

  /**
   * A setup of two classes in two divisions, First at 90 (which makes the car a Senior car) and Second at 80 in the
   * Classic division.
   */
  function setupOf(
    teams: readonly { class_code: string; leader_id: number; judge_ids: number[] }[],
    entries: readonly { registration_id: number; class_code: string }[],
  ) {
    return {
      classes: [
        { code: "A", name: "Open Classic", division: "Classic" },
        { code: "T", name: "Touring", division: "Touring" },
      ],
      thresholds: [
        { division: "Classic", award: "First", min_score: 90, makes_senior: true },
        { division: "Classic", award: "Second", min_score: 80 },
      ],
      teams,
      entries,
    };
  }

  async function setUp(eventId: number, setup: object) {
    const response = await call("PUT", `/office/events/${eventId}/judging`, setup);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { entries: { id: number; registrationId: number }[] };
  }

  const saveSheet = (entryId: number, token: string | null, body: object) =>
    call("PUT", `/judging/sheets/${entryId}`, body, token);

  return { unique, call, portalEvent, memberWithCar, register, newJudge, setupOf, setUp, saveSheet };
}
