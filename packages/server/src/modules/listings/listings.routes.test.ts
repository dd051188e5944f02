import { listingMessages } from "@club/domain/listing.schema";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createDirectoryMember,
  createTestAppSignedIn,
  type RoleTokens,
  signIn,
} from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import type { TestApp } from "../../test/test-app.ts";
import { testClockStart } from "../../test/test-app.ts";
import { yearEnd } from "../../test/test-clock.ts";
import { outbox } from "../mail/mail.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { vehicleClaims, vehicleOwnerships, vehicles } from "../vehicles/vehicles.schema.ts";
import { remindAndExpireListings } from "./listing-expiry.service.ts";
import { forgetSeller, ownMarketplaceData } from "./listings-member-data.service.ts";

// Issue 44: the marketplace, through the API. Members run to the end of next year, so moving the clock two months
// keeps them in good standing.

let t: TestApp;
let tokens: RoleTokens;
const start = testClockStart();
const days = (count: number) => new Date(start.getTime() + count * 86_400_000);

beforeAll(async () => {
  ({ t, tokens } = await createTestAppSignedIn());
});
afterEach(() => {
  t.clock.now = start;
});
afterAll(() => t.close());

async function member(options: Parameters<typeof createDirectoryMember>[1] = {}) {
  const created = await createDirectoryMember(t.database.db, { duesExpire: yearEnd(start, 1), ...options });
  return { ...created, token: await signIn(t.app, created.email) };
}

/** A member with an approved car of the club's registry, its serial hidden unless said. */
async function seller(car: Partial<typeof vehicles.$inferInsert> = {}) {
  const owner = await member({ cars: [{ year: 1932, make: "Packard", model: "Twelve" }] });
  const [row] = await t.database.db
    .update(vehicles)
    .set({ approvedByCommittee: true, serialNumber: "902-1234", showNumbers: false, ...car })
    .where(eq(vehicles.memberId, owner.id))
    .returning();
  const vehicleId = row?.id as number;
  await t.database.db
    .insert(vehicleOwnerships)
    .values({ vehicleId, memberId: owner.id, source: "registered", createdAt: start });
  return { ...owner, vehicleId };
}

function call(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  token: string | null,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const carDraft = (vehicleId: number, changes: Record<string, unknown> = {}) => ({
  kind: "car",
  vehicle_id: vehicleId,
  description: "Restored in 1998; runs well.",
  price: 145000,
  city: "Hartford",
  state: "US-CT",
  country: "US",
  ...changes,
});

async function listedCar(owner: { token: string; vehicleId: number }, changes: Record<string, unknown> = {}) {
  const draft = await call("POST", "/listings", owner.token, carDraft(owner.vehicleId, changes));
  expect(draft.statusCode, draft.body).toBe(201);
  const published = await call("POST", `/listings/${draft.json().id}/publish`, owner.token);
  expect(published.statusCode, published.body).toBe(200);
  return published.json();
}

async function setMarketplace(changes: Record<string, unknown>) {
  const response = await call("PUT", "/office/settings", tokens.admin, { marketplace: changes });
  expect(response.statusCode, response.body).toBe(200);
}

describe("who may use the marketplace", () => {
  it("asks for a sign-in on every route but the signed photos", async () => {
    for (const [method, url] of [
      ["GET", "/listings"],
      ["GET", "/listings/mine"],
      ["POST", "/listings"],
      ["GET", "/listings/1"],
      ["PATCH", "/listings/1"],
      ["DELETE", "/listings/1"],
      ["POST", "/listings/1/publish"],
      ["POST", "/listings/1/renew"],
      ["POST", "/listings/1/withdraw"],
      ["POST", "/listings/1/sold"],
      ["POST", "/listings/1/messages"],
      ["POST", "/listings/1/reports"],
    ] as const)
      expect((await call(method, url, null, method === "GET" ? undefined : {})).statusCode, url).toBe(401);
  });

  it("refuses a member whose dues ran out, in the marketplace's words", async () => {
    const lapsed = await member({ duesExpire: "2000-12-31" });
    const response = await call("GET", "/listings", lapsed.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: { membership: [listingMessages.marketplaceLapsed] } });
    expect(
      (
        await call("POST", "/listings", lapsed.token, {
          ...carDraft(1),
          kind: "part",
          vehicle_id: null,
          title: "Hub caps",
        })
      ).statusCode,
    ).toBe(403);
  });

  it("is closed to members while the club keeps it closed", async () => {
    const owner = await seller();
    await setMarketplace({ enabled: false });
    try {
      for (const [method, url] of [
        ["GET", "/listings"],
        ["POST", "/listings"],
      ] as const) {
        const response = await call(
          method,
          url,
          owner.token,
          method === "GET" ? undefined : carDraft(owner.vehicleId),
        );
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ errors: { base: [listingMessages.closed] } });
      }
    } finally {
      await setMarketplace({ enabled: true });
    }
  });

  it("names the field of bad input", async () => {
    const owner = await seller();
    const response = await call("POST", "/listings", owner.token, { kind: "boat", city: "", price: -3 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(["kind", "city", "price", "description"]),
    );
    const noCar = await call("POST", "/listings", owner.token, {
      ...carDraft(owner.vehicleId),
      vehicle_id: null,
    });
    expect(noCar.json().errors.vehicleId).toEqual([listingMessages.vehicleRequired]);
  });

  it("lists only the seller's own approved car", async () => {
    const owner = await seller();
    const other = await seller();
    const notTheirs = await call("POST", "/listings", owner.token, carDraft(other.vehicleId));
    expect(notTheirs.statusCode).toBe(422);
    expect(notTheirs.json().errors.vehicleId).toEqual([listingMessages.notYourCar]);
    const pending = await seller({ approvedByCommittee: false });
    const unapproved = await call("POST", "/listings", pending.token, carDraft(pending.vehicleId));
    expect(unapproved.json().errors.vehicleId).toEqual([listingMessages.carNotApproved]);
  });

  it("keeps another member's draft unknown, and one listing open a car", async () => {
    const owner = await seller();
    const draft = (await call("POST", "/listings", owner.token, carDraft(owner.vehicleId))).json();
    const other = await member();
    expect((await call("GET", `/listings/${draft.id}`, other.token)).statusCode).toBe(404);
    expect((await call("PATCH", `/listings/${draft.id}`, other.token, { price: 1 })).statusCode).toBe(404);
    expect((await call("POST", `/listings/${draft.id}/publish`, other.token)).statusCode).toBe(404);
    const second = await call("POST", "/listings", owner.token, carDraft(owner.vehicleId));
    expect(second.statusCode).toBe(409);
    expect(second.json().errors.vehicleId).toEqual([listingMessages.carAlreadyListed]);
  });
});

describe("a car listed from the registry", () => {
  it("is titled by the car, listed for 60 days and found by make and year", async () => {
    const owner = await seller();
    const listing = await listedCar(owner);
    expect(listing).toMatchObject({
      title: "1932 Packard Twelve",
      status: "active",
      expiresAt: days(60).toISOString(),
      actions: ["edit", "addPhotos", "markSold", "withdraw"],
    });
    const buyer = await member();
    const makeId = (await call("GET", `/listings/${listing.id}`, owner.token)).json();
    expect(makeId.listingCar.serialNumber).toBe("902-1234");
    const found = await call("GET", "/listings?kind=car&yearFrom=1930&yearTo=1933&q=restored", buyer.token);
    expect(found.json().results.map((row: { id: number }) => row.id)).toContain(listing.id);
    const tooOld = await call("GET", "/listings?yearTo=1931", buyer.token);
    expect(tooOld.json().results.map((row: { id: number }) => row.id)).not.toContain(listing.id);
  });

  it("finds listings by the seller's region and words, counted past a page", async () => {
    const regional = await member({ regions: [{ code: "NE", duesExpire: yearEnd(start, 1) }] });
    const part = (
      await call("POST", "/listings", regional.token, {
        ...carDraft(0),
        kind: "part",
        vehicle_id: null,
        title: "Lalique mascot",
      })
    ).json();
    await call("POST", `/listings/${part.id}/publish`, regional.token);
    const buyer = await member();
    const byRegion = (await call("GET", "/listings?region=NE&q=lalique", buyer.token)).json();
    expect(byRegion).toMatchObject({ total: 1, results: [{ id: part.id, title: "Lalique mascot" }] });
    expect((await call("GET", "/listings?region=GI&q=lalique", buyer.token)).json().total).toBe(0);
    const first = (await call("GET", "/listings", buyer.token)).json();
    const second = (await call("GET", "/listings?page=2", buyer.token)).json();
    expect(first.pageSize).toBe(24);
    expect(second.total).toBe(first.total);
  });

  it("never shows a hidden serial to another member, and shows the facts the seller chose", async () => {
    const owner = await seller({ seniorCategory: "Senior", seniorNumber: "1234" });
    const listing = await listedCar(owner, {
      facts: { owner_count: true, awards: true, full_classic: false, senior: true },
    });
    const buyer = await member();
    const read = await call("GET", `/listings/${listing.id}`, buyer.token);
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain("902-1234");
    expect(read.json().listingCar).toMatchObject({
      serialNumber: null,
      ownerCount: 1,
      senior: { category: "Senior", number: "1234" },
      fullClassic: null,
      warning: null,
    });
    expect(read.json().own).toBe(false);
    expect(read.json().actions).toEqual([]);
  });

  it("always warns when the car's identity is disputed or a claim on it waits", async () => {
    const disputed = await seller({ status: "disputed" });
    const disputedListing = await listedCar(disputed);
    const claimed = await seller();
    const claimant = await member();
    await t.database.db.insert(vehicleClaims).values({
      vehicleId: claimed.vehicleId,
      memberId: claimant.id,
      note: "It is mine",
      createdAt: start,
    });
    const claimedListing = await listedCar(claimed, {
      facts: { owner_count: false, awards: false, full_classic: false, senior: false },
    });
    const buyer = await member();
    expect(
      (await call("GET", `/listings/${disputedListing.id}`, buyer.token)).json().listingCar.warning,
    ).toBe(listingMessages.disputed);
    expect((await call("GET", `/listings/${claimedListing.id}`, buyer.token)).json().listingCar.warning).toBe(
      listingMessages.claimPending,
    );
    const page = (await call("GET", "/listings?kind=car", buyer.token)).json().results;
    expect(page.find((row: { id: number }) => row.id === claimedListing.id).warning).toBe(true);
  });

  it("goes to a member who wrote: the seller's address is never shown, the car moves when they accept", async () => {
    const owner = await seller();
    const listing = await listedCar(owner);
    const buyer = await member({ member: { firstName: "Eleanor", lastName: "Hayes" } });
    const read = await call("GET", `/listings/${listing.id}`, buyer.token);
    expect(read.body).not.toContain(owner.email);
    const sent = await call("POST", `/listings/${listing.id}/messages`, buyer.token, {
      message: "Is it still for sale?",
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(mail?.headers).toMatchObject({ "Reply-To": buyer.email });
    expect(mail?.text).toContain("Is it still for sale?");
    expect(mail?.subject).toContain(`About your listing "1932 Packard Twelve"`);
    const seen = (await call("GET", `/listings/${listing.id}`, owner.token)).json();
    expect(seen.enquirers).toEqual([{ memberNo: buyer.memberNo, name: "Eleanor Hayes" }]);
    expect(
      (await call("POST", `/listings/${listing.id}/messages`, owner.token, { message: "me" })).json(),
    ).toEqual({
      errors: { base: [listingMessages.ownListing] },
    });

    const sold = await call("POST", `/listings/${listing.id}/sold`, owner.token, {
      member_no: buyer.memberNo,
      last_name: "Hayes",
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json()).toMatchObject({ status: "sold", actions: [] });
    const transferId = sold.json().transferId;
    expect((await call("POST", `/vehicle_transfers/${transferId}/accept`, buyer.token, {})).statusCode).toBe(
      200,
    );
    const history = (await call("GET", `/vehicles/${owner.vehicleId}/history`, buyer.token)).json();
    expect(history.ownerships.map((row: { memberNo: number }) => row.memberNo)).toEqual([
      owner.memberNo,
      buyer.memberNo,
    ]);
    // A sold listing stays in the marketplace, marked, for 30 days.
    const shown = (await call("GET", "/listings?kind=car", buyer.token)).json().results;
    expect(shown.find((row: { id: number }) => row.id === listing.id)?.status).toBe("sold");
    t.clock.now = days(31);
    const later = (await call("GET", "/listings?kind=car", await signIn(t.app, buyer.email))).json().results;
    expect(later.find((row: { id: number }) => row.id === listing.id)).toBeUndefined();
  });

  it("is refused a buyer who is not a member by that number and name", async () => {
    const owner = await seller();
    const listing = await listedCar(owner);
    const response = await call("POST", `/listings/${listing.id}/sold`, owner.token, {
      member_no: 99_999_999,
      last_name: "Nobody",
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["memberNo"]);
    const half = await call("POST", `/listings/${listing.id}/sold`, owner.token, { member_no: 12 });
    expect(half.json().errors.lastName).toEqual([listingMessages.lastNameWithMemberNo]);
  });
});

describe("the relay's limits", () => {
  it("counts messages to sellers with the directory's", async () => {
    const writer = await member();
    const listings = [];
    for (let at = 0; at < 6; at += 1) listings.push(await listedCar(await seller()));
    for (const listing of listings.slice(0, 5))
      expect(
        (await call("POST", `/listings/${listing.id}/messages`, writer.token, { message: "Hello" }))
          .statusCode,
      ).toBe(202);
    const sixth = await call("POST", `/listings/${listings[5].id}/messages`, writer.token, {
      message: "Hello",
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errors.base[0]).toContain("You have sent 5 messages in the last 24 hours");
  });
});

describe("the club's rules", () => {
  it("holds a new member's listing for the office's approval", async () => {
    const newcomer = await seller();
    await t.database.db
      .update(nationalMemberships)
      .set({ yearJoined: start.getUTCFullYear(), createdAt: days(-10) })
      .where(eq(nationalMemberships.memberId, newcomer.id));
    const listing = await listedCar(newcomer);
    expect(listing).toMatchObject({ status: "awaiting_approval", publishedAt: null });
    const other = await member();
    expect((await call("GET", `/listings/${listing.id}`, other.token)).statusCode).toBe(404);
  });

  it("counts the 90 days from the club's day the member joined, not the day in UTC", async () => {
    const joiner = await seller();
    // 02:00 UTC on the 89th day before is the evening of the 90th day before in the club's time zone (Chicago).
    const day = new Date(start.getTime() - 89 * 86_400_000).toISOString().slice(0, 10);
    const createdAt = new Date(`${day}T02:00:00Z`);
    await t.database.db
      .update(nationalMemberships)
      .set({ yearJoined: createdAt.getUTCFullYear(), createdAt })
      .where(eq(nationalMemberships.memberId, joiner.id));
    expect((await listedCar(joiner)).status).toBe("active");
  });

  it("caps the listings a member has at once, counted under a lock", async () => {
    await setMarketplace({ max_active: 2 });
    try {
      const owner = await member();
      const drafts = [];
      for (const title of ["Hub caps", "Radiator", "Lamps"])
        drafts.push(
          (
            await call("POST", "/listings", owner.token, {
              ...carDraft(0),
              kind: "part",
              vehicle_id: null,
              title,
            })
          ).json(),
        );
      const replies = await Promise.all(
        drafts.map((draft) => call("POST", `/listings/${draft.id}/publish`, owner.token)),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 422]);
      expect(replies.find((reply) => reply.statusCode === 422)?.json()).toEqual({
        errors: { base: [listingMessages.tooManyActive(2)] },
      });
    } finally {
      await setMarketplace({ max_active: 5 });
    }
  });

  it("reminds the seller a week before the end, once, then ends it; renewing lists it again", async () => {
    const owner = await seller();
    const listing = await listedCar(owner);
    const job = jobContextOn(t.database.db, t.clock);
    // In the order queued: a select without an order may return the rows in any order once the outbox is updated.
    const mailsTo = async () =>
      (
        await t.database.db.select().from(outbox).where(eq(outbox.to, owner.email)).orderBy(asc(outbox.id))
      ).map((row) => row.subject);
    // The other tests' listings run on the same clock: this one's mails say what happened to it.
    t.clock.now = days(50);
    await remindAndExpireListings(job);
    expect(await mailsTo()).toEqual([]);
    t.clock.now = days(54);
    expect(
      (await call("GET", `/listings/${listing.id}`, await signIn(t.app, owner.email))).json().actions,
    ).toContain("renew");
    await remindAndExpireListings(job);
    await remindAndExpireListings(job);
    expect(await mailsTo()).toEqual([expect.stringContaining("ends on")]);
    t.clock.now = days(61);
    expect((await remindAndExpireListings(job)).expired).toBeGreaterThan(0);
    const token = await signIn(t.app, owner.email);
    const ended = (await call("GET", `/listings/${listing.id}`, token)).json();
    expect(ended).toMatchObject({ status: "expired", actions: ["markSold", "renew"] });
    expect(await mailsTo()).toEqual([
      expect.stringContaining("ends on"),
      expect.stringContaining("has ended"),
    ]);
    const other = await member();
    expect((await call("GET", `/listings/${listing.id}`, other.token)).statusCode).toBe(404);
    const renewed = await call("POST", `/listings/${listing.id}/renew`, token);
    expect(renewed.json()).toMatchObject({ status: "active", expiresAt: days(121).toISOString() });
  });

  it("refuses what the listing's state does not allow", async () => {
    const owner = await seller();
    const listing = await listedCar(owner);
    const again = await call("POST", `/listings/${listing.id}/publish`, owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: { base: [listingMessages.notDraft] } });
    expect((await call("DELETE", `/listings/${listing.id}`, owner.token)).statusCode).toBe(409);
    expect((await call("POST", `/listings/${listing.id}/renew`, owner.token)).json()).toEqual({
      errors: { base: [listingMessages.notRenewable] },
    });
    expect((await call("POST", `/listings/${listing.id}/withdraw`, owner.token)).json().status).toBe(
      "withdrawn",
    );
    expect((await call("PATCH", `/listings/${listing.id}`, owner.token, { price: 1 })).statusCode).toBe(409);
  });
});

describe("photos", () => {
  it("adds a photo by the cars' rules, readable by its signed URL, and removes it", async () => {
    const owner = await member();
    const draft = (
      await call("POST", "/listings", owner.token, {
        ...carDraft(0),
        kind: "part",
        vehicle_id: null,
        title: "Lamps",
      })
    ).json();
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#2244aa" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("photo", new Blob([png], { type: "image/png" }), "lamp.png");
    const request = new Request("http://x", { method: "POST", body: form });
    const added = await t.app.inject({
      method: "POST",
      url: `/api/v1/listings/${draft.id}/photos`,
      headers: { ...bearer(owner.token), "content-type": request.headers.get("content-type") as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(added.statusCode, added.body).toBe(201);
    const [photo] = added.json().photos;
    expect((await t.app.inject({ url: photo.thumbnailUrl })).headers["content-type"]).toBe("image/jpeg");
    const other = await member();
    expect((await call("DELETE", `/listings/${draft.id}/photos/${photo.id}`, other.token)).statusCode).toBe(
      404,
    );
    const removed = await call("DELETE", `/listings/${draft.id}/photos/${photo.id}`, owner.token);
    expect(removed.json().photos).toEqual([]);
  });
});

describe("reports", () => {
  it("takes a member's report once, and not of their own listing", async () => {
    const owner = await seller();
    const listing = await listedCar(owner);
    const reporter = await member();
    expect(
      (await call("POST", `/listings/${listing.id}/reports`, reporter.token, { reason: "" })).statusCode,
    ).toBe(400);
    expect(
      (await call("POST", `/listings/${listing.id}/reports`, reporter.token, { reason: "A scam" }))
        .statusCode,
    ).toBe(202);
    expect(
      (await call("POST", `/listings/${listing.id}/reports`, owner.token, { reason: "x" })).statusCode,
    ).toBe(422);
  });
});

describe("a member's data, and leaving the club", () => {
  it("shows the member their listings, enquiries and reports, and forgets them when they leave", async () => {
    const owner = await seller();
    const listing = await listedCar(owner, { description: "Garaged in Hartford since 1980" });
    const writer = await member();
    await call("POST", `/listings/${listing.id}/messages`, writer.token, { message: "Still for sale?" });
    await call("POST", `/listings/${listing.id}/reports`, writer.token, { reason: "Price looks wrong" });
    const own = await ownMarketplaceData({ db: t.database.db }, owner.id);
    expect(own.listings).toEqual([
      expect.objectContaining({
        id: listing.id,
        description: "Garaged in Hartford since 1980",
        status: "active",
      }),
    ]);
    const written = await ownMarketplaceData({ db: t.database.db }, writer.id);
    expect(written.enquiries).toEqual([{ listingId: listing.id, at: start.toISOString() }]);
    expect(written.reports).toEqual([
      expect.objectContaining({ listingId: listing.id, reason: "Price looks wrong" }),
    ]);

    await forgetSeller({ db: t.database.db, now: () => t.clock.now }, owner.id);
    await forgetSeller({ db: t.database.db, now: () => t.clock.now }, writer.id);
    const after = await ownMarketplaceData({ db: t.database.db }, owner.id);
    expect(after.listings).toEqual([
      expect.objectContaining({
        status: "withdrawn",
        description: "",
        city: "",
        title: "A former member's listing",
      }),
    ]);
    expect(await ownMarketplaceData({ db: t.database.db }, writer.id)).toMatchObject({
      enquiries: [],
      reports: [],
    });
    const reader = await member();
    expect((await call("GET", `/listings/${listing.id}`, reader.token)).statusCode).toBe(404);
  });
});
