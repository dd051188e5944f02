import { expect, test } from "./fixtures.ts";
import { joinThroughApi } from "./fresh-member.ts";
import {
  addApprovedCar,
  carName,
  createPortalEvent,
  expectNoSidewaysScroll,
  registrationFor,
  uniqueTitle,
} from "./portal-event-steps.ts";
import { expectAccessible, signInAsOffice } from "./support.ts";

// Issue 28: the office at a portal event's gate, on a phone: a member's code typed in checks them in, once. The
// event and its member are the journey's own; the member registers through the API (a free event, confirmed at
// once: the registration and the payment have their journey in portal-events.spec.ts).

test("the office checks the member in on a phone-sized screen", async ({ page }) => {
  test.setTimeout(90_000);
  const member = await joinThroughApi(page.request, "check-in");
  const carId = await addApprovedCar(page.request, member);
  const event = await createPortalEvent(page.request, uniqueTitle("Gate Rally"), {
    capacity: 5,
    car_required: true,
  });
  const registered = await page.request.post(`/api/v1/events/${event.id}/registrations`, {
    headers: { Authorization: member.authorization },
    data: { vehicle_id: carId, guests: [{ first_name: "Walter", last_name: "Brandt" }] },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { status, checkInCode } = await registrationFor(page.request, member, event.id);
  expect(status).toBe("confirmed");
  const code = checkInCode as string;

  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsOffice(page);
  await page.goto(`/office/events/${event.id}/check-in`);
  await expect(page.getByRole("heading", { level: 1, name: "Check-in" })).toBeVisible();
  await expect(page.getByText(`${event.title}, ${event.days}`)).toBeVisible();
  const expected = page.getByRole("region", { name: /^Still expected/ });
  const checkedIn = page.getByRole("region", { name: /^Checked in/ });
  await expect(expected.getByRole("heading", { name: "Still expected (1)" })).toBeVisible();
  const expectedMember = expected.getByRole("listitem");
  await expect(expectedMember).toHaveCount(1);
  await expect(expectedMember.getByText("Carrington, Evelyn", { exact: true })).toBeVisible();
  await expect(expectedMember.getByText(`Member ${member.memberNo}, ${carName}, 1 guest`)).toBeVisible();
  await expect(checkedIn.getByText("Nobody has checked in yet.")).toBeVisible();
  const codeInput = page.getByRole("textbox", { name: "Code" });
  await expect(codeInput).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Typed as read out, in lower case: checked in, and the field is empty again for the next member.
  await codeInput.fill(code.toLowerCase());
  await expect(codeInput).toHaveValue(code);
  await codeInput.press("Enter");
  await expect(page.getByText(`Checked in: Evelyn Carrington, ${carName}, 1 guest`)).toBeVisible();
  await expect(codeInput).toHaveValue("");
  await expect(codeInput).toBeFocused();
  await expect(expected.getByRole("heading", { name: "Still expected (0)" })).toBeVisible();
  await expect(
    expected.getByText("Nobody else is expected: every confirmed registration has checked in."),
  ).toBeVisible();
  await expect(checkedIn.getByRole("heading", { name: "Checked in (1)" })).toBeVisible();
  const arrived = checkedIn.getByRole("listitem");
  await expect(arrived).toHaveCount(1);
  await expect(arrived.getByText("Carrington, Evelyn", { exact: true })).toBeVisible();
  await expect(
    arrived.getByText(`Member ${member.memberNo}, ${carName}, 1 guest, checked in `),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // The same code again says when it was used; a code of nobody's says so.
  await codeInput.fill(code);
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  // Issue 40: in the club's time zone (Central Time on the demo data), never UTC.
  await expect(
    page.getByText(/^Already checked in at \d{1,2}:\d{2}\s[AP]M Central Time on \d{4}-\d{2}-\d{2}$/),
  ).toBeVisible();
  await expect(checkedIn.getByRole("heading", { name: "Checked in (1)" })).toBeVisible();
  await expectAccessible(page);
  await codeInput.fill("ZZZZ2222");
  await codeInput.press("Enter");
  await expect(page.getByText("No registration of this event has this code")).toBeVisible();
  await expectNoSidewaysScroll(page);
});
