import { listingMessages } from "@club/domain/listing.schema";
import { eq } from "drizzle-orm";
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
import { vehicleOwnerships, vehicles } from "../vehicles/vehicles.schema.ts";
import { listingInquiries } from "./listings.schema.ts";
import { purgePublicInquiries } from "./public-inquiries.service.ts";

// Issue 44: the marketplace as buyers outside the club see it: cars and parts only, no member's name or contact, and
// their messages reach a seller only once they confirm their address.

let t: TestApp;
let tokens: RoleTokens;
const start = testClockStart();
const hours = (count: number) => new Date(start.getTime() + count * 3_600_000);

beforeAll(async () => {
  ({ t, tokens } = await createTestAppSignedIn());
});
afterEach(async () => {
  t.clock.now = start;
  await setMarketplace({ public: false });
});
afterAll(() => t.close());

let addresses = 0;
/** Each test writes from its own network, so the limit per network counts only its own. */
const nextAddress = () => `198.51.100.${++addresses}`;

function call(
  method: "GET" | "POST" | "PUT",
  url: string,
  options: { token?: string; payload?: unknown; ip?: string } = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: options.token ? bearer(options.token) : {},
    remoteAddress: options.ip ?? "192.0.2.1",
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

async function setMarketplace(changes: Record<string, unknown>) {
  const response = await call("PUT", "/office/settings", {
    token: tokens.admin,
    payload: { marketplace: changes },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A member with an approved car (its serial hidden) listed, and a part and a wanted notice listed. */
async function sellerWithListings() {
  const created = await createDirectoryMember(t.database.db, {
    duesExpire: yearEnd(start, 1),
    cars: [{ year: 1932, make: "Packard", model: "Twelve" }],
  });
  const token = await signIn(t.app, created.email);
  const [car] = await t.database.db
    .update(vehicles)
    .set({ approvedByCommittee: true, serialNumber: "902-1234", showNumbers: false })
    .where(eq(vehicles.memberId, created.id))
    .returning();
  const vehicleId = car?.id as number;
  await t.database.db
    .insert(vehicleOwnerships)
    .values({ vehicleId, memberId: created.id, source: "registered", createdAt: start });
  const place = {
    city: "Hartford",
    state: "US-CT",
    country: "US",
    contact: { email: true, phone: true, address: true },
  };
  const list = async (draft: Record<string, unknown>) => {
    const made = await call("POST", "/listings", { token, payload: { ...place, ...draft } });
    expect(made.statusCode, made.body).toBe(201);
    const published = await call("POST", `/listings/${made.json().id}/publish`, { token });
    expect(published.statusCode, published.body).toBe(200);
    return published.json().id as number;
  };
  return {
    ...created,
    carId: await list({
      kind: "car",
      vehicle_id: vehicleId,
      description: "Restored in 1998.",
      price: 145000,
    }),
    partId: await list({
      kind: "part",
      title: "Packard hub caps",
      description: "A set of four.",
      price: 400,
    }),
    wantedId: await list({
      kind: "wanted",
      title: "Wanted: Packard radiator",
      description: "Any condition.",
    }),
  };
}

const inquiry = { name: "Ann Buyer", email: "ann.buyer@example.org", message: "Is it still for sale?" };

async function mailTo(address: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.to, address));
}

/** The token of the confirmation link in the last mail to the address. */
async function confirmationToken(address: string) {
  const mail = (await mailTo(address)).at(-1);
  const token = mail?.text.match(/\/for-sale\/confirm\/(\S+)/)?.[1];
  expect(token, mail?.text).toBeDefined();
  return token as string;
}

describe("the club's setting", () => {
  it("keeps the public marketplace unknown while it is off", async () => {
    const seller = await sellerWithListings();
    expect((await call("GET", "/public/listings")).statusCode).toBe(404);
    expect((await call("GET", `/public/listings/${seller.carId}`)).statusCode).toBe(404);
    const written = await call("POST", `/public/listings/${seller.carId}/inquiries`, {
      payload: inquiry,
      ip: nextAddress(),
    });
    expect(written.statusCode).toBe(404);
  });
});

describe("the public marketplace", () => {
  it("lists cars and parts only, with no member's name, contact or hidden serial", async () => {
    const seller = await sellerWithListings();
    await setMarketplace({ public: true });
    const page = await call("GET", "/public/listings");
    expect(page.statusCode, page.body).toBe(200);
    const ids = page.json().results.map((result: { id: number }) => result.id);
    expect(ids).toEqual(expect.arrayContaining([seller.carId, seller.partId]));
    expect(ids).not.toContain(seller.wantedId);
    expect(page.json().results.map((result: { kind: string }) => result.kind)).not.toContain("wanted");
    expect((await call("GET", "/public/listings?kind=wanted")).json().results).toEqual([]);
    expect((await call("GET", `/public/listings/${seller.wantedId}`)).statusCode).toBe(404);

    const car = await call("GET", `/public/listings/${seller.carId}`);
    expect(car.statusCode, car.body).toBe(200);
    expect(car.json()).toMatchObject({ seller: null, contact: { email: null, phone: null, address: null } });
    expect(car.json().listingCar).toMatchObject({ make: "Packard", serialNumber: null });
    for (const body of [page.body, car.body]) {
      expect(body).not.toContain(seller.email);
      expect(body).not.toContain(seller.lastName);
      expect(body).not.toContain("902-1234");
    }
  });
});

describe("writing to a seller from outside the club", () => {
  it("names the field of bad input", async () => {
    const seller = await sellerWithListings();
    await setMarketplace({ public: true });
    const response = await call("POST", `/public/listings/${seller.partId}/inquiries`, {
      payload: { ...inquiry, email: "not an address", name: "" },
      ip: nextAddress(),
    });
    expect([400, 422]).toContain(response.statusCode);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(["email", "name"]));
  });

  it("mails the writer a link; once confirmed the seller gets it with Reply-To the writer, once; the writer is forgotten after 30 days", async () => {
    const seller = await sellerWithListings();
    await setMarketplace({ public: true });
    const written = await call("POST", `/public/listings/${seller.carId}/inquiries`, {
      payload: inquiry,
      ip: nextAddress(),
    });
    expect(written.statusCode, written.body).toBe(202);
    expect(written.json()).toEqual({ message: listingMessages.inquiryConfirm });
    expect(written.body).not.toContain(seller.email);
    expect(await mailTo(seller.email)).toEqual([]);
    const token = await confirmationToken(inquiry.email);

    const confirmed = await call("POST", "/public/inquiries/confirm", { payload: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: listingMessages.inquirySent });
    expect(confirmed.body).not.toContain(seller.email);
    const mails = await mailTo(seller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers).toEqual({ "Reply-To": inquiry.email });
    expect(mails[0]?.text).toContain(inquiry.message);
    expect(mails[0]?.text).toContain("public marketplace");
    const [kept] = await t.database.db
      .select()
      .from(listingInquiries)
      .where(eq(listingInquiries.email, inquiry.email));
    expect(kept).toMatchObject({ message: null, confirmedAt: expect.any(Date) });

    const again = await call("POST", "/public/inquiries/confirm", { payload: { token } });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ errors: { token: [listingMessages.inquiryGone] } });
    expect(await mailTo(seller.email)).toHaveLength(1);

    t.clock.now = hours(31 * 24);
    await purgePublicInquiries(jobContextOn(t.database.db, t.clock));
    const [forgotten] = await t.database.db
      .select()
      .from(listingInquiries)
      .where(eq(listingInquiries.id, kept?.id as number));
    expect(forgotten).toMatchObject({ name: "", email: "", confirmedAt: expect.any(Date) });
  });

  it("refuses a link older than a day, and housekeeping deletes it", async () => {
    const seller = await sellerWithListings();
    await setMarketplace({ public: true });
    const email = "late.buyer@example.org";
    const written = await call("POST", `/public/listings/${seller.partId}/inquiries`, {
      payload: { ...inquiry, email },
      ip: nextAddress(),
    });
    expect(written.statusCode, written.body).toBe(202);
    const token = await confirmationToken(email);
    t.clock.now = hours(25);
    expect((await call("POST", "/public/inquiries/confirm", { payload: { token } })).statusCode).toBe(410);
    await purgePublicInquiries(jobContextOn(t.database.db, t.clock));
    expect(
      await t.database.db.select().from(listingInquiries).where(eq(listingInquiries.email, email)),
    ).toEqual([]);
    expect(await mailTo(seller.email)).toEqual([]);
  });

  it("takes five a day from one network, then refuses in words", async () => {
    const seller = await sellerWithListings();
    await setMarketplace({ public: true });
    const ip = nextAddress();
    for (let n = 1; n <= 5; n++) {
      const written = await call("POST", `/public/listings/${seller.partId}/inquiries`, {
        payload: { ...inquiry, email: `buyer${n}@example.org` },
        ip,
      });
      expect(written.statusCode, written.body).toBe(202);
    }
    const sixth = await call("POST", `/public/listings/${seller.partId}/inquiries`, {
      payload: { ...inquiry, email: "buyer6@example.org" },
      ip,
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errors.base[0]).toMatch(/\w+ \w+/);
    expect(sixth.headers["retry-after"]).toBeDefined();
  });

  it("takes five a day to one address, whatever the network", async () => {
    const seller = await sellerWithListings();
    await setMarketplace({ public: true });
    const email = "Busy.Buyer@example.org";
    for (let n = 1; n <= 5; n++)
      expect(
        (
          await call("POST", `/public/listings/${seller.partId}/inquiries`, {
            payload: { ...inquiry, email: n % 2 ? email : email.toLowerCase() },
            ip: nextAddress(),
          })
        ).statusCode,
      ).toBe(202);
    const sixth = await call("POST", `/public/listings/${seller.partId}/inquiries`, {
      payload: { ...inquiry, email },
      ip: nextAddress(),
    });
    expect(sixth.statusCode).toBe(429);
  });
});
