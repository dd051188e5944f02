import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinClub } from "../../test/checkout-requests.ts";
import { bearer, createDirectoryMember, createMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { addStaff } from "./office.service.ts";

let t: TestApp;
let tokens: { member: string; regionalAdmin: string; staff: string };
let staffId: number;
let active: Awaited<ReturnType<typeof createDirectoryMember>>;
let lapsed: Awaited<ReturnType<typeof createDirectoryMember>>;

beforeAll(async () => {
  t = await createTestApp();
  active = await createDirectoryMember(t.database.db, {
    member: { firstName: "Cornelia", lastName: "Vanderbilt", city: "Newport", zipCode: "02840" },
    regions: [{ code: "GI", duesExpire: "2099-12-31" }],
  });
  lapsed = await createDirectoryMember(t.database.db, {
    member: { firstName: "Lapsed", lastName: "Lindqvist" },
    duesExpire: "2001-12-31",
  });
  const regionalAdmin = await createDirectoryMember(t.database.db, { administers: ["GI"] });
  const staff = await createStaff(t.database.db);
  staffId = staff.id;
  tokens = {
    member: await signIn(t.app, active.email),
    regionalAdmin: await signIn(t.app, regionalAdmin.email),
    staff: await signIn(t.app, staff.email),
  };
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url: `/api/v1/office${url}`, headers: token ? bearer(token) : {} });
const addNote = (id: number, payload: object, token?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/office/members/${id}/notes`,
    headers: token ? bearer(token) : {},
    payload,
  });

describe("the office API is for office roles only", () => {
  it.each([
    ["GET", "/members"],
    ["GET", "/members/1"],
    ["POST", "/members/1/notes"],
    ["GET", "/audit"],
    ["GET", "/audit.csv"],
  ] as const)(
    "%s %s: 401 without a token, 403 for a member and a regional administrator",
    async (method, url) => {
      const call = (token?: string) =>
        t.app.inject({
          method,
          url: `/api/v1/office${url}`,
          headers: token ? bearer(token) : {},
          ...(method === "POST" ? { payload: { text: "x" } } : {}),
        });
      expect((await call()).statusCode).toBe(401);
      expect((await call(tokens.member)).statusCode).toBe(403);
      expect((await call(tokens.regionalAdmin)).statusCode).toBe(403);
    },
  );
});

describe("GET /api/v1/office/members", () => {
  it("lists every account with its status, 50 a page", async () => {
    const joiner = await joinClub(t);
    const reply = await get("/members?sort=member_no", tokens.staff);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ page: 1, pageSize: 50 });
    const statusOf = (email: string) =>
      body.results.find((row: { email: string }) => row.email === email)?.status;
    expect(statusOf(active.email)).toBe("active");
    expect(statusOf(lapsed.email)).toBe("lapsed");
    expect(statusOf(joiner.email)).toBe("unpaid_joiner");
    expect(body.results.find((row: { id: number }) => row.id === staffId)).toMatchObject({
      status: "staff",
      officeRole: "office_staff",
    });
    expect(body.total).toBe(body.results.length);
  });

  it("finds by name, e-mail, member number, city and postal code, and filters by status and region", async () => {
    const ids = async (query: string) =>
      ((await get(`/members?${query}`, tokens.staff)).json().results as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await ids("q=cornelia vand")).toEqual([active.id]);
    expect(await ids(`q=${encodeURIComponent(active.email.toUpperCase())}`)).toEqual([active.id]);
    expect(await ids(`q=${active.memberNo}`)).toEqual([active.id]);
    expect(await ids("q=newport")).toEqual([active.id]);
    expect(await ids("q=02840")).toEqual([active.id]);
    expect(await ids("status=lapsed")).toEqual([lapsed.id]);
    expect(await ids("region=GI")).toContain(active.id);
    expect(await ids("region=GI")).not.toContain(lapsed.id);
    expect(await ids("q=nobody-at-all")).toEqual([]);
  });

  it("names the parameter that is wrong", async () => {
    const reply = await get("/members?status=sleeping", tokens.staff);
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().errors)).toEqual(["status"]);
    expect(Object.keys((await get("/members?page=0", tokens.staff)).json().errors)).toEqual(["page"]);
  });
});

describe("GET /api/v1/office/members/:id", () => {
  it("gives the whole record: profile, memberships, invoices with items, cars, mail, notes and audit trail", async () => {
    const joiner = await joinClub(t);
    const [row] = (await get(`/members?q=${encodeURIComponent(joiner.email)}`, tokens.staff)).json().results;
    const reply = await get(`/members/${row.id}`, tokens.staff);
    expect(reply.statusCode).toBe(200);
    const record = reply.json();
    expect(record.profile.email).toBe(joiner.email);
    expect(record.status).toBe("unpaid_joiner");
    expect(record.nationalMembership).toBeNull();
    expect(record.invoices).toHaveLength(1);
    expect(record.invoices[0]).toMatchObject({
      orderId: expect.any(String),
      kind: "join",
      status: "pending",
    });
    expect(record.invoices[0].items.length).toBeGreaterThan(0);
    expect(record).toMatchObject({ vehicles: [], registrations: [], notes: [], audit: [] });

    const member = (await get(`/members/${active.id}`, tokens.staff)).json();
    expect(member.nationalMembership).toMatchObject({ planTitle: "Active Member (USA)", lifelong: false });
    expect(member.regionalMemberships).toEqual([
      expect.objectContaining({ regionCode: "GI", duesExpire: "2099-12-31" }),
    ]);
  });

  it("answers 404 for an account that does not exist, and 400 for an id that is not one", async () => {
    expect((await get("/members/999999", tokens.staff)).statusCode).toBe(404);
    expect(Object.keys((await get("/members/abc", tokens.staff)).json().errors)).toEqual(["id"]);
  });
});

describe("notes and the audit trail", () => {
  it("adds a dated note by the staff member, shown in the record and the audit trail", async () => {
    const reply = await addNote(active.id, { text: "  Called about the Pebble Beach tour.  " }, tokens.staff);
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ text: "Called about the Pebble Beach tour." });
    const record = (await get(`/members/${active.id}`, tokens.staff)).json();
    expect(record.notes[0]).toMatchObject({
      text: "Called about the Pebble Beach tour.",
      authorName: expect.stringMatching(/^Otto /),
    });
    expect(record.audit[0]).toMatchObject({ action: "note_added", actorId: staffId, memberId: active.id });

    const trail = (await get(`/audit?member_id=${active.id}`, tokens.staff)).json();
    expect(trail.results[0]).toMatchObject({
      action: "note_added",
      actorId: staffId,
      after: { text: "Called about the Pebble Beach tour." },
    });
    expect(
      (await get(`/audit?actor_id=${staffId}&from=2000-01-01&to=2099-12-31`, tokens.staff)).json().results
        .length,
    ).toBeGreaterThan(0);
    expect((await get(`/audit?member_id=${active.id}&to=2000-01-01`, tokens.staff)).json().results).toEqual(
      [],
    );
  });

  it("filters the trail by the club's days: an evening in Chicago is that day, not the next UTC day (issue 40)", async () => {
    const member = await createMember(t.database.db);
    // 9:30 PM Central Time on 2027-03-09 is 03:30 on 2027-03-10 in UTC.
    await recordAudit(
      { db: t.database.db, now: () => new Date("2027-03-10T03:30:00Z") },
      { actorId: null, memberId: member.id, action: "note_added" },
    );
    const onDay = async (day: string) =>
      (await get(`/audit?member_id=${member.id}&from=${day}&to=${day}`, tokens.staff)).json().results.length;
    expect(await onDay("2027-03-09")).toBe(1);
    expect(await onDay("2027-03-10")).toBe(0);
  });

  it("refuses an empty note and a note for nobody", async () => {
    const empty = await addNote(active.id, { text: "   " }, tokens.staff);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ errors: { text: ["Note is required"] } });
    expect((await addNote(active.id, {}, tokens.staff)).json()).toEqual({
      errors: { text: ["Note is required"] },
    });
    expect((await addNote(999999, { text: "Hello" }, tokens.staff)).statusCode).toBe(404);
  });

  it("exports the trail as CSV, safe to open in a spreadsheet", async () => {
    await addNote(active.id, { text: '=HYPERLINK("http://evil")' }, tokens.staff);
    const reply = await get(`/audit.csv?member_id=${active.id}`, tokens.staff);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, ...lines] = reply.body.trim().split("\n");
    expect(header).toBe("at,actor_id,actor,member_id,action,reason,before,after");
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(reply.body).not.toMatch(/,=HYPERLINK/);
    expect(Object.keys((await get("/audit?from=yesterday", tokens.staff)).json().errors)).toEqual(["from"]);
  });

  it("cannot be changed or deleted, even with the portal's own database access", async () => {
    const change = t.database.db.execute(sql`update audit_log set action = 'nothing'`);
    await expect(change).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const trail = (await get(`/audit?member_id=${active.id}`, tokens.staff)).json();
    expect(trail.results.length).toBeGreaterThan(0);
    expect(trail.results.every((entry: { action: string }) => entry.action !== "nothing")).toBe(true);
  });
});

describe("office accounts", () => {
  it("signs a staff member who is not a member in, and keeps them out of the directory", async () => {
    const staff = await createStaff(t.database.db, "office_admin");
    const token = await signIn(t.app, staff.email);
    expect((await get("/members", token)).statusCode).toBe(200);
    const directory = await t.app.inject({ url: "/api/v1/members/search", headers: bearer(token) });
    expect(directory.statusCode).toBe(403);
    const member = await createMember(t.database.db);
    expect((await get(`/members/${member.id}`, token)).json().status).toBe("unpaid_joiner");
  });

  it("npm run staff:add makes an account for someone who is not a member, who sets a password by reset", async () => {
    const context = { db: t.database.db, now: () => t.clock.now };
    expect(
      await addStaff(context, "new.volunteer@example.org", "office_staff", { firstName: "", lastName: "" }),
    ).toBeNull();
    const added = await addStaff(context, "New.Volunteer@example.org", "office_staff", {
      firstName: "Nora",
      lastName: "Volunteer",
    });
    expect(added).toMatchObject({ created: true, account: { email: "new.volunteer@example.org" } });
    await t.app.inject({
      method: "POST",
      url: "/api/v1/members/request_reset_password",
      payload: { email: "new.volunteer@example.org" },
    });
    await waitFor(() => t.sentMail.some((mail) => mail.to === "new.volunteer@example.org"));
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(t.sentMail.at(-1)?.text ?? "")?.[1];
    const reset = await t.app.inject({
      method: "PUT",
      url: "/api/v1/members/reset_password",
      payload: {
        member: {
          password: "Office-Desk-2026",
          password_confirmation: "Office-Desk-2026",
          reset_password_token: token,
        },
      },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await signIn(t.app, "new.volunteer@example.org", "Office-Desk-2026");
    expect((await get("/members", signedIn)).statusCode).toBe(200);

    const member = await createMember(t.database.db);
    expect(
      await addStaff(context, member.email, "office_admin", { firstName: "", lastName: "" }),
    ).toMatchObject({
      created: false,
    });
  });
});
