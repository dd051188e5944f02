import { auditFilterMessages } from "@club/domain/office.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signInEachRole } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { members } from "../members/members.schema.ts";

// Issue 25: the office finds a member's or a staff member's entries in the audit trail by what it knows, a member
// number or part of a name, instead of the account's internal id.

let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInEachRole>>["tokens"];
let ids: Awaited<ReturnType<typeof signInEachRole>>["ids"];
const people: Record<"pemberton" | "pembroke" | "okafor", { id: number; memberNo: number }> = {
  pemberton: { id: 0, memberNo: 0 },
  pembroke: { id: 0, memberNo: 0 },
  okafor: { id: 0, memberNo: 0 },
};

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

async function addNote(memberId: number, text: string, token: string) {
  const reply = await t.app.inject({
    method: "POST",
    url: `/api/v1/office/members/${memberId}/notes`,
    headers: bearer(token),
    payload: { text },
  });
  expect(reply.statusCode).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, ids } = await signInEachRole(t.app, t.database.db));
  // The two office accounts, named as people are.
  await t.database.db
    .update(members)
    .set({ firstName: "Harriet", lastName: "Quill" })
    .where(eq(members.id, ids.staff));
  await t.database.db
    .update(members)
    .set({ firstName: "Walter", lastName: "Brandt" })
    .where(eq(members.id, ids.admin));
  for (const [key, [firstName, lastName]] of [
    ["pemberton", ["Arthur", "Pemberton"]],
    ["pembroke", ["Grace", "Pembroke"]],
    ["okafor", ["James", "Okafor"]],
  ] as const) {
    const member = await createDirectoryMember(t.database.db, { member: { firstName, lastName } });
    people[key] = { id: member.id, memberNo: member.memberNo };
  }
  await addNote(people.pemberton.id, "Called about his renewal", tokens.staff);
  await addNote(people.pembroke.id, "Sent a new card", tokens.admin);
  await addNote(people.okafor.id, "Asked for a letter", tokens.staff);
});
afterAll(() => t.close());

type Entry = { memberId: number | null; actorId: number | null; action: string };

async function trail(query: string) {
  const reply = await get(`/api/v1/office/audit?${query}`, tokens.staff);
  expect(reply.statusCode).toBe(200);
  return (reply.json().results as Entry[]).filter((entry) => entry.action === "note_added");
}

describe("the audit trail filtered by member number or name", () => {
  it("answers 401 without a token and 403 to a member or a regional administrator", async () => {
    for (const url of [
      "/api/v1/office/audit?member_search=pemb",
      "/api/v1/office/audit.csv?actor_search=quill",
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, tokens.member)).statusCode).toBe(403);
      expect((await get(url, tokens.regionalAdmin)).statusCode).toBe(403);
    }
  });

  it("finds a member's entries by their member number", async () => {
    const entries = await trail(`member_search=${people.okafor.memberNo}`);
    expect(entries.map((entry) => entry.memberId)).toEqual([people.okafor.id]);
  });

  it("finds every member whose name holds the text, whatever its case, first name and last name together", async () => {
    const byPart = await trail("member_search=PEMB");
    expect(byPart.map((entry) => entry.memberId).sort()).toEqual(
      [people.pemberton.id, people.pembroke.id].sort(),
    );
    const byFullName = await trail(`member_search=${encodeURIComponent("arthur pemb")}`);
    expect(byFullName.map((entry) => entry.memberId)).toEqual([people.pemberton.id]);
  });

  it("finds who did it by name or member number, and with the member too", async () => {
    const byName = await trail("actor_search=quill");
    expect(byName.map((entry) => entry.memberId).sort()).toEqual(
      [people.pemberton.id, people.okafor.id].sort(),
    );
    const admin = await t.database.db.select().from(members).where(eq(members.id, ids.admin));
    const byNumber = await trail(`actor_search=${admin[0]?.memberNo}`);
    expect(byNumber.map((entry) => entry.memberId)).toEqual([people.pembroke.id]);
    const both = await trail("actor_search=quill&member_search=pemb");
    expect(both.map((entry) => entry.memberId)).toEqual([people.pemberton.id]);
  });

  it("takes % and _ as the letters typed, and finds nothing for a name no one has", async () => {
    expect(await trail("member_search=%25%25%25")).toEqual([]);
    expect(await trail("member_search=___")).toEqual([]);
    expect(await trail("member_search=Zebedee")).toEqual([]);
  });

  it("filters the CSV file the same way", async () => {
    const reply = await get(`/api/v1/office/audit.csv?member_search=${people.okafor.memberNo}`, tokens.staff);
    expect(reply.statusCode).toBe(200);
    const notes = reply.body.split("\n").filter((line) => line.includes("note_added"));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain(`,${people.okafor.id},`);
  });

  it("refuses a number that is no member number, or fewer than 3 letters of a name, naming the field", async () => {
    for (const [query, field] of [
      ["member_search=ab", "memberSearch"],
      ["member_search=0", "memberSearch"],
      ["actor_search=1234567890", "actorSearch"],
      ["actor_search=00123", "actorSearch"],
      [`actor_search=${"x".repeat(101)}`, "actorSearch"],
    ] as const) {
      const reply = await get(`/api/v1/office/audit?${query}`, tokens.staff);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors).toEqual({ [field]: [auditFilterMessages.who] });
    }
  });
});
