import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, createTerm, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, yearEnd } from "../../test/test-clock.ts";
import { waitFor } from "../../test/wait-for.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { outbox } from "../mail/mail.schema.ts";
import { announcements } from "./announcements.schema.ts";

// Issue 42: a region's newsletter, written by its editor and sent through the announcements: always to the region's
// members in good standing with its dues paid, less those who stopped bulk e-mail.

let t: TestApp;
const tokens = {} as Record<"editor" | "treasurer" | "otherRegion" | "member", string>;
let editorEmail: string;
let sequence = 0;

type Method = "GET" | "POST" | "PATCH";
const call = (method: Method, path: string, token?: string, payload?: object, code = "GI") =>
  t.app.inject({
    method,
    url: `/api/v1/regional_administrators/regions/${code}/newsletters${path}`,
    headers: token ? bearer(token) : {},
    payload,
  });
const fieldsOf = (reply: { json(): { errors: Record<string, string[]> } }) =>
  Object.keys(reply.json().errors);

function letter(changes: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    subject: `Greater Illinois News ${sequence}`,
    body: "Dear members,\n\nThe tour is on.",
    ...changes,
  };
}

async function addLetter(token = tokens.editor, code = "GI") {
  const reply = await call("POST", "", token, letter(), code);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { id: number; subject: string; status: string; audience: string };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const officer = async (code: string, officeKey: string) => {
    const member = await createDirectoryMember(db, { regions: [{ code, duesExpire: yearEnd(t.clock.now) }] });
    await createTerm(db, { memberId: member.id, regionCode: code, officeKey });
    return member;
  };
  const editor = await officer("GI", "newsletter_editor");
  editorEmail = editor.email;
  Object.assign(tokens, {
    editor: await signIn(t.app, editor.email),
    treasurer: await signIn(t.app, (await officer("GI", "treasurer")).email),
    otherRegion: await signIn(t.app, (await officer("UM", "director")).email),
    member: await signIn(t.app, (await createDirectoryMember(db)).email),
  });
});
afterAll(() => t.close());

describe("a region's newsletter", () => {
  it("goes only to the region's members who allow it", async () => {
    const db = t.database.db;
    const inGI = [{ code: "GI", duesExpire: yearEnd(t.clock.now) }];
    const reader = await createDirectoryMember(db, { regions: inGI });
    const optedOut = await createDirectoryMember(db, {
      regions: inGI,
      member: { bulkMailOptOutAt: t.clock.now },
    });
    const regionLapsed = await createDirectoryMember(db, {
      regions: [{ code: "GI", duesExpire: daysFrom(t.clock.now, -1) }],
    });
    const nationalLapsed = await createDirectoryMember(db, {
      duesExpire: daysFrom(t.clock.now, -1),
      regions: inGI,
    });
    const elsewhere = await createDirectoryMember(db, {
      regions: [{ code: "UM", duesExpire: yearEnd(t.clock.now) }],
    });
    const noRegion = await createDirectoryMember(db);

    const draft = await addLetter();
    expect(draft.audience).toContain("Greater Illinois");
    const preview = await call("POST", "/preview", tokens.editor, { subject: draft.subject, body: "Hello." });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().skipped.unsubscribed).toBeGreaterThanOrEqual(1);
    expect(preview.json()).not.toHaveProperty("sample");

    const reach = await call("GET", "/audience", tokens.editor);
    expect(reach.statusCode, reach.body).toBe(200);
    expect(reach.json()).toEqual({
      audience: preview.json().audience,
      recipients: preview.json().recipients,
      skipped: preview.json().skipped,
    });

    const sent = await call("POST", `/${draft.id}/send`, tokens.editor);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status).toBe("sending");
    await waitFor(async () => {
      const [row] = await db.select().from(announcements).where(eq(announcements.id, draft.id));
      return row?.status === "sent";
    });
    const to = (await db.select().from(outbox).where(eq(outbox.subject, draft.subject))).map((row) => row.to);
    expect(to).toContain(reader.email);
    expect(to).toContain(editorEmail);
    for (const left of [optedOut, regionLapsed, nationalLapsed, elsewhere, noRegion])
      expect(to).not.toContain(left.email);
    expect(to.length).toBe(preview.json().recipients);

    const list = (await call("GET", "", tokens.editor)).json();
    expect(list.results.find((row: { id: number }) => row.id === draft.id)).toMatchObject({
      status: "sent",
      progress: { sent: to.length },
    });
    const actions = (await db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["region_newsletter_created", "region_newsletter_sent"]));
  });

  it("is always to the region: a segment sent with the draft is ignored", async () => {
    const reply = await call("POST", "", tokens.editor, letter({ segment: { kind: "active" } }));
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().segment.kind).toBe("region");
    const changed = await call(
      "PATCH",
      `/${reply.json().id}`,
      tokens.editor,
      letter({ segment: { kind: "active" } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().segment.kind).toBe("region");
  });

  it("keeps its audience when the office changes the draft", async () => {
    const draft = await addLetter();
    const staff = await signIn(t.app, (await createStaff(t.database.db, "office_staff")).email);
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/v1/office/announcements/${draft.id}`,
      headers: bearer(staff),
      payload: { subject: "To everyone", body: "Hello.", segment: { kind: "active" } },
    });
    expect(changed.statusCode).toBe(422);
    expect(fieldsOf(changed)).toEqual(["segment"]);
  });

  it("sends a test to the editor's own address only", async () => {
    const draft = await addLetter();
    const reply = await call("POST", `/${draft.id}/test`, tokens.editor);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ to: editorEmail });
    const rows = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `[Test] ${draft.subject}`));
    expect(rows.map((row) => row.to)).toEqual([editorEmail]);
  });

  it("is 401 signed out and 403 to another office of the region, another region's director, a member and the office", async () => {
    const draft = await addLetter();
    const staff = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
    const attempts = [
      ["GET", ""],
      ["GET", "/audience"],
      ["POST", ""],
      ["POST", "/preview"],
      ["PATCH", `/${draft.id}`],
      ["POST", `/${draft.id}/test`],
      ["POST", `/${draft.id}/send`],
    ] as const;
    for (const [method, path] of attempts) {
      const payload =
        method === "GET" || path.endsWith("test") || path.endsWith("send") ? undefined : letter();
      expect((await call(method, path, undefined, payload)).statusCode, `${method} ${path}`).toBe(401);
      for (const token of [tokens.treasurer, tokens.otherRegion, tokens.member, staff])
        expect((await call(method, path, token, payload)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await call("GET", `/${draft.id}`, tokens.editor)).statusCode).toBe(404);
  });

  it("is 404 for another region's newsletter, the office's announcement and no region", async () => {
    const theirs = await addLetter(tokens.otherRegion, "UM");
    for (const path of [`/${theirs.id}/send`, `/${theirs.id}/test`])
      expect((await call("POST", path, tokens.editor)).statusCode).toBe(404);
    expect((await call("PATCH", `/${theirs.id}`, tokens.editor, letter())).statusCode).toBe(404);
    const staff = await signIn(t.app, (await createStaff(t.database.db, "office_staff")).email);
    const office = await t.app.inject({
      method: "POST",
      url: "/api/v1/office/announcements",
      headers: bearer(staff),
      payload: { subject: "Office news", body: "From the office.", segment: { kind: "active" } },
    });
    expect(office.statusCode, office.body).toBe(201);
    expect((await call("POST", `/${office.json().id}/send`, tokens.editor)).statusCode).toBe(404);
    expect((await call("GET", "", tokens.editor, undefined, "XX")).statusCode).toBe(404);
    expect((await call("POST", "/999999/send", tokens.editor)).statusCode).toBe(404);
  });

  it("refuses to send to a region nobody in it can receive (422)", async () => {
    const lone = await createDirectoryMember(t.database.db);
    await createTerm(t.database.db, { memberId: lone.id, regionCode: "AZ", officeKey: "director" });
    const token = await signIn(t.app, lone.email);
    expect((await call("GET", "/audience", token, undefined, "AZ")).json().recipients).toBe(0);
    const draft = await addLetter(token, "AZ");
    const refused = await call("POST", `/${draft.id}/send`, token, undefined, "AZ");
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toEqual(["base"]);
  });

  it("refuses bad input naming the field, and a second send with 409", async () => {
    const empty = await call("POST", "", tokens.editor, { subject: "", body: "Text" });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual(["subject"]);
    const long = await call("POST", "/preview", tokens.editor, { subject: "Fine", body: "x".repeat(20_001) });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toEqual(["body"]);
    const draft = await addLetter();
    expect((await call("POST", `/${draft.id}/send`, tokens.editor)).statusCode).toBe(200);
    expect((await call("POST", `/${draft.id}/send`, tokens.editor)).statusCode).toBe(409);
    expect((await call("PATCH", `/${draft.id}`, tokens.editor, letter())).statusCode).toBe(409);
  });
});
