import type { Response } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { joinThroughApi } from "./fresh-member.ts";
import { putOnRoster, setUpJudging } from "./judging-steps.ts";
import {
  addApprovedCar,
  carName,
  createPortalEvent,
  registrationFor,
  uniqueTitle,
} from "./portal-event-steps.ts";
import { expectAccessible, signIn } from "./support.ts";

// Issue 29: show fields have poor signal. A judge opens the judging page once with a connection (the service worker
// then stores it on the phone), loses the signal, opens the page again and fills two sheets, and gets the signal
// back: both sheets reach the server, each once.

const phone = { width: 375, height: 800 };

test("a judge without signal opens the judging page, fills two sheets, and both are saved once back online", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const event = await createPortalEvent(page.request, uniqueTitle("Concours on the Green"), {
    capacity: 10,
    car_required: true,
  });
  const registrationIds: number[] = [];
  for (const tag of ["offline-owner-1", "offline-owner-2"]) {
    const owner = await joinThroughApi(page.request, tag);
    const registered = await page.request.post(`/api/v1/events/${event.id}/registrations`, {
      headers: { Authorization: owner.authorization },
      data: { vehicle_id: await addApprovedCar(page.request, owner) },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    registrationIds.push((await registrationFor(page.request, owner, event.id)).id);
  }
  const judge = await joinThroughApi(page.request, "offline-judge");
  const judgeIds = [await putOnRoster(page.request, judge.email)];
  const entryIds = await setUpJudging(page.request, event.id, { registrationIds, judgeIds });

  const sheetsSaved: Response[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "PUT" && response.url().includes("/api/v1/judging/sheets/"))
      sheetsSaved.push(response);
  });

  await page.setViewportSize(phone);
  await signIn(page, judge.email);
  await page.goto("/my-profile/judging");
  await expect(page.getByText("This page is stored on this phone")).toBeVisible({ timeout: 20_000 });

  // No signal: the page opens again from the phone, with both cars.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Judging" })).toBeVisible();
  const cars = page.getByRole("link", { name: `Score this car: ${carName}` });
  await expect(cars).toHaveCount(2);

  for (const paint of ["3", "7"]) {
    await cars.first().click();
    await page.getByRole("textbox", { name: "Paint" }).fill(paint);
    await page.getByRole("button", { name: "Save sheet" }).click();
    await expect(
      page.getByText("The sheet is saved on this phone and will be sent when there is a connection.").last(),
    ).toBeVisible();
  }
  await expect(page.getByText("Saved on this phone, not yet sent (2)")).toBeVisible();
  await expect(page.getByText("Saved on this phone, not yet sent", { exact: true })).toHaveCount(2);
  await expectAccessible(page);
  expect(sheetsSaved).toHaveLength(0);

  // The signal returns: both sheets go, and nothing waits on the phone any more.
  await context.setOffline(false);
  await expect(page.getByText(/not yet sent \(\d\)/)).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText("Saved", { exact: true })).toHaveCount(2);
  // What each save said offline is no longer true: its notice has closed.
  await expect(page.getByText(/will be sent when there is a connection/)).toHaveCount(0);
  expect(sheetsSaved.map((response) => response.status())).toEqual([200, 200]);
  const sentFor = sheetsSaved.map((response) => Number(new URL(response.url()).pathname.split("/").pop()));
  expect(sentFor.sort()).toEqual([...entryIds].sort());

  const assignments = await page.request.get("/api/v1/judging/assignments", {
    headers: { Authorization: judge.authorization },
  });
  const saved = (
    (await assignments.json()) as { sheet: { deductions: Record<string, number> } | null }[]
  ).map((assignment) => assignment.sheet?.deductions.Paint);
  expect(saved.sort()).toEqual([3, 7]);
});
