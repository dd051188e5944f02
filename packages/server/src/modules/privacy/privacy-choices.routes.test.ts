import { choicesAtJoin, choicesBeforeAsking } from "@club/domain/privacy.rules";
import { privacyMessages } from "@club/domain/privacy.schema";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, joinPayload, signIn, signInEachRole } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pinClock } from "../../test/test-clock.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { members } from "../members/members.schema.ts";
import { consentEvents, privacyChoices } from "./privacy.schema.ts";

let t: TestApp;
let roles: Awaited<ReturnType<typeof signInEachRole>>;
beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEachRole(t.app, t.database.db);
});
afterAll(() => t.close());

const wire = {
  show_in_directory: true,
  show_address: false,
  show_phones: false,
  show_email: true,
  allow_club_mail: false,
};

const privacy = (token: string | null, method: "GET" | "PUT" = "GET", payload?: object) =>
  t.app.inject({
    method,
    url: "/api/v1/members/privacy",
    headers: token ? bearer(token) : {},
    payload,
  });
const consents = (token: string | null, memberId: number) =>
  t.app.inject({
    url: `/api/v1/office/members/${memberId}/consents`,
    headers: token ? bearer(token) : {},
  });
const consentRows = (memberId: number) =>
  t.database.db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.memberId, memberId))
    .orderBy(asc(consentEvents.id));

async function newMember() {
  const member = await createDirectoryMember(t.database.db, { member: { prefix: "Dr." } });
  return { ...member, token: await signIn(t.app, member.email) };
}

describe("GET /api/v1/members/privacy", () => {
  it("needs a token", async () => {
    expect((await privacy(null)).statusCode).toBe(401);
  });

  it("reads everything shown for a member who never chose, with no date", async () => {
    const response = await privacy(roles.tokens.member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...choicesBeforeAsking, chosenAt: null });
  });
});

describe("PUT /api/v1/members/privacy", () => {
  it("needs a token", async () => {
    expect((await privacy(null, "PUT", wire)).statusCode).toBe(401);
  });

  it("answers 400 naming a missing choice, or one that is not yes or no", async () => {
    const { show_email: _, ...missing } = wire;
    const absent = await privacy(roles.tokens.member, "PUT", missing);
    expect(absent.statusCode).toBe(400);
    expect(absent.json()).toEqual({
      errors: { showEmail: [privacyMessages.choice("Show my e-mail address")] },
    });
    const wrong = await privacy(roles.tokens.member, "PUT", { ...wire, show_phones: "yes" });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(["showPhones"]);
    expect((await privacy(roles.tokens.member, "PUT")).statusCode).toBe(400);
  });

  it("saves the member's own choices, logs them with the trail, and reads them back", async () => {
    const member = await newMember();
    const response = await privacy(member.token, "PUT", wire);
    expect(response.statusCode).toBe(200);
    const saved = {
      showInDirectory: true,
      showAddress: false,
      showPhones: false,
      showEmail: true,
      allowClubMail: false,
    };
    expect(response.json()).toEqual({ ...saved, chosenAt: t.clock.now.toISOString() });
    expect((await privacy(member.token)).json()).toEqual(response.json());

    const directory = { showInDirectory: true, showAddress: false, showPhones: false, showEmail: true };
    expect(await consentRows(member.id)).toMatchObject([
      { kind: "privacy", choice: directory, how: "member", actorId: member.id },
      { kind: "club_mail", choice: { allow: false }, how: "member", actorId: member.id },
    ]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.memberId, member.id));
    expect(audit).toMatchObject({
      actorId: member.id,
      action: "privacy_choices",
      before: { showAddress: true, showPhones: true, allowClubMail: true },
      after: { showAddress: false, showPhones: false, allowClubMail: false },
    });
  });

  it("logs club mail again only when it changes", async () => {
    const member = await newMember();
    await privacy(member.token, "PUT", { ...wire, allow_club_mail: true });
    await privacy(member.token, "PUT", { ...wire, allow_club_mail: true, show_email: false });
    expect((await consentRows(member.id)).map((row) => row.kind)).toEqual(["privacy", "privacy"]);
    await privacy(member.token, "PUT", wire);
    expect((await consentRows(member.id)).map((row) => row.kind)).toEqual([
      "privacy",
      "privacy",
      "privacy",
      "club_mail",
    ]);
  });

  it("changes only the signed-in member's own choices", async () => {
    const member = await newMember();
    await privacy(member.token, "PUT", { ...wire, show_in_directory: false });
    expect((await privacy(roles.tokens.member)).json()).toEqual({ ...choicesBeforeAsking, chosenAt: null });
  });
});

describe("GET /api/v1/office/members/:id/consents", () => {
  it("is the office's: 401 without a token, 403 for a member or a regional administrator", async () => {
    const { ids, tokens } = roles;
    expect((await consents(null, ids.member)).statusCode).toBe(401);
    expect((await consents(tokens.member, ids.member)).statusCode).toBe(403);
    expect((await consents(tokens.regionalAdmin, ids.member)).statusCode).toBe(403);
  });

  it("answers 404 for an account that does not exist", async () => {
    expect((await consents(roles.tokens.staff, 999_999)).statusCode).toBe(404);
  });

  it("lists a member's consents newest first, each actor by full name", async () => {
    const member = await newMember();
    await privacy(member.token, "PUT", wire);
    pinClock(t.clock, new Date(t.clock.now.getTime() + 60_000).toISOString());
    await privacy(member.token, "PUT", { ...wire, allow_club_mail: true });
    const response = await consents(roles.tokens.staff, member.id);
    expect(response.statusCode).toBe(200);
    const actor = `Dr. Ada ${member.lastName}`;
    const later = t.clock.now.toISOString();
    expect(response.json()).toEqual([
      { kind: "club_mail", choice: { allow: true }, how: "member", actor, at: later },
      { kind: "privacy", choice: expect.any(Object), how: "member", actor, at: later },
      { kind: "club_mail", choice: { allow: false }, how: "member", actor, at: expect.any(String) },
      { kind: "privacy", choice: expect.any(Object), how: "member", actor, at: expect.any(String) },
    ]);
    expect((await consents(roles.tokens.admin, member.id)).statusCode).toBe(200);
  });
});

describe("the join's choices", () => {
  const join = async (changes: Record<string, unknown> = {}) => {
    const payload = joinPayload(changes);
    const response = await t.app.inject({ method: "POST", url: "/api/v1/members", payload });
    expect(response.statusCode, response.body).toBe(201);
    const [member] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, payload.member.email));
    return member?.id as number;
  };
  const choicesOf = async (memberId: number) => {
    const [row] = await t.database.db
      .select()
      .from(privacyChoices)
      .where(eq(privacyChoices.memberId, memberId));
    return row;
  };

  it("saves the club's choices at join when the wizard sends none, with the consents given at join", async () => {
    const id = await join();
    expect(await choicesOf(id)).toMatchObject(choicesAtJoin);
    const { allowClubMail, ...directory } = choicesAtJoin;
    expect(await consentRows(id)).toMatchObject([
      { kind: "privacy", choice: directory, how: "join", actorId: id },
      { kind: "club_mail", choice: { allow: allowClubMail }, how: "join", actorId: id },
    ]);
  });

  it("saves the choices the new member made", async () => {
    const id = await join({ privacy: wire });
    expect(await choicesOf(id)).toMatchObject({
      showInDirectory: true,
      showAddress: false,
      showPhones: false,
      showEmail: true,
      allowClubMail: false,
    });
    expect((await consentRows(id)).map((row) => row.how)).toEqual(["join", "join"]);
  });

  it("answers 400 naming a choice that is not yes or no", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/members",
      payload: joinPayload({ privacy: { ...wire, show_address: "no" } }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(["privacy.showAddress"]);
  });
});
