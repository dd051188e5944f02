import { expect, test } from "./fixtures.ts";
import { joinThroughApi } from "./fresh-member.ts";
import { expectAccessible, signIn, signInAsOffice } from "./support.ts";

// Issue 27's other pages, each checked with axe at both widths: the Full Classic list and the registry in numbers a
// member reads, and the office's list and claims queue. A member claims another member's car (its serial number
// answered 409) with a paper; the office rejects the claim with a reason, which the claimant then reads.

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

for (const width of [375, 1280]) {
  test(`at ${width}px the Full Classic list, the registry in numbers, and a claim the office rejects`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const owner = await joinThroughApi(page.request, `owner${width}`);
    const claimant = await joinThroughApi(page.request, `claimant${width}`);
    const makes = (await (await page.request.get("/api/v1/makes")).json()) as { id: number; name: string }[];
    const serial = `CLAIM-${width}-${Date.now()}`;
    const registered = await page.request.post("/api/v1/vehicles", {
      headers: { Authorization: owner.authorization },
      multipart: {
        owned_by_associate: "false",
        year: "1937",
        make_id: String(makes.find((make) => make.name === "Cord")?.id),
        model: "812 Phaeton",
        number_of_cylinders: "8",
        serial_number: serial,
        senior_category: "None",
        authentic: "true",
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const claimed = await page.request.post(`/api/v1/vehicles/${(await registered.json()).id}/claims`, {
      headers: { Authorization: claimant.authorization },
      multipart: {
        note: "Bought at auction in 2001; the bill of sale is attached.",
        documents: { name: "bill-of-sale.pdf", mimeType: "application/pdf", buffer: pdf },
      },
    });
    expect(claimed.status(), await claimed.text()).toBe(201);

    await page.setViewportSize({ width, height: 900 });
    await signIn(page, claimant.email);
    await page.goto("/my-profile/full-classic-list");
    await expect(page.getByRole("heading", { name: "Full Classic List", level: 1 })).toBeVisible();
    // The demo list's Cadillac entry, in the table on a desktop or its card on a phone.
    await expect(page.locator(':text("From 1936 the larger series") >> visible=true').first()).toBeVisible();
    await expectAccessible(page);
    await page.goto("/my-profile/registry");
    await expect(page.getByRole("heading", { name: "The Registry in Numbers", level: 1 })).toBeVisible();
    await expect(page.getByRole("table").first()).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const office = await browser.newContext({ viewport: { width, height: 900 } });
    const desk = await office.newPage();
    await signInAsOffice(desk);
    await desk.goto("/office/classics");
    await expect(desk.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(desk);
    await desk.goto("/office/vehicle-claims");
    await expect(desk.getByRole("heading", { name: "Car Claims", level: 1 })).toBeVisible();
    const claim = desk.getByRole("listitem", { name: "1937 Cord 812 Phaeton" }).filter({ hasText: serial });
    await expect(claim.getByRole("link", { name: /bill-of-sale\.pdf/ })).toBeVisible();
    await expectAccessible(desk);
    await claim.getByRole("button", { name: "Reject the claim on the 1937 Cord 812 Phaeton" }).click();
    const dialog = desk.getByRole("dialog", { name: "Reject this claim?" });
    await dialog.getByLabel(/^Reason/).fill("The bill of sale names another car");
    await expectAccessible(desk);
    await dialog.getByRole("button", { name: "Reject claim" }).click();
    await expect(dialog).toBeHidden();
    await office.close();

    await page.goto("/my-profile/my-vehicles");
    await expect(page.getByText("The bill of sale names another car")).toBeVisible();
    await expectAccessible(page);

    // Issue 40: the registry's 409 alert (a car with a serial number already in the registry) was #e67700 on
    // #fff3bf, 2.7:1; every alert colour now passes axe's contrast check, this one at both widths.
    // From 1200px the form sits beside the list; narrower, a button opens it.
    if (width < 1200) await page.getByRole("button", { name: "+ Add a Vehicle" }).click();
    const form = page.getByRole("form", { name: "Add a Vehicle" });
    await form.getByLabel(/^Owned By/).selectOption({ label: "Member" });
    await form.getByLabel(/^Year/).selectOption("1937");
    await form.getByLabel(/^Make/).selectOption({ label: "Cord" });
    await form.getByLabel(/^Model/).fill("812 Phaeton");
    await form.getByLabel(/^Cylinders/).selectOption("8");
    await form.getByLabel(/^Serial Number/).fill(serial);
    await form.getByLabel(/^Authentic/).check();
    await form.getByRole("button", { name: "Add Vehicle" }).click();
    await expect(form.getByText("This car may already be in the club's registry")).toBeVisible();
    await expectAccessible(page);
  });
}
