import type { APIRequestContext, CDPSession, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, test } from "./fixtures.ts";
import { joinAndSignIn, joinThroughApi } from "./fresh-member.ts";
import { demoPassword, expectAccessible, signIn } from "./support.ts";

// Issue 43: passkeys in Chromium, through the DevTools protocol's virtual authenticator: a platform authenticator
// (internal, CTAP2) that keeps discoverable passkeys and verifies its user, as a phone's screen lock does.

async function addVirtualAuthenticator(page: Page): Promise<{ client: CDPSession; authenticatorId: string }> {
  const client = await page.context().newCDPSession(page);
  await client.send("WebAuthn.enable");
  const { authenticatorId } = await client.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { client, authenticatorId };
}

type PasskeyAutofillWatch = Window & { passkeyAutofillAsked?: boolean };

/** Marks, in the page, when it asks the browser for a passkey among the email field's suggestions (conditional UI). */
async function notePasskeyAutofillRequests(page: Page) {
  await page.addInitScript(() => {
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      if (options?.mediation === "conditional") (window as PasskeyAutofillWatch).passkeyAutofillAsked = true;
      return get(options);
    };
  });
}

test("at 375px a member adds a passkey on Member Info and signs in with it, without a password", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { client, authenticatorId } = await addVirtualAuthenticator(page);
  await notePasskeyAutofillRequests(page);
  const email = await joinAndSignIn(page, "passkey");

  const section = page.getByRole("region", { name: "Passkeys" });
  await page.getByRole("link", { name: "Passkeys" }).click();
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
  await expectAccessible(page);

  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(
    section.getByText("Give the passkey a name, such as the phone or computer it is on"),
  ).toBeVisible();
  await section.getByLabel("Name of the new passkey").fill("My phone");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Your passkey was added")).toBeVisible();
  const list = section.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText("My phone");
  await expect(list.getByRole("listitem")).toContainText("Not used yet.");
  const { credentials } = await client.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await expectAccessible(page);

  // The virtual authenticator answers at once, with no one to tap it: on the login page it would take the email
  // field's passkey suggestion (conditional UI, checked below) before the button could be pressed. So the passkey is
  // taken off it while the page opens, and put back (the same key and counter) once the page's suggestion request is
  // pending, which then finds none, before the button is pressed. Put back sooner, on a busy machine the request
  // could start after it, and sign in before the press.
  const [passkey] = credentials;
  if (!passkey) throw new Error("no passkey on the authenticator");
  await client.send("WebAuthn.removeCredential", { authenticatorId, credentialId: passkey.credentialId });
  await page.evaluate(() => {
    (window as PasskeyAutofillWatch).passkeyAutofillAsked = false;
  });
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username webauthn");
  await expectAccessible(page);
  await page.waitForFunction(() => (window as PasskeyAutofillWatch).passkeyAutofillAsked === true);
  await client.send("WebAuthn.addCredential", { authenticatorId, credential: passkey });
  const signedIn = page.waitForResponse("**/api/v1/members/passkey_sign_in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  expect((await signedIn).status()).toBe(200);
  // Back where the sign-out was made, the Passkeys section.
  await expect(page).toHaveURL(/\/my-profile\/member-info(#passkeys)?$/);
  await expect(page.getByRole("heading", { name: "Member Info" })).toBeVisible();
  await expect(list.getByRole("listitem")).toContainText("Last used");
  // The session began with the passkey: the member's own data says so.
  const token = await page.evaluate(() => window.sessionStorage.getItem("club.session-token"));
  const data = await (
    await page.request.get("/api/v1/members/my_data", { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(data.profile.email).toBe(email);
  expect(data.sessions).toContainEqual(expect.objectContaining({ signedInWith: "passkey" }));
  expect(data.passkeys).toEqual([expect.objectContaining({ name: "My phone" })]);

  // Conditional UI: the email field offers the passkey among its suggestions, and taking it signs in (the virtual
  // authenticator, present at once, takes it as the page opens).
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.sessionStorage.getItem("club.session-token"));
      return now !== null && now !== token;
    })
    .toBe(true);
  await expect(page).toHaveURL(/\/my-profile\/member-info(#passkeys)?$/);
  await expect(page.getByRole("heading", { name: "Member Info" })).toBeVisible();
});

/** The portal's clock (CLOCK_START runs on from the server's start) less the browser's: read from a moment it wrote. */
async function portalClockOffset(request: APIRequestContext, authorization: string) {
  const before = Date.now();
  const reply = await request.get("/api/v1/members/passkeys", { headers: { Authorization: authorization } });
  const { passkeys } = (await reply.json()) as { passkeys: { createdAt: string }[] };
  const added = passkeys[0]?.createdAt;
  if (!added) throw new Error("no passkey to read the portal's clock from");
  return { at: new Date(added).getTime(), readBefore: before };
}

test("at 375px an office account proves its second step with its passkey instead of the app's code", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { client, authenticatorId } = await addVirtualAuthenticator(page);
  // A member of the club's own, given an office role by the office administrator.
  const { email, authorization } = await joinThroughApi(page.request, "office-passkey", {
    firstName: "Olive",
    lastName: "Passmore",
  });
  const office = await page.request.post("/api/v1/members/login", {
    data: { member: { email: "office@example.org", password: demoPassword } },
  });
  const given = await page.request.post("/api/v1/office/staff", {
    headers: { Authorization: office.headers().authorization as string },
    data: { email, role: "office_staff", first_name: "Olive", last_name: "Passmore" },
  });
  expect(given.status(), await given.text()).toBe(201);

  // The account adds a passkey on Member Info.
  await signIn(page, email);
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByLabel("Name of the new passkey").fill("Office laptop");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByRole("list", { name: "Your passkeys" })).toContainText("Office laptop");
  expect((await client.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);

  // It has an authenticator app too (enrolled through the API, the app's code made here at the portal's clock), so
  // each of its sessions proves a second step before any office page.
  const enrolment = await page.request.post("/api/v1/office/two_factor/enrol", {
    headers: { Authorization: authorization },
  });
  const { secret } = (await enrolment.json()) as { secret: string };
  const clock = await portalClockOffset(page.request, authorization);
  const code = TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: clock.at + (Date.now() - clock.readBefore),
  });
  const confirmed = await page.request.post("/api/v1/office/two_factor/confirm", {
    headers: { Authorization: authorization },
    data: { code },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // A new session: the office asks for the second step, and the passkey gives it.
  await signIn(page, email);
  await page.goto("/office");
  await expect(page).toHaveURL(/\/office\/two-factor$/);
  await expect(page.getByRole("heading", { name: "Second sign-in step" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Use my passkey" }).click();
  await expect(page).toHaveURL(/\/office$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Second sign-in step" })).toHaveCount(0);
});
