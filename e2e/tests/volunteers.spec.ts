import { expect, test } from "./fixtures.ts";
import { joinThroughApi } from "./fresh-member.ts";
import { createPortalEvent, expectNoSidewaysScroll, uniqueTitle } from "./portal-event-steps.ts";
import { expectAccessible, signIn, signInAsOffice } from "./support.ts";

// Issue 46: a meet's volunteers beside its judges. The office opens a role on the meet's judging page (at a desk,
// then on a phone), and a member signs up for it on My Events on their phone, then thinks again about withdrawing.
// The meet and the member are the journey's own.

const phone = { width: 375, height: 800 };
const desk = { width: 1280, height: 900 };

test("the office adds a volunteer role to a meet, and a member signs up for it on their phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const event = await createPortalEvent(page.request, uniqueTitle("Spring Meet"), { capacity: 40 });
  const member = await joinThroughApi(page.request, "volunteer");

  await page.setViewportSize(desk);
  await signInAsOffice(page);
  await page.goto(`/office/events/${event.id}/judging`);
  const section = page.getByRole("region", { name: "Volunteers" });
  await expect(section.getByText(/^No volunteer roles yet/)).toBeVisible();
  await section.getByRole("button", { name: "Add a role" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a volunteer role" });
  await dialog.getByRole("button", { name: "Save the role" }).click();
  await expect(dialog.getByText("Each role needs a title (80 characters at most)")).toBeVisible();
  await dialog.getByLabel(/^Role/).fill("Marshal");
  await dialog.getByLabel(/^Places/).fill("2");
  await dialog.getByLabel(/^When/).fill("Saturday, 7:30 to 10 a.m.");
  await dialog.getByLabel("What the volunteer does").fill("Parks the cars on the show field.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Save the role" }).click();
  await expect(dialog).toBeHidden();
  const role = section.getByRole("article", { name: "Marshal" });
  await expect(role.getByText("0 of 2 places taken")).toBeVisible();
  await expect(role.getByText("Nobody has signed up yet.")).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(phone);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  const memberContext = await browser.newContext({ viewport: phone });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.email);
  await memberPage.goto("/my-profile/my-events");
  const meet = memberPage
    .getByRole("region", { name: "Volunteer at a meet" })
    .getByRole("article", { name: event.title });
  await expect(meet.getByText("2 places left")).toBeVisible();
  await expect(meet.getByText("When: Saturday, 7:30 to 10 a.m.")).toBeVisible();
  await meet.getByRole("button", { name: `Sign up as Marshal at ${event.title}` }).click();
  await expect(meet.getByText("You are volunteering")).toBeVisible();
  await expect(meet.getByText("1 place left")).toBeVisible();
  await expectNoSidewaysScroll(memberPage);
  await expectAccessible(memberPage);

  // Withdrawing is asked first; keeping the place changes nothing.
  await meet.getByRole("button", { name: `Withdraw as Marshal at ${event.title}` }).click();
  const question = memberPage.getByRole("dialog", { name: "Withdraw from volunteering?" });
  await expect(question.getByText(/^You will no longer volunteer as Marshal/)).toBeVisible();
  await expectAccessible(memberPage);
  await question.getByRole("button", { name: "Keep my place" }).click();
  await expect(question).toBeHidden();
  await expect(meet.getByText("You are volunteering")).toBeVisible();
  await memberPage.setViewportSize(desk);
  await expectAccessible(memberPage);
  await memberContext.close();

  // The office's roster names the volunteer, with their e-mail.
  await page.setViewportSize(desk);
  await page.reload();
  await expect(role.getByText("1 of 2 places taken")).toBeVisible();
  await expect(role.getByRole("link", { name: member.email })).toBeVisible();
});
