import { clubDate, defaultClubTimeZone } from "@club/domain/club-clock";
import { addDays, spelledDay } from "@club/domain/days";
import { formatSignedCents } from "@club/domain/money";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveOrder, decideSandboxOrder, joinClub, openOrder } from "../../test/checkout-requests.ts";
import {
  bearer,
  createDirectoryMember,
  createStaff,
  createTerm,
  nationalPlanId,
  signIn,
} from "../../test/factories.ts";
import { pdfPageTexts } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { yearEnd } from "../../test/test-clock.ts";
import { waitFor } from "../../test/wait-for.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { invoices, paymentShares, payments } from "../checkout/checkout.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { regionalPlans } from "../plans/plans.schema.ts";

// Issue 42: every cent a payment brings is national's or one region's; a region's statement says what national
// collected for it, refunded, remitted and owes it. Plans of the reference data: Active Member (USA) 80.00 with its
// associate 15.00; Greater Illinois 40.00 (associate 10.00), Upper Midwest 25.00 (5.00), Arizona 30.00 (5.00).

let t: TestApp;
const tokens: Record<string, string> = {};
const plans: Record<string, number> = {};
let nationalPlan: number;
let treasurerEmail: string;

type Method = "GET" | "POST";
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: token ? bearer(token) : {}, payload });
const today = () => clubDate(t.clock.now, defaultClubTimeZone);

interface Statement {
  page: number;
  linesTotal: number;
  openingBalance: number;
  collected: number;
  fees: number;
  refunded: number;
  remitted: number;
  owed: number;
  lines: { orderId: string; kind: string; amount: number; memberName: string; memberNo: number | null }[];
  remittances: { amount: number; reference: string; sentOn: string }[];
}
const statement = async (code: string, token: string, days = { from: today(), to: today() }) => {
  const reply = await call("GET", `/regions/${code}/statement?from=${days.from}&to=${days.to}`, token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as Statement;
};
const linesOf = (money: Statement, orderId: string) =>
  money.lines.filter((line) => line.orderId === orderId).map((line) => [line.kind, line.amount]);

/** A visitor joins with these regional plans (codes; associate with each) and pays in the sandbox. */
async function joinAndPay(regionCodes: string[]) {
  const { orderId } = await joinClub(t, {
    national_plan: nationalPlan,
    associate: { first_name: "Harriet", last_name: "Benton" },
    regional_plans: regionCodes.map((code) => ({ regional_id: plans[code], associate: code !== "AZ" })),
  });
  const providerOrderId = await openOrder(t, orderId);
  expect((await decideSandboxOrder(t, providerOrderId, "approve")).statusCode).toBe(204);
  expect((await approveOrder(t, orderId, providerOrderId)).statusCode).toBe(200);
  const [payment] = await t.database.db
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(invoices.publicId, orderId));
  return { orderId, payment: payment as { id: number; amount: number } };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  nationalPlan = await nationalPlanId(db);
  for (const row of await db
    .select({ id: regionalPlans.id, code: regions.code })
    .from(regionalPlans)
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId)))
    plans[row.code] = row.id;
  const treasurer = await createDirectoryMember(db, {
    member: { firstName: "Tess", lastName: "Treasurer" },
    regions: [{ code: "GI", duesExpire: yearEnd(t.clock.now) }],
  });
  await createTerm(db, { memberId: treasurer.id, regionCode: "GI", officeKey: "treasurer", endsOn: today() });
  const director = await createDirectoryMember(db, { member: { firstName: "Dee", lastName: "Director" } });
  await createTerm(db, { memberId: director.id, regionCode: "GI", officeKey: "director" });
  const member = await createDirectoryMember(db, { member: { firstName: "Mo", lastName: "Member" } });
  treasurerEmail = treasurer.email;
  tokens.treasurer = await signIn(t.app, treasurer.email);
  tokens.director = await signIn(t.app, director.email);
  tokens.member = await signIn(t.app, member.email);
  tokens.staff = await signIn(t.app, (await createStaff(db, "office_staff")).email);
  tokens.admin = await signIn(t.app, (await createStaff(db, "office_admin")).email);
});
afterAll(() => t.close());

describe("GET /api/v1/office/regions/{code}/statement", () => {
  it("is the office's and the region's treasurer's: 401 signed out, 403 to another region's, a director, a member", async () => {
    const days = `from=${today()}&to=${today()}`;
    expect((await call("GET", `/regions/GI/statement?${days}`, null)).statusCode).toBe(401);
    expect((await call("GET", `/regions/GI/statement?${days}`, tokens.member as string)).statusCode).toBe(
      403,
    );
    expect((await call("GET", `/regions/GI/statement?${days}`, tokens.director as string)).statusCode).toBe(
      403,
    );
    expect((await call("GET", `/regions/UM/statement?${days}`, tokens.treasurer as string)).statusCode).toBe(
      403,
    );
    expect(
      (await call("GET", `/regions/UM/statement.csv?${days}`, tokens.treasurer as string)).statusCode,
    ).toBe(403);
    expect((await call("GET", `/regions/GI/statement?${days}`, tokens.treasurer as string)).statusCode).toBe(
      200,
    );
    expect((await call("GET", `/regions/UM/statement?${days}`, tokens.staff as string)).statusCode).toBe(200);
    expect((await call("GET", `/regions/XX/statement?${days}`, tokens.staff as string)).statusCode).toBe(404);
  });

  it("names the field of a period it cannot read", async () => {
    const missing = await call("GET", `/regions/GI/statement?to=${today()}`, tokens.staff as string);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.from).toEqual(["Give the first day of the period (from)"]);
    const backwards = await call(
      "GET",
      "/regions/GI/statement?from=2026-03-02&to=2026-03-01",
      tokens.staff as string,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to).toEqual(["The last day (to) comes before the first (from)"]);
    const badDay = await call(
      "GET",
      "/regions/GI/statement?from=2026-02-30&to=2026-03-01",
      tokens.staff as string,
    );
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().errors.from).toBeDefined();
  });

  it("a joiner paying national and two regions is in both regions' statements with their exact parts", async () => {
    const giBefore = await statement("GI", tokens.staff as string);
    const umBefore = await statement("UM", tokens.staff as string);
    // 80.00 + 15.00 national, 40.00 + 10.00 Greater Illinois, 25.00 + 5.00 Upper Midwest; 3% fee 5.25; 180.25 paid.
    const { orderId, payment } = await joinAndPay(["GI", "UM"]);
    expect(payment.amount).toBe(18_025);
    const gi = await statement("GI", tokens.treasurer as string);
    const um = await statement("UM", tokens.staff as string);
    expect(linesOf(gi, orderId)).toEqual([["collected", 5000]]);
    expect(linesOf(um, orderId)).toEqual([["collected", 3000]]);
    expect(gi.collected - giBefore.collected).toBe(5000);
    expect(um.collected - umBefore.collected).toBe(3000);
    expect(gi.owed - giBefore.owed).toBe(5000);
    // National keeps the fee (the default): the regions' statements have none.
    expect(gi.fees).toBe(0);
    // The treasurer reads the joiner as a member reads the directory: listed, so named.
    expect(gi.lines.find((line) => line.orderId === orderId)?.memberName).toMatch(/ /);
    const shares = await t.database.db
      .select()
      .from(paymentShares)
      .where(eq(paymentShares.paymentId, payment.id));
    expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(payment.amount);
    expect(shares.find((share) => share.regionId === null && share.kind === "fee")?.amount).toBe(525);
  });

  it("a partial refund of a three-region join is taken from each party in proportion, to the cent", async () => {
    // Lines: national 95.00, Greater Illinois 50.00, Upper Midwest 30.00, Arizona 30.00 (no associate): 205.00, fee
    // 6.15, 211.15 paid. A refund of 50.00: Greater Illinois 5000 × 5000 / 21115 = 1183.99 → 11.83; Upper Midwest and
    // Arizona 5000 × 3000 / 21115 = 710.39 → 7.10 each; national the rest, 23.97.
    const { orderId, payment } = await joinAndPay(["GI", "UM", "AZ"]);
    expect(payment.amount).toBe(21_115);
    const refund = await call("POST", `/payments/${payment.id}/refund`, tokens.admin as string, {
      amount: 5000,
      reason: "Left Arizona after a week",
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(linesOf(await statement("GI", tokens.staff as string), orderId)).toEqual([
      ["collected", 5000],
      ["refunded", -1183],
    ]);
    expect(linesOf(await statement("UM", tokens.staff as string), orderId)).toEqual([
      ["collected", 3000],
      ["refunded", -710],
    ]);
    expect(linesOf(await statement("AZ", tokens.staff as string), orderId)).toEqual([
      ["collected", 3000],
      ["refunded", -710],
    ]);
    const national = await t.database.db
      .select({ amount: paymentShares.amount })
      .from(paymentShares)
      .where(
        and(
          eq(paymentShares.paymentId, payment.id),
          isNull(paymentShares.regionId),
          eq(paymentShares.kind, "refunded"),
        ),
      );
    expect(national).toEqual([{ amount: -2397 }]);

    // The rest of it, in full: each party has then given back exactly what it got.
    const rest = await call("POST", `/payments/${payment.id}/refund`, tokens.admin as string, {
      reason: "All of it",
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const shares = await t.database.db
      .select()
      .from(paymentShares)
      .where(eq(paymentShares.paymentId, payment.id));
    const net = new Map<number | null, number>();
    for (const share of shares) net.set(share.regionId, (net.get(share.regionId) ?? 0) + share.amount);
    expect([...net.values()]).toEqual([0, 0, 0, 0]);
  });

  it("the reconciliation, a job the office starts, finds a planted unassigned cent, and nothing else", async () => {
    expect((await call("POST", "/reconciliation", null)).statusCode).toBe(401);
    expect((await call("POST", "/reconciliation", tokens.treasurer as string)).statusCode).toBe(403);
    expect((await call("GET", "/reconciliation", tokens.member as string)).statusCode).toBe(403);
    const checked = async () => {
      const before = (await call("GET", "/reconciliation", tokens.staff as string)).json();
      const asked = await call("POST", "/reconciliation", tokens.staff as string);
      expect(asked.statusCode).toBe(202);
      let latest = before;
      await waitFor(async () => {
        latest = (await call("GET", "/reconciliation", tokens.staff as string)).json();
        return latest !== null && latest.startedAt !== before?.startedAt && latest.status === "done";
      }, 20_000);
      return latest;
    };
    const clean = await checked();
    expect(clean.paymentsChecked).toBeGreaterThan(0);
    expect(clean.unbalancedPayments).toEqual([]);
    expect(clean.unbalancedRefunds).toEqual([]);

    const { orderId, payment } = await joinAndPay(["GI"]);
    const [share] = await t.database.db
      .select()
      .from(paymentShares)
      .where(and(eq(paymentShares.paymentId, payment.id), eq(paymentShares.kind, "collected")));
    await t.database.db
      .update(paymentShares)
      .set({ amount: (share?.amount as number) - 1 })
      .where(eq(paymentShares.id, share?.id as number));
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    const planted = await checked();
    expect(planted.unbalancedPayments).toEqual([{ paymentId: payment.id, orderId, unassigned: 1 }]);
    expect(planted.unbalancedRefunds).toEqual([]);
    await t.database.db
      .update(paymentShares)
      .set({ amount: share?.amount as number })
      .where(eq(paymentShares.id, share?.id as number));
  });

  it("the fee is shared when the club says so: each region its part, national the rest", async () => {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/v1/office/settings",
      headers: bearer(tokens.admin as string),
      payload: { online_fee_to: "shared" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Lines 95.00 national, 50.00 Greater Illinois: 145.00; fee 4.35. Greater Illinois 435 × 5000 / 14500 = 150.
    const { orderId } = await joinAndPay(["GI"]);
    expect(linesOf(await statement("GI", tokens.staff as string), orderId)).toEqual([
      ["collected", 5000],
      ["fee", 150],
    ]);
    await t.app.inject({
      method: "PUT",
      url: "/api/v1/office/settings",
      headers: bearer(tokens.admin as string),
      payload: { online_fee_to: "national" },
    });
  });

  it("pages its lines, 100 a page, the figures the same on every page", async () => {
    const first = await statement("GI", tokens.staff as string);
    expect(first).toMatchObject({ page: 1, pageSize: 100, linesTotal: first.lines.length });
    const reply = await call(
      "GET",
      `/regions/GI/statement?from=${today()}&to=${today()}&page=2`,
      tokens.staff as string,
    );
    expect(reply.json()).toMatchObject({
      page: 2,
      lines: [],
      owed: first.owed,
      linesTotal: first.linesTotal,
    });
    expect(
      (
        await call(
          "GET",
          `/regions/GI/statement?from=${today()}&to=${today()}&page=0`,
          tokens.staff as string,
        )
      ).statusCode,
    ).toBe(400);
  });

  it("as a CSV file: the opening balance, the lines and what is owed", async () => {
    const reply = await call(
      "GET",
      `/regions/GI/statement.csv?from=${today()}&to=${today()}`,
      tokens.treasurer as string,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/text\/csv/);
    const rows = reply.body.trim().split(/\r?\n/);
    expect(rows[0]).toBe("date,kind,order,for,member_no,member,amount");
    expect(rows[1]).toMatch(/^,opening balance,/);
    expect(rows.at(-1)).toMatch(/^,owed,/);
    expect(rows.some((row) => row.includes(",collected,"))).toBe(true);
  });
});

describe("GET /api/v1/office/regions/{code}/statement.pdf", () => {
  it("is the office's and the region's treasurer's, and says on paper what the page says", async () => {
    const days = `from=${today()}&to=${today()}`;
    expect((await call("GET", `/regions/GI/statement.pdf?${days}`, null)).statusCode).toBe(401);
    expect(
      (await call("GET", `/regions/UM/statement.pdf?${days}`, tokens.treasurer as string)).statusCode,
    ).toBe(403);
    expect((await call("GET", `/regions/GI/statement.pdf?${days}`, tokens.member as string)).statusCode).toBe(
      403,
    );
    const bad = await call(
      "GET",
      "/regions/GI/statement.pdf?from=yesterday&to=2026-01-01",
      tokens.staff as string,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("from");
    const figures = await statement("GI", tokens.treasurer as string);
    const reply = await call("GET", `/regions/GI/statement.pdf?${days}`, tokens.treasurer as string);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(reply.headers["content-disposition"]).toContain(`statement-GI-${today()}-${today()}.pdf`);
    const [page] = await pdfPageTexts(reply.rawPayload);
    expect(page).toContain("Greater Illinois");
    expect(page).toContain(`Statement from ${spelledDay(today())} to ${spelledDay(today())}`);
    expect(page).toContain(`Collected ${formatSignedCents(figures.collected)}`);
    expect(page).toContain(`Owed at the end of ${spelledDay(today())} ${formatSignedCents(figures.owed)}`);
    expect(page).toContain("Month by month");
    expect(page).toContain(`The period's ${figures.linesTotal} lines`);
  });
});

describe("POST /api/v1/office/regions/{code}/remittances", () => {
  it("an administrator records money sent; what is owed goes down by it, and the trail has it", async () => {
    const before = await statement("GI", tokens.treasurer as string);
    const sent = await call("POST", "/regions/GI/remittances", tokens.admin as string, {
      amount: 2500,
      sent_on: today(),
      reference: "Cheque 1042",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ amount: 2500, sentOn: today(), reference: "Cheque 1042" });
    const after = await statement("GI", tokens.treasurer as string);
    expect(after.remitted - before.remitted).toBe(2500);
    expect(before.owed - after.owed).toBe(2500);
    expect(after.remittances.at(-1)).toMatchObject({ amount: 2500, reference: "Cheque 1042" });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "remittance_recorded"));
    expect(entry?.after).toEqual({ region: "GI", amount: 2500, sentOn: today(), reference: "Cheque 1042" });
    // The next day opens with what was owed at the end of this one.
    const tomorrow = addDays(today(), 1);
    const next = await statement("GI", tokens.staff as string, { from: tomorrow, to: tomorrow });
    expect(next.openingBalance).toBe(after.owed);
  });

  it("is an office administrator's: 401, 403 to staff and to the region's treasurer; fields named; 404", async () => {
    const body = { amount: 100, sent_on: today(), reference: "Transfer 7" };
    expect((await call("POST", "/regions/GI/remittances", null, body)).statusCode).toBe(401);
    expect((await call("POST", "/regions/GI/remittances", tokens.staff as string, body)).statusCode).toBe(
      403,
    );
    expect((await call("POST", "/regions/GI/remittances", tokens.treasurer as string, body)).statusCode).toBe(
      403,
    );
    expect((await call("POST", "/regions/XX/remittances", tokens.admin as string, body)).statusCode).toBe(
      404,
    );
    const zero = await call("POST", "/regions/GI/remittances", tokens.admin as string, {
      ...body,
      amount: 0,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.amount).toEqual(["The amount must be more than zero"]);
    const noReference = await call("POST", "/regions/GI/remittances", tokens.admin as string, {
      ...body,
      reference: " ",
    });
    expect(noReference.json().errors.reference).toEqual([
      "Give the remittance's reference (a cheque or transfer number)",
    ]);
    const future = await call("POST", "/regions/GI/remittances", tokens.admin as string, {
      ...body,
      sent_on: addDays(today(), 1),
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.sentOn).toEqual(["The day the money was sent cannot be after today"]);
  });
});

describe("a treasurer's term", () => {
  it("ends by the clock: the day after its last, the treasurer is refused with no one acting", async () => {
    const days = `from=${today()}&to=${today()}`;
    expect((await call("GET", `/regions/GI/statement?${days}`, tokens.treasurer as string)).statusCode).toBe(
      200,
    );
    t.clock.now = new Date(t.clock.now.getTime() + 24 * 60 * 60 * 1000);
    // Signed in again on the new day (a session begun the day before may have expired).
    const nextDay = await signIn(t.app, treasurerEmail);
    expect((await call("GET", `/regions/GI/statement?${days}`, nextDay)).statusCode).toBe(403);
  });
});
