import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn, signInEachRole, testPassword } from "../../test/factories.ts";
import { previewedImport } from "../../test/previewed-import.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { members } from "../members/members.schema.ts";

// Issue 39: an import that changed a member's e-mail gave whoever reads the new address a way in (a reset link, a
// password, a session). Undoing the import puts the old address back and closes that way: the member's sessions
// end, unused reset links stop working, and a password set since the commit (through that address) no longer signs
// in; the member resets it through the address put back. A password from before the import stays.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInEachRole(t.app, t.database.db)).tokens.admin;
});
afterAll(() => t.close());

const office = (url: string, payload?: object) =>
  t.app.inject({ method: "POST", url: `/api/v1/office${url}`, headers: bearer(admin), payload });
const getImport = async (id: number) =>
  (await t.app.inject({ url: `/api/v1/office/imports/${id}`, headers: bearer(admin) })).json();

/** The office imports a roster that gives these members new addresses; the import's id once committed. */
async function importAddresses(rows: { memberNo: number; email: string }[]) {
  const body = new FormData();
  const text = [
    "Member #,First Name,Last Name,Email",
    ...rows.map((r) => `${r.memberNo},Ada,Moved,${r.email}`),
  ];
  body.append("file", new Blob([`${text.join("\r\n")}\r\n`]), "addresses.csv");
  const uploaded = await t.app.inject({
    method: "POST",
    url: "/api/v1/office/imports",
    headers: bearer(admin),
    payload: body,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = uploaded.json().id as number;
  expect((await previewedImport(t.app, admin, id)).statusCode).toBe(200);
  expect((await office(`/imports/${id}/commit`)).statusCode).toBe(202);
  await waitFor(async () => (await getImport(id)).status === "committed", 10_000);
  return id;
}

async function resetLinkTo(email: string) {
  const before = t.sentMail.length;
  const asked = await t.app.inject({
    method: "POST",
    url: "/api/v1/members/request_reset_password",
    payload: { email },
  });
  expect(asked.statusCode).toBe(200);
  const mail = () =>
    t.sentMail.slice(before).find((sent) => sent.to === email && /\/reset-password\//.test(sent.text));
  await waitFor(() => mail() !== undefined);
  return /\/reset-password\/(\S+)/.exec(mail()?.text ?? "")?.[1] ?? "";
}

const resetWith = (token: string, password: string) =>
  t.app.inject({
    method: "PUT",
    url: "/api/v1/members/reset_password",
    payload: { member: { password, password_confirmation: password, reset_password_token: token } },
  });

const login = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/members/login",
    payload: { member: { email, password, remember_me: false } },
  });

describe("undoing an import that changed an e-mail", () => {
  it("ends the sessions, reset links and password made through the address it gave", async () => {
    const taken = await createDirectoryMember(t.database.db, {
      member: { memberNo: 8801, email: "ada.home@example.net" },
    });
    const kept = await createDirectoryMember(t.database.db, {
      member: { memberNo: 8802, email: "bea.home@example.net" },
    });
    const keptSession = await signIn(t.app, kept.email);
    const id = await importAddresses([
      { memberNo: 8801, email: "ada.typo@example.org" },
      { memberNo: 8802, email: "bea.typo@example.org" },
    ]);

    // Whoever reads the new address sets a password through it, signs in, and asks for another link.
    const chosen = "Through-The-Typo-1931";
    expect((await resetWith(await resetLinkTo("ada.typo@example.org"), chosen)).statusCode).toBe(200);
    const signedIn = await login("ada.typo@example.org", chosen);
    expect(signedIn.statusCode).toBe(200);
    const session = (signedIn.headers.authorization as string).replace(/^Bearer /, "");
    const unused = await resetLinkTo("ada.typo@example.org");

    const undo = await office(`/imports/${id}/undo`);
    expect(undo.statusCode, undo.body).toBe(202);
    await waitFor(async () => (await getImport(id)).status === "undone", 10_000);

    const [restored] = await t.database.db.select().from(members).where(eq(members.id, taken.id));
    expect(restored?.email).toBe("ada.home@example.net");
    // The session made through the typo's address ends; its reset link no longer works.
    expect(
      (await t.app.inject({ url: "/api/v1/members/profile", headers: bearer(session) })).statusCode,
    ).toBe(401);
    const late = await resetWith(unused, "Another-Try-1932");
    expect(late.statusCode).toBe(422);
    expect(Object.keys(late.json().errors)).toEqual(["resetPasswordToken"]);
    // The password chosen through it signs in no more, at either address; the member resets it at theirs.
    expect((await login("ada.home@example.net", chosen)).statusCode).toBe(401);
    expect((await login("ada.typo@example.org", chosen)).statusCode).toBe(401);
    expect((await resetWith(await resetLinkTo("ada.home@example.net"), "Back-Home-1933")).statusCode).toBe(
      200,
    );
    expect((await login("ada.home@example.net", "Back-Home-1933")).statusCode).toBe(200);

    // A member whose address it changed and who set no password since keeps theirs; their sessions end too.
    expect(
      (await t.app.inject({ url: "/api/v1/members/profile", headers: bearer(keptSession) })).statusCode,
    ).toBe(401);
    expect((await login("bea.home@example.net", testPassword)).statusCode).toBe(200);
  });
});
