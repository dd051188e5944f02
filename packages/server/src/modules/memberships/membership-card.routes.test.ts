import path from "node:path";
import { eq } from "drizzle-orm";
import { extractTextItems, getMeta } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createMember, signIn, signInEachRole } from "../../test/factories.ts";
import { expectedQrModules, qrModulesDrawn } from "../../test/pdf-qr.ts";
import { pdfPageTexts, readPdf } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, pinClock } from "../../test/test-clock.ts";
import { members } from "../members/members.schema.ts";
import { cardTokenOf } from "./card-tokens.ts";

const secret = "the-card-suite-own-signing-secret-0001";
let t: TestApp;
let roles: Awaited<ReturnType<typeof signInEachRole>>;
beforeAll(async () => {
  t = await createTestApp({ CARD_SIGNING_SECRET: secret });
  roles = await signInEachRole(t.app, t.database.db);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

const longDate = (day: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A member whose dues run out `days` from the test clock's today. */
async function memberWithDues(days: number, overrides: Parameters<typeof createMember>[1] = {}) {
  const duesExpire = daysFrom(t.clock.now, days);
  const member = await createDirectoryMember(t.database.db, {
    duesExpire,
    member: { firstName: "Clara", ...overrides },
  });
  return { ...member, duesExpire, token: await signIn(t.app, member.email) };
}

const tokenPath = (checkUrl: string) => new URL(checkUrl).pathname.replace("/card/", "/api/v1/cards/");

describe("GET /api/v1/members/card", () => {
  it("needs a token", async () => {
    expect((await get("/api/v1/members/card")).statusCode).toBe(401);
    expect((await get("/api/v1/members/card.pdf")).statusCode).toBe(401);
  });

  it("shows the member's name, number, plan, dues date and standing, with the signed address of its check", async () => {
    const member = await memberWithDues(100);

    const reply = await get("/api/v1/members/card", member.token);

    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      name: `Clara ${member.lastName}`,
      memberNo: member.memberNo,
      planTitle: "Active Member (USA)",
      duesExpire: member.duesExpire,
      lifelong: false,
      standing: "current",
      checkUrl: `http://portal.test/card/${cardTokenOf(secret, member.id)}`,
    });
    // The address is the web page's, not a file the server would answer 404 for (plugins/static-web.ts).
    expect(path.extname(new URL(reply.json().checkUrl).pathname)).toBe("");
  });

  it("tells a joiner who has not paid that the card comes once the membership is paid", async () => {
    const joiner = await createMember(t.database.db);
    const token = await signIn(t.app, joiner.email);

    for (const url of ["/api/v1/members/card", "/api/v1/members/card.pdf"]) {
      const reply = await get(url, token);
      expect(reply.statusCode).toBe(409);
      expect(reply.json().errors.membership).toEqual([
        "Your membership card comes once your membership is paid. Please pay your membership dues first.",
      ]);
    }
  });
});

describe("GET /api/v1/cards/{token}", () => {
  it("answers what the card shows and that the membership is current, without a token", async () => {
    const member = await memberWithDues(100);
    const { checkUrl } = (await get("/api/v1/members/card", member.token)).json();

    const reply = await get(tokenPath(checkUrl));

    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      name: `Clara ${member.lastName}`,
      memberNo: member.memberNo,
      planTitle: "Active Member (USA)",
      duesExpire: member.duesExpire,
      lifelong: false,
      current: true,
    });
  });

  it("says an old card of a member whose dues ran out is not current any more, read on the day of the check", async () => {
    const member = await memberWithDues(10);
    const { checkUrl } = (await get("/api/v1/members/card", member.token)).json();
    expect((await get(tokenPath(checkUrl))).json().current).toBe(true);

    pinClock(t.clock, `${daysFrom(t.clock.now, 11)}T12:00:00Z`);

    expect((await get(tokenPath(checkUrl))).json()).toMatchObject({
      current: false,
      memberNo: member.memberNo,
    });
    // The session of eleven days ago has ended: a fresh sign-in reads the card.
    const token = await signIn(t.app, member.email);
    expect((await get("/api/v1/members/card", token)).json().standing).toBe("lapsed");
  });

  it("says a resigned member's card is not current, though the dues had time to run", async () => {
    const member = await memberWithDues(100);
    const { checkUrl } = (await get("/api/v1/members/card", member.token)).json();
    await t.database.db
      .update(members)
      .set({ resignedOn: daysFrom(t.clock.now, 0) })
      .where(eq(members.id, member.id));

    expect((await get(tokenPath(checkUrl))).json().current).toBe(false);
  });

  it("refuses a code the club did not sign with 404 naming the token", async () => {
    const member = await memberWithDues(100);
    const signed = cardTokenOf(secret, member.id);
    const forged = [
      cardTokenOf("a-secret-someone-guessed-at-home-0000", member.id),
      `${member.id + 1}-${signed.slice(String(member.id).length + 1)}`,
      `${member.id}-`,
      "anything",
    ];

    for (const token of forged) {
      const reply = await get(`/api/v1/cards/${encodeURIComponent(token)}`);
      expect(reply.statusCode, token).toBe(404);
      expect(reply.json().errors.token).toEqual([
        "This card's code is not one the club issued. Please ask the member for their card again.",
      ]);
    }
  });
});

describe("GET /api/v1/members/card.pdf", () => {
  it("prints the club, the member's name, number, plan and dues date, and a QR code of the check address", async () => {
    const member = await memberWithDues(100);
    const { checkUrl } = (await get("/api/v1/members/card", member.token)).json();

    const reply = await get("/api/v1/members/card.pdf", member.token);

    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(reply.headers["content-disposition"]).toBe(
      `attachment; filename="membership-card-${member.memberNo}.pdf"`,
    );
    const texts = await pdfPageTexts(reply.rawPayload);
    expect(texts).toHaveLength(1);
    const [text] = texts;
    expect(text).toContain("Classic Car Club of America");
    expect(text).toContain(`Clara ${member.lastName}`);
    expect(text).toContain(`Member no. ${member.memberNo}`);
    expect(text).toContain("Active Member (USA)");
    expect(text).toMatch(new RegExp(`Valid until\\s*${longDate(member.duesExpire)}`));
    expect(text).toContain(checkUrl);
    const pdf = await readPdf(reply.rawPayload);
    const expected = expectedQrModules(checkUrl);
    expect(await qrModulesDrawn(pdf, 1, expected.length)).toEqual(expected);
    expect((await getMeta(pdf)).info).toMatchObject({ Title: "Membership card" });
  });

  it("draws the card at credit-card size, 85.6 by 54 mm, on a Letter page", async () => {
    const member = await memberWithDues(100);
    const pdf = await readPdf((await get("/api/v1/members/card.pdf", member.token)).rawPayload);
    const page = await pdf.getPage(1);
    expect(page.view).toEqual([0, 0, 612, 792]);
    // The card's text sits inside its outline: from the club's name on the left to the right of the QR code.
    const { items } = await extractTextItems(pdf);
    const clubName = items[0]?.find((item) => item.str === "Classic Car Club of America");
    const [cardWidth, cardHeight] = [85.6, 54].map((mm) => (mm / 25.4) * 72) as [number, number];
    const cardLeft = (612 - cardWidth) / 2;
    expect(clubName?.x).toBeCloseTo(cardLeft + 9, 0);
    const cardBottom = (clubName?.y ?? 0) - cardHeight;
    const onCard = (items[0] ?? []).filter((item) => item.str.trim() !== "" && item.y > cardBottom);
    expect(onCard.length).toBeGreaterThanOrEqual(6);
    for (const item of onCard)
      expect(item.x + item.width, item.str).toBeLessThanOrEqual(cardLeft + cardWidth);
  });
});

describe("GET /api/v1/office/members/{id}/card.pdf", () => {
  const url = (id: number) => `/api/v1/office/members/${id}/card.pdf`;

  it("prints the member's card for the office", async () => {
    const member = await memberWithDues(100);

    const reply = await get(url(member.id), roles.tokens.staff);

    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    const [text] = await pdfPageTexts(reply.rawPayload);
    expect(text).toContain(`Clara ${member.lastName}`);
    expect(text).toContain(`Member no. ${member.memberNo}`);
  });

  it("is the office's: no token 401, a member or a regional administrator 403", async () => {
    const member = await memberWithDues(100);
    expect((await get(url(member.id))).statusCode).toBe(401);
    expect((await get(url(member.id), member.token)).statusCode).toBe(403);
    expect((await get(url(member.id), roles.tokens.member)).statusCode).toBe(403);
    expect((await get(url(member.id), roles.tokens.regionalAdmin)).statusCode).toBe(403);
  });

  it("names what is wrong: an id that is not one 400, no such member 404, a membership not paid 409", async () => {
    expect((await get("/api/v1/office/members/abc/card.pdf", roles.tokens.staff)).statusCode).toBe(400);
    expect((await get(url(2_000_000_000), roles.tokens.staff)).statusCode).toBe(404);
    const joiner = await createMember(t.database.db);
    const reply = await get(url(joiner.id), roles.tokens.admin);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().errors.membership).toEqual([
      "This member has no membership card yet: their membership has not been paid.",
    ]);
  });
});
