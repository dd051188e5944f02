import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, createTerm, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, pinClock } from "../../test/test-clock.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { privacyChoices } from "../privacy/privacy.schema.ts";
import { regionPosts } from "./regional-admin.schema.ts";

// Issue 42: a region's news posts. Anyone reads the public ones, a member in good standing the members-only ones
// too; the region's newsletter editor or director writes them for the days of their term, audited.

let t: TestApp;
const tokens = {} as Record<
  "editor" | "director" | "treasurer" | "otherRegion" | "member" | "lapsed",
  string
>;
let endingEditorEmail: string;

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });
const write = (method: Method, path: string, token?: string, payload?: object) =>
  call(method, `/regional_administrators/regions/GI/posts${path}`, token, payload);
const fieldsOf = (reply: { json(): { errors: Record<string, string[]> } }) =>
  Object.keys(reply.json().errors);
const titlesOf = (posts: { title: string }[]) => posts.map((post) => post.title);

async function addPost(title: string, membersOnly = false, token = tokens.editor) {
  const reply = await write("POST", "", token, {
    title,
    body: `${title}, first part.\n\nSecond part.`,
    members_only: membersOnly,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { id: number; title: string; membersOnly: boolean; author: string | null };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const member = async (firstName: string, lastName: string, extra: { duesExpire?: string } = {}) => {
    const created = await createDirectoryMember(db, { member: { firstName, lastName }, ...extra });
    return { ...created, token: await signIn(t.app, created.email) };
  };
  const editor = await member("Nell", "Editor");
  await createTerm(db, { memberId: editor.id, regionCode: "GI", officeKey: "newsletter_editor" });
  const director = await member("Dora", "Director");
  await createTerm(db, { memberId: director.id, regionCode: "GI", officeKey: "director" });
  // Not listed in the directory: named "A club member" as the region's officers are.
  await db.insert(privacyChoices).values({
    memberId: director.id,
    showInDirectory: false,
    showAddress: false,
    showPhones: false,
    showEmail: false,
    allowClubMail: true,
    createdAt: t.clock.now,
    updatedAt: t.clock.now,
  });
  const treasurer = await member("Tess", "Treasurer");
  await createTerm(db, { memberId: treasurer.id, regionCode: "GI", officeKey: "treasurer" });
  const otherRegion = await member("Uma", "Upper");
  await createTerm(db, { memberId: otherRegion.id, regionCode: "UM", officeKey: "newsletter_editor" });
  const ending = await member("Ena", "Ending");
  await createTerm(db, {
    memberId: ending.id,
    regionCode: "GI",
    officeKey: "newsletter_editor",
    endsOn: daysFrom(t.clock.now, 10),
  });
  endingEditorEmail = ending.email;
  Object.assign(tokens, {
    editor: editor.token,
    director: director.token,
    treasurer: treasurer.token,
    otherRegion: otherRegion.token,
    member: (await member("Mo", "Member")).token,
    lapsed: (await member("Lap", "Sed", { duesExpire: daysFrom(t.clock.now, -1) })).token,
  });
});
afterAll(() => t.close());

describe("writing a region's posts", () => {
  it("lets the newsletter editor and the director publish, change and delete, each in the trail", async () => {
    const post = await addPost("Spring drive announced");
    expect(post).toMatchObject({ membersOnly: false, author: "Nell Editor" });
    // The director reads their own name; others read them as the region's officers are named.
    const byDirector = await addPost("From the director", true, tokens.director);
    expect(byDirector).toMatchObject({ membersOnly: true, author: "Dora Director" });
    const asMemberSees = (await call("GET", "/regions/GI/posts", tokens.member)).json().results;
    expect(asMemberSees.find((seen: { id: number }) => seen.id === byDirector.id).author).toBe(
      "A club member",
    );

    const changed = await write("PATCH", `/${post.id}`, tokens.director, { title: "Spring drive moved" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: "Spring drive moved", membersOnly: false });

    expect((await write("DELETE", `/${byDirector.id}`, tokens.editor)).statusCode).toBe(204);
    const left = await t.database.db.select().from(regionPosts).where(eq(regionPosts.id, byDirector.id));
    expect(left).toEqual([]);

    const actions = (await t.database.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(["region_post_added", "region_post_changed", "region_post_deleted"]),
    );
  });

  it("is 401 signed out, 403 to another office of the region, another region's editor, a member and the office", async () => {
    const payload = { title: "Nope", body: "Not theirs." };
    expect((await write("POST", "", undefined, payload)).statusCode).toBe(401);
    for (const token of [tokens.treasurer, tokens.otherRegion, tokens.member]) {
      const reply = await write("POST", "", token, payload);
      expect(reply.statusCode).toBe(403);
    }
    const staff = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
    expect((await write("POST", "", staff, payload)).statusCode).toBe(403);
    const post = await addPost("Mine to change");
    expect((await write("PATCH", `/${post.id}`, tokens.otherRegion, payload)).statusCode).toBe(403);
    expect((await write("DELETE", `/${post.id}`, tokens.member)).statusCode).toBe(403);
    expect((await write("DELETE", `/${post.id}`)).statusCode).toBe(401);
    expect((await write("GET", "", tokens.treasurer)).statusCode).toBe(403);
    expect((await write("GET", "")).statusCode).toBe(401);
  });

  it("is 404 for another region's post, a post that is not there and a region that is not", async () => {
    const umPost = await call("POST", "/regional_administrators/regions/UM/posts", tokens.otherRegion, {
      title: "Upper Midwest news",
      body: "Ours.",
    });
    expect(umPost.statusCode).toBe(201);
    const id = (umPost.json() as { id: number }).id;
    expect((await write("PATCH", `/${id}`, tokens.editor, { title: "Taken over" })).statusCode).toBe(404);
    expect((await write("DELETE", `/${id}`, tokens.editor)).statusCode).toBe(404);
    expect((await write("DELETE", "/999999", tokens.editor)).statusCode).toBe(404);
    const nowhere = await call("POST", "/regional_administrators/regions/XX/posts", tokens.editor, {
      title: "Lost",
      body: "Lost.",
    });
    expect(nowhere.statusCode).toBe(404);
  });

  it.each([
    [{ title: "", body: "Text" }, "title"],
    [{ title: "x".repeat(121), body: "Text" }, "title"],
    [{ title: "Two\nlines", body: "Text" }, "title"],
    [{ title: "Fine", body: "" }, "body"],
    [{ title: "Fine", body: "x".repeat(10_001) }, "body"],
    [{ title: "Fine", body: "Text", members_only: "yes" }, "membersOnly"],
  ])("refuses %o naming %s", async (payload, field) => {
    const reply = await write("POST", "", tokens.editor, payload);
    expect(reply.statusCode).toBe(400);
    expect(fieldsOf(reply)).toEqual([field]);
  });

  it("takes a title of 120 and a text of 10,000 characters, and refuses a bad change naming its field", async () => {
    const reply = await write("POST", "", tokens.editor, {
      title: "t".repeat(120),
      body: "b".repeat(10_000),
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const id = (reply.json() as { id: number }).id;
    const bad = await write("PATCH", `/${id}`, tokens.editor, { body: "   " });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(["body"]);
    expect((await write("PATCH", "/abc", tokens.editor, { title: "x" })).statusCode).toBe(400);
  });

  it("ends with the editor's term: the day after its last day the editor writes no more", async () => {
    pinClock(t.clock, `${daysFrom(t.clock.now, 10)}T12:00:00Z`);
    const lastDay = await signIn(t.app, endingEditorEmail);
    expect((await write("POST", "", lastDay, { title: "On the last day", body: "Yes." })).statusCode).toBe(
      201,
    );
    pinClock(t.clock, `${daysFrom(t.clock.now, 1)}T12:00:00Z`);
    const after = await signIn(t.app, endingEditorEmail);
    expect((await write("POST", "", after, { title: "After the term", body: "No." })).statusCode).toBe(403);
    expect((await write("GET", "", after)).statusCode).toBe(403);
  });
});

describe("reading a region's posts", () => {
  beforeAll(async () => {
    await addPost("Public picnic");
    await addPost("Members' tour routes", true);
  });

  it("shows the signed-out, a lapsed member and another region's page only the public posts", async () => {
    for (const token of [undefined, tokens.lapsed, "not-a-real-token"]) {
      const reply = await call("GET", "/regions/GI/posts", token);
      expect(reply.statusCode, reply.body).toBe(200);
      const titles = titlesOf(reply.json().results);
      expect(titles).toContain("Public picnic");
      expect(titles).not.toContain("Members' tour routes");
      expect(reply.json().results.every((post: { membersOnly: boolean }) => !post.membersOnly)).toBe(true);
      const page = (await call("GET", "/regions/GI", token)).json();
      expect(titlesOf(page.posts)).toContain("Public picnic");
      expect(titlesOf(page.posts)).not.toContain("Members' tour routes");
    }
    const um = (await call("GET", "/regions/UM/posts")).json();
    expect(titlesOf(um.results)).not.toContain("Public picnic");
  });

  it("shows a member in good standing the members-only posts too, flagged, newest first", async () => {
    const reply = await call("GET", "/regions/GI/posts", tokens.member);
    // The posts of this block, among those the earlier tests wrote (one of them on a later day).
    const ours = (posts: { title: string; membersOnly: boolean; author: string }[]) =>
      posts.filter((post) => ["Members' tour routes", "Public picnic"].includes(post.title));
    const results = ours(reply.json().results);
    expect(results.map((post) => [post.title, post.membersOnly])).toEqual([
      ["Members' tour routes", true],
      ["Public picnic", false],
    ]);
    expect(results[0]?.author).toBe("Nell Editor");
    const page = (await call("GET", "/regions/GI", tokens.member)).json();
    expect(page.posts.length).toBeLessThanOrEqual(5);
    expect(ours(page.posts).map((post) => post.title)).toEqual(["Members' tour routes", "Public picnic"]);
  });

  it("pages 20 a page, and is 404 for no region and 400 for a bad page", async () => {
    for (let index = 0; index < 21; index += 1) await addPost(`Filler ${index}`);
    const first = (await call("GET", "/regions/GI/posts", tokens.member)).json();
    expect(first.results).toHaveLength(20);
    expect(first.pageSize).toBe(20);
    const second = (await call("GET", "/regions/GI/posts?page=2", tokens.member)).json();
    expect(second.results.length).toBe(first.total - 20);
    expect((await call("GET", "/regions/XX/posts")).statusCode).toBe(404);
    expect((await call("GET", "/regions/GI/posts?page=0")).statusCode).toBe(400);
  });

  it("lists every post, members-only ones included, to the region's editor", async () => {
    const reply = await write("GET", "", tokens.editor);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().total).toBeGreaterThan(20);
  });
});

describe("a post's author leaving the club (erasure and my data)", () => {
  it("lists the posts a member wrote in their data, and leaves them the region's, unsigned, once they leave", async () => {
    const db = t.database.db;
    const leaving = await createDirectoryMember(db, { member: { firstName: "Lea", lastName: "Leaving" } });
    await createTerm(db, { memberId: leaving.id, regionCode: "GI", officeKey: "newsletter_editor" });
    const token = await signIn(t.app, leaving.email);
    const post = await addPost("Goodbye from your editor", false, token);

    const mine = await call("GET", "/members/my_data", token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().regionPosts).toEqual([
      expect.objectContaining({ regionCode: "GI", title: "Goodbye from your editor", membersOnly: false }),
    ]);

    const asked = await call("POST", "/members/erasure_request", token, { reason: "Moving abroad" });
    expect(asked.statusCode, asked.body).toBe(201);
    const admin = await signIn(t.app, (await createStaff(db, "office_admin")).email);
    const done = await call("POST", `/office/erasure_requests/${asked.json().id}/complete`, admin);
    expect(done.statusCode, done.body).toBe(200);

    const [row] = await db.select().from(regionPosts).where(eq(regionPosts.id, post.id));
    expect(row).toMatchObject({ title: "Goodbye from your editor", authorMemberId: null });
    const page = (await call("GET", "/regions/GI/posts")).json();
    expect(page.results.find((seen: { id: number }) => seen.id === post.id)).toMatchObject({ author: null });
    expect(JSON.stringify(page)).not.toContain("Leaving");
  });
});
