import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { joinClub } from "../../test/checkout-requests.ts";
import { bearer, signInEachRole } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pinClock } from "../../test/test-clock.ts";
import { waitFor } from "../../test/wait-for.ts";

let t: TestApp;
let tokens: { member: string; regionalAdmin: string; staff: string; admin: string };
let adminId: number;

const defaults = {
  renewal_window: { start_month_day: "10-01", end_month_day: "12-31" },
  convenience_fee_percent: 3,
  contact: {
    office_email: "info@classiccarclub.org",
    office_phone: "(847) 390-0443",
    contact_url: "https://www.classiccarclub.org/contact",
    office_address: "1645 Des Plaines River Road, Suite 7A\nDes Plaines, IL 60018",
  },
  marketplace: {
    enabled: true,
    listing_days: 60,
    approval: "new_members",
    max_active: 5,
    fee: 0,
    public: false,
  },
};

beforeAll(async () => {
  t = await createTestApp();
  const roles = await signInEachRole(t.app, t.database.db);
  tokens = roles.tokens;
  adminId = roles.ids.admin;
});
afterEach(async () => {
  await put(defaults);
});
afterAll(() => t.close());

function put(body: object, token = tokens.admin) {
  return t.app.inject({
    method: "PUT",
    url: "/api/v1/office/settings",
    headers: bearer(token),
    payload: body,
  });
}
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

describe("who may see and change the settings", () => {
  it("answers 401 without a token, 403 to a member, a regional administrator and office staff", async () => {
    for (const call of [
      (token?: string) => get("/api/v1/office/settings", token),
      (token?: string) =>
        t.app.inject({
          method: "PUT" as const,
          url: "/api/v1/office/settings",
          headers: token ? bearer(token) : {},
          payload: defaults,
        }),
    ]) {
      expect((await call()).statusCode).toBe(401);
      for (const token of [tokens.member, tokens.regionalAdmin, tokens.staff])
        expect((await call(token)).statusCode).toBe(403);
    }
  });
});

describe("GET and PUT /api/v1/office/settings", () => {
  it("starts from the spec's defaults and the configuration's contact details", async () => {
    const reply = await get("/api/v1/office/settings", tokens.admin);
    expect(reply.json()).toEqual({
      renewalWindow: { startMonthDay: "10-01", endMonthDay: "12-31" },
      convenienceFeePercent: 3,
      contact: {
        officeEmail: "info@classiccarclub.org",
        officePhone: "(847) 390-0443",
        contactUrl: "https://www.classiccarclub.org/contact",
        officeAddress: "1645 Des Plaines River Road, Suite 7A\nDes Plaines, IL 60018",
      },
      judgesNamedOnSheets: false,
      clubTimeZone: "America/Chicago",
      onlineFeeTo: "national",
      joinWithoutPassword: false,
      marketplace: {
        enabled: true,
        listingDays: 60,
        approval: "new_members",
        maxActive: 5,
        fee: 0,
        public: false,
      },
    });
  });

  it("changes one of the marketplace's settings and keeps the others (issue 44), told to the web and the trail", async () => {
    // A moment of its own, so the trail's entry is this change's, on whatever day the suite runs.
    t.clock.now = new Date(t.clock.now.getTime() + 30 * 60_000);
    const saved = await put({ marketplace: { listing_days: 30 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().marketplace).toEqual({
      enabled: true,
      listingDays: 30,
      approval: "new_members",
      maxActive: 5,
      fee: 0,
      public: false,
    });
    const trail = (await get(`/api/v1/office/audit?actor_id=${adminId}`, tokens.admin)).json().results;
    expect(trail.find((row: { at: string }) => row.at === t.clock.now.toISOString())).toMatchObject({
      action: "settings_changed",
      before: { marketplace: { listingDays: 60, fee: 0 } },
      after: { marketplace: { listingDays: 30, fee: 0 } },
    });

    const kept = await put({ marketplace: { fee: 2500, public: true } });
    expect(kept.json().marketplace).toMatchObject({ listingDays: 30, fee: 2500, public: true });
    expect((await get("/api/v1/office/settings", tokens.admin)).json().marketplace).toMatchObject({
      listingDays: 30,
      fee: 2500,
    });
    expect((await get("/api/v1/site_config")).json().marketplace).toEqual({
      enabled: true,
      public: true,
      fee: 2500,
      listingDays: 30,
      maxActive: 5,
    });
  });

  it("refuses a marketplace setting out of range in words, naming the field, and keeps the saved ones", async () => {
    for (const [marketplace, field, message] of [
      [{ listing_days: 3 }, "marketplace.listingDays", "A listing lasts from 7 to 365 days, in whole days"],
      [
        { listing_days: 30.5 },
        "marketplace.listingDays",
        "A listing lasts from 7 to 365 days, in whole days",
      ],
      [{ max_active: 0 }, "marketplace.maxActive", "Listings per member is a whole number from 1 to 100"],
      [{ fee: -100 }, "marketplace.fee", "The fee is from $0.00 to $1,000.00"],
      [{ fee: "10" }, "marketplace.fee", "The fee is from $0.00 to $1,000.00"],
      [
        { approval: "nobody" },
        "marketplace.approval",
        "Choose whose listings the office approves: new members' or all",
      ],
      [{ enabled: "yes" }, "marketplace.enabled", "Marketplace open is true or false"],
    ] as const) {
      const refused = await put({ marketplace });
      expect(refused.statusCode, JSON.stringify(marketplace)).toBe(400);
      expect(refused.json().errors).toEqual({ [field]: [message] });
    }
    expect((await get("/api/v1/office/settings", tokens.admin)).json().marketplace).toMatchObject({
      listingDays: 60,
      maxActive: 5,
      fee: 0,
    });
  });

  it("lets the club allow joining without a password (issue 43), and says so to the web", async () => {
    expect((await put({ join_without_password: "yes" })).json().errors.joinWithoutPassword).toEqual([
      "Joining without a password is true or false",
    ]);
    const saved = await put({ join_without_password: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().joinWithoutPassword).toBe(true);
    expect((await t.app.inject({ url: "/api/v1/site_config" })).json().joinWithoutPassword).toBe(true);
    expect((await put({ join_without_password: false })).json().joinWithoutPassword).toBe(false);
  });

  it("keeps who keeps the convenience fee (issue 42): national or shared, refused in words otherwise", async () => {
    const refused = await put({ online_fee_to: "regions" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.onlineFeeTo).toEqual([
      "Choose who keeps the convenience fee: national or shared",
    ]);
    const saved = await put({ online_fee_to: "shared" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().onlineFeeTo).toBe("shared");
    expect((await put({ online_fee_to: "national" })).json().onlineFeeTo).toBe("national");
  });

  it("keeps the club's time zone: a zone the runtime knows, refused in words otherwise, told to the web", async () => {
    const refused = await put({ club_time_zone: "Central" });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain("time zone");
    const saved = await put({ club_time_zone: "America/Los_Angeles" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().clubTimeZone).toBe("America/Los_Angeles");
    expect((await get("/api/v1/site_config")).json().clubTimeZone).toBe("America/Los_Angeles");
    await put({ club_time_zone: "America/Chicago" });
  });

  it("runs the scheduled jobs by the club's time zone: saving another zone moves their schedules to it", async () => {
    const zones = async () =>
      new Set(
        (
          (await t.database.executeSql("select timezone from pgboss.schedule")).rows as { timezone: string }[]
        ).map((schedule) => schedule.timezone),
      );
    expect(await zones()).toEqual(new Set(["America/Chicago"]));
    expect((await put({ club_time_zone: "Pacific/Honolulu" })).statusCode).toBe(200);
    expect(await zones()).toEqual(new Set(["Pacific/Honolulu"]));
    await put({ club_time_zone: "America/Chicago" });
    expect(await zones()).toEqual(new Set(["America/Chicago"]));
  });

  it("keeps the office's postal address for cheques: tidied, and kept when the contact comes without it", async () => {
    const saved = await put({
      contact: { ...defaults.contact, office_address: "  PO Box 346 \r\n\r\n  Madison, NJ 07940  " },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().contact.officeAddress).toBe("PO Box 346\nMadison, NJ 07940");

    const { office_address: _, ...withoutAddress } = defaults.contact;
    const kept = await put({ contact: { ...withoutAddress, office_phone: "(555) 010-0199" } });
    expect(kept.json().contact).toMatchObject({
      officePhone: "(555) 010-0199",
      officeAddress: "PO Box 346\nMadison, NJ 07940",
    });
  });

  it("moves the renewal window: renew_data and the Renew button follow at once, and the trail says who", async () => {
    pinClock(t.clock, "2026-11-21T12:00:00Z");
    const renewData = async () => (await get("/api/v1/members/renew_data", tokens.member)).json();
    expect((await renewData()).renewButton).toMatchObject({ enabled: true, reason: "open" });

    const reply = await put({ renewal_window: { start_month_day: "01-01", end_month_day: "01-31" } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().renewalWindow).toEqual({ startMonthDay: "01-01", endMonthDay: "01-31" });
    const after = await renewData();
    expect(after.renewalWindow).toEqual({ start: "2026-01-01", end: "2026-01-31" });
    expect(after.renewButton).toMatchObject({ enabled: false, reason: "outside_window" });

    // The entry written at the pinned moment: the trail lists the newest first, and the tests before this one wrote
    // theirs at the run's own start, which may come after 2026 (CI runs the suite on a day in 2027 too).
    const trail = (await get(`/api/v1/office/audit?actor_id=${adminId}`, tokens.admin)).json().results;
    const entry = trail.find((row: { at: string }) => row.at === t.clock.now.toISOString());
    expect(entry).toMatchObject({
      action: "settings_changed",
      before: { renewalWindow: { startMonthDay: "10-01", endMonthDay: "12-31" } },
      after: { renewalWindow: { startMonthDay: "01-01", endMonthDay: "01-31" } },
    });
  });

  it("changes the convenience fee of the next online invoice, and what the checkout is told", async () => {
    await put({ convenience_fee_percent: 4.5 });
    const { orderId } = await joinClub(t);
    const invoice = (await get(`/api/v1/invoices/${orderId}`)).json();
    expect(invoice.fee).toBe(Math.round((invoice.subtotal * 4.5) / 100));
    expect((await get("/api/v1/site_config")).json().convenienceFeePercent).toBe(4.5);
  });

  it("shows the new contact details in pages and mail", async () => {
    const contact = {
      office_email: "office@club.example",
      office_phone: "(555) 010-0199",
      contact_url: "https://club.example/contact",
    };
    await put({ contact });
    expect((await get("/api/v1/site_config")).json()).toMatchObject({
      officeEmail: "office@club.example",
      officePhone: "(555) 010-0199",
      contactUrl: "https://club.example/contact",
    });
    const { email } = await joinClub(t);
    await t.app.inject({ method: "POST", url: "/api/v1/members/request_reset_password", payload: { email } });
    await waitFor(() => t.sentMail.some((mail) => mail.to === email));
    expect(t.sentMail.find((mail) => mail.to === email)?.text).toContain(
      "office@club.example · (555) 010-0199",
    );
  });

  it("names what is wrong and changes nothing", async () => {
    const errors = async (body: object) => {
      const reply = await put(body);
      expect(reply.statusCode).toBe(400);
      return Object.keys(reply.json().errors);
    };
    expect(await errors({ renewal_window: { start_month_day: "02-30", end_month_day: "12-31" } })).toEqual([
      "renewalWindow.startMonthDay",
    ]);
    expect(await errors({ renewal_window: { start_month_day: "12-01", end_month_day: "01-31" } })).toEqual([
      "renewalWindow.endMonthDay",
    ]);
    expect(await errors({ renewal_window: { start_month_day: "1-1", end_month_day: "12-31" } })).toEqual([
      "renewalWindow.startMonthDay",
    ]);
    expect(await errors({ convenience_fee_percent: 12 })).toEqual(["convenienceFeePercent"]);
    expect(await errors({ convenience_fee_percent: 2.555 })).toEqual(["convenienceFeePercent"]);
    expect(await errors({ contact: { ...defaults.contact, office_email: "nobody" } })).toEqual([
      "contact.officeEmail",
    ]);
    expect(await errors({ contact: { ...defaults.contact, contact_url: "javascript:alert(1)" } })).toEqual([
      "contact.contactUrl",
    ]);
    for (const officeAddress of [" \n ", "1\n2\n3\n4", "x".repeat(41)])
      expect(await errors({ contact: { ...defaults.contact, office_address: officeAddress } })).toEqual([
        "contact.officeAddress",
      ]);
    expect(await errors({})).toEqual(["base"]);
    expect((await get("/api/v1/office/settings", tokens.admin)).json().convenienceFeePercent).toBe(3);
  });
});
