import { listingMessages, officeListingMessages } from "@club/domain/listing.schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createDirectoryMember,
  createTestAppSignedIn,
  type RoleTokens,
  signIn,
} from "../../test/factories.ts";
import type { TestApp } from "../../test/test-app.ts";
import { testClockStart } from "../../test/test-app.ts";
import { yearEnd } from "../../test/test-clock.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { outbox } from "../mail/mail.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";

// Issue 44: the office's side of the marketplace, through the API: the approval queue, reports, and the decisions.

let t: TestApp;
let tokens: RoleTokens;
const start = testClockStart();
const days = (count: number) => new Date(start.getTime() + count * 86_400_000);

beforeAll(async () => {
  ({ t, tokens } = await createTestAppSignedIn());
});
afterAll(() => t.close());

function call(method: "GET" | "POST", url: string, token: string | null, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function member(options: Parameters<typeof createDirectoryMember>[1] = {}) {
  const created = await createDirectoryMember(t.database.db, { duesExpire: yearEnd(start, 1), ...options });
  return { ...created, token: await signIn(t.app, created.email) };
}

/** A member who joined ten days ago: the club approves their listings first. */
async function newcomer(name = { firstName: "Nora", lastName: "Newman" }) {
  const created = await member({ member: name });
  await t.database.db
    .update(nationalMemberships)
    .set({ yearJoined: start.getUTCFullYear(), createdAt: days(-10) })
    .where(eq(nationalMemberships.memberId, created.id));
  return created;
}

/** A part for sale, published by `seller`: waiting for approval when they are new, listed otherwise. */
async function publishedPart(seller: { token: string }, title = "Packard hub caps") {
  const draft = await call("POST", "/listings", seller.token, {
    kind: "part",
    title,
    description: "A set of four, rechromed.",
    price: 400,
    city: "Hartford",
    state: "US-CT",
    country: "US",
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const published = await call("POST", `/listings/${draft.json().id}/publish`, seller.token);
  expect(published.statusCode, published.body).toBe(200);
  return published.json() as { id: number; status: string };
}

const ids = (reply: { json(): { results: { id: number }[] } }) => reply.json().results.map((row) => row.id);

describe("who may moderate the marketplace", () => {
  const routes = [
    ["GET", "/office/listings"],
    ["POST", "/office/listings/1/approve"],
    ["POST", "/office/listings/1/remove"],
    ["POST", "/office/listing_reports/1/dismiss"],
  ] as const;

  it.each(routes)(
    "%s %s: 401 without a token, 403 to a member and a regional administrator",
    async (method, url) => {
      const body = method === "POST" ? { reason: "Not a car part" } : undefined;
      expect((await call(method, url, null, body)).statusCode).toBe(401);
      expect((await call(method, url, tokens.member, body)).statusCode).toBe(403);
      expect((await call(method, url, tokens.regionalAdmin, body)).statusCode).toBe(403);
    },
  );

  it("lets office staff read the queue, and tells their session", async () => {
    expect((await call("GET", "/office/listings", tokens.staff)).statusCode).toBe(200);
    expect((await call("GET", "/office/session", tokens.staff)).json().policies.moderateListings).toBe(true);
  });

  it("answers 404 for a listing or report that does not exist, and names a bad filter", async () => {
    expect((await call("POST", "/office/listings/99999999/approve", tokens.staff)).statusCode).toBe(404);
    expect(
      (await call("POST", "/office/listings/99999999/remove", tokens.staff, { reason: "Spam" })).statusCode,
    ).toBe(404);
    expect((await call("POST", "/office/listing_reports/99999999/dismiss", tokens.staff)).statusCode).toBe(
      404,
    );
    const bad = await call("GET", "/office/listings?show=everything", tokens.staff);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["show"]);
  });
});

describe("the approval queue", () => {
  it("lists a new member's listing with its seller; approving it lists it and mails the seller", async () => {
    const seller = await newcomer();
    const listing = await publishedPart(seller);
    expect(listing.status).toBe("awaiting_approval");

    const queue = await call("GET", "/office/listings?show=awaiting_approval", tokens.staff);
    expect(queue.statusCode, queue.body).toBe(200);
    const row = queue.json().results.find((result: { id: number }) => result.id === listing.id);
    expect(row).toMatchObject({
      status: "awaiting_approval",
      title: "Packard hub caps",
      price: 400,
      seller: { memberId: seller.id, memberNo: seller.memberNo, name: "Nora Newman" },
      openReports: [],
    });

    const buyer = await member();
    expect(ids(await call("GET", "/listings?kind=part", buyer.token))).not.toContain(listing.id);
    const approved = await call("POST", `/office/listings/${listing.id}/approve`, tokens.staff);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      id: listing.id,
      status: "active",
      publishedAt: start.toISOString(),
    });
    expect(ids(await call("GET", "/listings?kind=part", buyer.token))).toContain(listing.id);
    expect(ids(await call("GET", "/office/listings", tokens.staff))).not.toContain(listing.id);

    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, seller.email));
    expect(mail?.subject).toBe(`Your listing "Packard hub caps" is in the marketplace`);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "listing_approved"), eq(auditLog.memberId, seller.id)));
    expect(entry?.after).toMatchObject({ listingId: listing.id, status: "active" });

    const again = await call("POST", `/office/listings/${listing.id}/approve`, tokens.staff);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: { base: [officeListingMessages.notAwaiting] } });
  });
});

describe("removing a listing", () => {
  it("asks for a reason, naming it", async () => {
    const listing = await publishedPart(await member());
    for (const body of [{}, { reason: "   " }]) {
      const reply = await call("POST", `/office/listings/${listing.id}/remove`, tokens.staff, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors.reason).toEqual([listingMessages.reasonRequired]);
    }
  });

  it("closes it with the reason the seller is mailed and reads, and decides its reports", async () => {
    const seller = await member();
    const listing = await publishedPart(seller, "Radiator shell");
    const reporter = await member({ member: { firstName: "Rita", lastName: "Reed" } });
    expect(
      (await call("POST", `/listings/${listing.id}/reports`, reporter.token, { reason: "It is a copy" }))
        .statusCode,
    ).toBe(202);

    const removed = await call("POST", `/office/listings/${listing.id}/remove`, tokens.staff, {
      reason: " Reproductions are not allowed ",
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ status: "removed", openReports: [] });

    const own = (await call("GET", `/listings/${listing.id}`, seller.token)).json();
    expect(own).toMatchObject({ status: "removed", removalReason: "Reproductions are not allowed" });
    expect((await call("GET", `/listings/${listing.id}`, reporter.token)).statusCode).toBe(404);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, seller.email));
    expect(mail?.subject).toBe(`Your listing "Radiator shell" was removed from the marketplace`);
    expect(mail?.text).toContain("The office's reason: Reproductions are not allowed");
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "listing_removed"), eq(auditLog.memberId, seller.id)));
    expect(entry?.reason).toBe("Reproductions are not allowed");

    expect(ids(await call("GET", "/office/listings?show=reported", tokens.staff))).not.toContain(listing.id);
    const again = await call("POST", `/office/listings/${listing.id}/remove`, tokens.staff, {
      reason: "Again",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: { base: [officeListingMessages.notRemovable] } });
  });
});

describe("reports", () => {
  it("shows a reported listing under Reported with the reporter's name; dismissing keeps it listed", async () => {
    const listing = await publishedPart(await member(), "Headlamp lenses");
    const reporter = await member({ member: { firstName: "Rita", lastName: "Reed" } });
    const unreported = await call("GET", "/office/listings?show=reported", tokens.staff);
    expect(ids(unreported)).not.toContain(listing.id);
    const report = await call("POST", `/listings/${listing.id}/reports`, reporter.token, {
      reason: "Sold already elsewhere",
    });
    expect(report.statusCode, report.body).toBe(202);

    const reported = await call("GET", "/office/listings?show=reported", tokens.staff);
    const row = reported.json().results.find((result: { id: number }) => result.id === listing.id);
    expect(row.openReports).toEqual([
      {
        id: expect.any(Number),
        reason: "Sold already elsewhere",
        reporter: "Rita Reed",
        createdAt: start.toISOString(),
      },
    ]);
    expect(ids(await call("GET", "/office/listings?show=all", tokens.staff))).toContain(listing.id);

    const reportId = row.openReports[0].id;
    const dismissed = await call("POST", `/office/listing_reports/${reportId}/dismiss`, tokens.staff);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ id: listing.id, status: "active", openReports: [] });
    expect(ids(await call("GET", "/office/listings?show=reported", tokens.staff))).not.toContain(listing.id);
    const again = await call("POST", `/office/listing_reports/${reportId}/dismiss`, tokens.staff);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: { base: [officeListingMessages.reportDecided] } });
  });
});
