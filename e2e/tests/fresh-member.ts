import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { uniqueEmail } from "./join-steps.ts";
import { demoPassword, signIn } from "./support.ts";

const evelyn = { firstName: "Evelyn", lastName: "Carrington" };

/**
 * Joins through the API as the join wizard does, on the "Active Member (USA)" plan, and pays in the sandbox as the
 * payment dialog does. The wizard and the dialog have journeys of their own (join.spec.ts, pay-what-is-owed.spec.ts).
 */
async function joinAndPay(request: APIRequestContext, email: string, name = evelyn) {
  const joined = await request.post("/api/v1/members", {
    data: {
      member: {
        first_name: name.firstName,
        last_name: name.lastName,
        address_line1: "18 Packard Lane",
        city: "Evanston",
        state: "US-IL",
        zip_code: "60201",
        country: "US",
        publication_preferences: 1,
        email,
        password: demoPassword,
        password_confirmation: demoPassword,
        national_plan: 1,
        associate: null,
        regional_plans: [],
        club_donation: false,
        educational_foundation: false,
        museum: false,
        museum_membership_level: 0,
      },
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  await payInSandbox(request, ((await joined.json()) as { params: { orderId: string } }).params.orderId);
}

/** Pays an invoice (a join's, an event registration's) in the sandbox, as the payment dialog does. */
export async function payInSandbox(request: APIRequestContext, invoiceId: string) {
  const order = await request.post("/api/v1/payments/orders", { data: { invoice_id: invoiceId } });
  expect(order.status(), await order.text()).toBe(200);
  const { providerOrderId } = (await order.json()) as { providerOrderId: string };
  const approval = await request.post(`/api/v1/payments/sandbox/orders/${providerOrderId}/approve`);
  expect(approval.status()).toBe(204);
  const settled = await request.post("/orders/approve", {
    data: { invoice_id: invoiceId, payment_id: providerOrderId },
  });
  expect(settled.status(), await settled.text()).toBe(200);
}

/**
 * A member of one's own for a journey that changes data: joined and paid, then signed in through the login page,
 * so parallel tests never share cars or registrations (the demo members stay untouched).
 */
export async function joinAndSignIn(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await joinAndPay(page.request, email);
  await signIn(page, email);
  return email;
}

/**
 * A member joined and paid through the API, signed in there too: for a journey with two members (issue 27), named
 * apart when the journey finds them by name (issue 40).
 */
export async function joinThroughApi(request: APIRequestContext, tag: string, name = evelyn) {
  const email = uniqueEmail(tag);
  await joinAndPay(request, email, name);
  const login = await request.post("/api/v1/members/login", {
    data: { member: { email, password: demoPassword, remember_me: false } },
  });
  expect(login.status()).toBe(200);
  const authorization = login.headers().authorization as string;
  const profile = await request.get("/api/v1/members/profile", { headers: { Authorization: authorization } });
  const { memberNo } = (await profile.json()) as { memberNo: number };
  return { email, authorization, memberNo };
}
