import type { APIRequestContext } from "@playwright/test";
import { e2eClockStart } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { joinThroughApi } from "./fresh-member.ts";
import { demoPassword, expectAccessible, readMail, signIn } from "./support.ts";

// Issue 46: voting on a phone from the e-mailed link, and signed in at a desk; a second ballot is refused both ways.
// The office sets the election up through the API (its own pages have their journey) with three new members as
// candidates, and asks for the roll at once rather than waiting for the job's five minutes.

const today = e2eClockStart.slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.parse(e2eClockStart) + days * 86_400_000).toISOString().slice(0, 10);

async function officeHeaders(request: APIRequestContext) {
  const login = await request.post("/api/v1/members/login", {
    data: { member: { email: "office@example.org", password: demoPassword, remember_me: false } },
  });
  expect(login.status()).toBe(200);
  return { Authorization: login.headers().authorization as string };
}

/**
 * A board election for 2 seats with 3 candidates and a bylaw question, its roll made, voting from today: candidates
 * are named before voting opens, so it is set up to open tomorrow and then moved to today (the clock does not move).
 */
async function boardElection(request: APIRequestContext, tag: string) {
  const office = await officeHeaders(request);
  const candidates = [];
  for (const lastName of ["Ashford", "Bellamy", "Carrow"])
    candidates.push(
      await joinThroughApi(request, `${tag}-${lastName.toLowerCase()}`, { firstName: "Candidate", lastName }),
    );
  const title = `Board election ${tag}`;
  const created = await request.post("/api/v1/office/elections", {
    headers: office,
    data: {
      title,
      description: "Two seats on the Board of Directors, and a change to the bylaws.",
      region_code: null,
      record_on: today,
      associates_vote: false,
      voting_from: inDays(1),
      voting_to: inDays(7),
      allow_change: true,
      races: [{ title: "Board of Directors", seats: 2 }],
      questions: [{ title: "Bylaw change", body: "Article 4: the board meets four times a year." }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const election = (await created.json()) as { id: number; races: { id: number }[] };
  const raceId = election.races[0]?.id;
  for (const candidate of candidates) {
    const named = await request.post(`/api/v1/office/elections/${election.id}/candidates`, {
      headers: office,
      data: { race_id: raceId, member_no: candidate.memberNo },
    });
    expect(named.ok(), await named.text()).toBe(true);
  }
  const opened = await request.patch(`/api/v1/office/elections/${election.id}`, {
    headers: office,
    data: { voting_from: today },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const roll = await request.post(`/api/v1/office/elections/${election.id}/roll`, { headers: office });
  expect(roll.status(), await roll.text()).toBe(200);
  return { id: election.id, title };
}

test("a member votes on a phone from the e-mailed link, another signed in at a desk; a second ballot is refused", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = `vote${Date.now().toString(36)}`;
  const byLink = await joinThroughApi(request, `${tag}-link`);
  const signedIn = await joinThroughApi(request, `${tag}-desk`);
  const election = await boardElection(request, tag);

  // On a phone, from the mail.
  await page.setViewportSize({ width: 375, height: 812 });
  const mail = await readMail(byLink.email, /\/vote\/[A-Za-z0-9_-]+/);
  const link = /https?:\/\/\S+\/vote\/[A-Za-z0-9_-]+/.exec(mail)?.[0] as string;
  const token = link.split("/vote/")[1] as string;
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: `Ballot: ${election.title}` })).toBeVisible();
  await expect(page.getByText("Choose up to 2 (0 chosen)")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("checkbox", { name: /Candidate Ashford/ }).check();
  await page.getByRole("checkbox", { name: /Candidate Bellamy/ }).check();
  await page.getByRole("checkbox", { name: /Candidate Carrow/ }).click();
  await expect(page.getByText("You can choose up to 2. Untick one first to choose another.")).toBeVisible();
  await page.getByText("Read the text").click();
  await expect(page.getByText("Article 4: the board meets four times a year.")).toBeVisible();
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByRole("button", { name: "Check my ballot" }).click();
  await expect(page.getByRole("heading", { name: "Check your ballot" })).toBeVisible();
  await expect(page.getByText("Candidate Ashford, Candidate Bellamy")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Cast ballot" }).click();
  await page
    .getByRole("dialog", { name: "Cast ballot?" })
    .getByRole("button", { name: "Cast ballot" })
    .click();
  await expect(page.getByText("Thank you: your ballot is cast")).toBeVisible();
  await expect(page.getByTestId("receipt")).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByText("You have voted")).toBeVisible();
  const again = await request.post(`/api/v1/ballots/${token}`, { data: { races: [], questions: [] } });
  expect(again.status()).toBe(409);

  // At a desk, signed in.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, signedIn.email);
  await page.goto(`/elections/${election.id}/vote`);
  await expect(page.getByRole("heading", { level: 1, name: `Ballot: ${election.title}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("checkbox", { name: /Candidate Carrow/ }).check();
  await page.getByRole("radio", { name: "No" }).check();
  await page.getByRole("button", { name: "Check my ballot" }).click();
  await page.getByRole("button", { name: "Cast ballot" }).click();
  await page
    .getByRole("dialog", { name: "Cast ballot?" })
    .getByRole("button", { name: "Cast ballot" })
    .click();
  await expect(page.getByText("Thank you: your ballot is cast")).toBeVisible();
  await expectAccessible(page);
  const second = await request.post(`/api/v1/elections/${election.id}/ballot`, {
    headers: { Authorization: signedIn.authorization },
    data: { races: [], questions: [] },
  });
  expect(second.status()).toBe(409);
});
