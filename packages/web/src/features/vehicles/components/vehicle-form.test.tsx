import { vehicleMessages } from "@club/domain/vehicle.schema";
import { registryMessages } from "@club/domain/vehicle-registry.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { makesFixture, packardFixture } from "../../../test/vehicle.fixture.ts";
import { VehicleForm } from "./vehicle-form.tsx";

const labels = [
  "Owned By",
  "Year",
  "Make",
  "Model",
  "Cylinders",
  "Body Style",
  "Coachbuilder",
  "Engine Number",
  "Body Number",
  "Serial Number",
  "Acquired From",
  "Date Acquired",
  "Sold To",
  "Date Sold",
  "Other Information",
  "Senior Category",
  "Senior Number",
  "New Coachwork",
  "Altered",
  "Authentic",
  "Location",
  "Photos",
  "Show the serial, engine and body numbers to other members",
];

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

/** The multipart body a stubbed call was sent with, text fields only. */
function sentFields(init?: RequestInit): Record<string, FormDataEntryValue[]> {
  const form = init?.body as FormData;
  const fields: Record<string, FormDataEntryValue[]> = {};
  for (const [name, value] of form.entries()) fields[name] = [...(fields[name] ?? []), value];
  return fields;
}

function renderForm(vehicle: typeof packardFixture | null, routes: Parameters<typeof stubApi>[0] = {}) {
  const onSaved = vi.fn();
  const fetchMock = stubApi({ "GET /api/v1/makes": () => ({ body: makesFixture }), ...routes });
  renderWithApp(
    <>
      <Notifications />
      <VehicleForm vehicle={vehicle} onSaved={onSaved} />
    </>,
    { path: "/my-profile/my-vehicles" },
  );
  return { onSaved, fetchMock };
}

describe("vehicle form (spec §3, §4, §5)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("adds a vehicle with every field labelled and the senior fields open", async () => {
    renderForm(null);
    expect(screen.getByRole("heading", { level: 2, name: "Add a Vehicle" })).toBeTruthy();
    for (const label of labels) expect(field(label), label).toBeTruthy();
    expect(screen.queryByLabelText(/^Previously Approved/)).toBeNull();
    expect(field("Senior Category").disabled).toBe(false);
    expect(field("Senior Number").disabled).toBe(false);
    await screen.findByRole("option", { name: "Packard" });
    expect(screen.getAllByRole("option", { name: /^19\d\d$/ }).map((option) => option.textContent)).toEqual(
      Array.from({ length: 36 }, (_, i) => String(1914 + i)),
    );
  });

  it("shows the Authentic message once the box is touched, not before", async () => {
    const user = userEvent.setup();
    renderForm(null);
    expect(screen.queryByText(vehicleMessages.authenticRequired)).toBeNull();
    expect(screen.queryByText(vehicleMessages.modelRequired)).toBeNull();
    await user.click(field("Authentic"));
    await user.click(field("Authentic"));
    await user.tab();
    expect(await screen.findByText(vehicleMessages.authenticRequired)).toBeTruthy();
    // Untouched fields stay quiet.
    expect(screen.queryByText(vehicleMessages.modelRequired)).toBeNull();
    await user.click(field("Authentic"));
    await waitFor(() => expect(screen.queryByText(vehicleMessages.authenticRequired)).toBeNull());
  });

  it("shows a required field's message once that field is touched, and every one after a submit", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderForm(null);
    const required = [
      vehicleMessages.ownedByRequired,
      vehicleMessages.yearRequired,
      vehicleMessages.makeRequired,
      vehicleMessages.modelRequired,
      vehicleMessages.cylindersRequired,
      vehicleMessages.authenticRequired,
    ];
    const shown = () => required.filter((message) => screen.queryByText(message) !== null);
    await screen.findByRole("option", { name: "Packard" });
    expect(shown()).toEqual([]);

    // Leaving a field marks it touched, so the heading takes the focus rather than the next field.
    const leave = () => user.click(screen.getByRole("heading", { level: 2, name: "Add a Vehicle" }));
    await user.type(field("Model"), "Twin Six");
    await leave();
    expect(shown()).toEqual([]);
    await user.clear(field("Model"));
    await leave();
    expect(await screen.findByText(vehicleMessages.modelRequired)).toBeTruthy();
    expect(shown()).toEqual([vehicleMessages.modelRequired]);

    await user.click(screen.getByRole("button", { name: "Add Vehicle" }));
    await waitFor(() => expect(shown()).toEqual(required));
    expect(fetchMock.mock.calls.some(([, call]) => call?.method === "POST")).toBe(false);
  });

  it("posts a new car as multipart and refuses a photo of the wrong type", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { onSaved, fetchMock } = renderForm(null, {
      "POST /api/v1/vehicles": () => ({ status: 201, body: packardFixture }),
    });
    await screen.findByRole("option", { name: "Packard" });
    await user.selectOptions(field("Owned By"), "Associate");
    await user.selectOptions(field("Year"), "1931");
    await user.selectOptions(field("Make"), "Packard");
    await user.type(field("Model"), "Twin Six");
    await user.selectOptions(field("Cylinders"), "12");
    await user.type(field("Coachbuilder"), "Dietrich");
    await user.click(field("Authentic"));
    await user.upload(field("Photos"), [
      new File(["png"], "front.png", { type: "image/png" }),
      new File(["gif"], "sketch.gif", { type: "image/gif" }),
    ]);
    expect(await screen.findByText(`sketch.gif: ${vehicleMessages.imageType}`)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add Vehicle" }));

    expect(await screen.findByText(vehicleMessages.created)).toBeTruthy();
    expect(onSaved).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === "POST") ?? [];
    expect(new Headers(init?.headers).has("Content-Type")).toBe(false);
    const sent = sentFields(init);
    expect(sent.owned_by_associate).toEqual(["true"]);
    expect(sent.year).toEqual(["1931"]);
    expect(sent.make_id).toEqual(["9"]);
    expect(sent.number_of_cylinders).toEqual(["12"]);
    expect(sent.body_maker).toEqual(["Dietrich"]);
    expect(sent.authentic).toEqual(["true"]);
    expect(sent.senior_category).toEqual(["None"]);
    expect(sent.photos?.map((photo) => (photo as File).name)).toEqual(["front.png"]);
  });

  it("modifies a car with the senior fields disabled but sent, keeping the photos not removed", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderForm(
      { ...packardFixture, images: [...packardFixture.images, { id: 42, url: "/b", thumbnailUrl: "/b-t" }] },
      { "PUT /api/v1/vehicles/3": () => ({ body: packardFixture }) },
    );
    expect(screen.getByRole("heading", { level: 2, name: "Modify Vehicle" })).toBeTruthy();
    expect(field("Senior Category").disabled).toBe(true);
    expect(field("Senior Category").value).toBe("Senior");
    expect(field("Senior Number").disabled).toBe(true);
    expect(field("Senior Number").value).toBe("4471");
    expect(field("Previously Approved").checked).toBe(true);
    expect(field("Previously Approved").disabled).toBe(true);
    await screen.findByRole("option", { name: "Packard" });
    expect(field("Make").value).toBe("9");

    await user.click(screen.getByRole("button", { name: "Remove photo 1" }));
    await user.clear(field("Location"));
    await user.type(field("Location"), "Evanston");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText(vehicleMessages.updated)).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === "PUT") ?? [];
    const sent = sentFields(init);
    expect(sent.senior_category).toEqual(["Senior"]);
    expect(sent.senior_number).toEqual(["4471"]);
    expect(sent.location).toEqual(["Evanston"]);
    expect(sent.images).toEqual(["42"]);
  });

  it("takes only the photos that fit the car's limit (10) and says why the others were left out", async () => {
    const user = userEvent.setup();
    const nine = Array.from({ length: 9 }, (_, index) => ({
      id: 50 + index,
      url: `/p${index}`,
      thumbnailUrl: `/p${index}-t`,
    }));
    const { fetchMock } = renderForm(
      { ...packardFixture, images: nine },
      { "PUT /api/v1/vehicles/3": () => ({ body: packardFixture }) },
    );
    expect(screen.getByText("PNG or JPEG files, 5 MB or smaller each, 10 at most")).toBeTruthy();
    await user.upload(field("Photos"), [
      new File(["a"], "front.png", { type: "image/png" }),
      new File(["b"], "rear.png", { type: "image/png" }),
    ]);
    expect(await screen.findByText(vehicleMessages.tooManyPhotos(10))).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Remove photo/ })).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, call]) => call?.method === "PUT")).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === "PUT") ?? [];
    const sent = sentFields(init);
    expect(sent.images).toHaveLength(9);
    expect(sent.photos?.map((photo) => (photo as File).name)).toEqual(["front.png"]);
  });

  it("lists the server's errors with the form's labels and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderForm(packardFixture, {
      "PUT /api/v1/vehicles/3": () => ({
        status: 422,
        body: { errors: { bodyMaker: ["is too long"], images: [vehicleMessages.imageType] } },
      }),
    });
    await screen.findByRole("option", { name: "Packard" });
    await user.clear(field("Coachbuilder"));
    await user.type(field("Coachbuilder"), "Murphy");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Coachbuilder: is too long")).toBeTruthy();
    expect(screen.getByText(`Photos: ${vehicleMessages.imageType}`)).toBeTruthy();
    expect(field("Coachbuilder").value).toBe("Murphy");
  });

  it("shows the numbers to other members only when the box is ticked (issue 27)", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderForm(packardFixture, {
      "PUT /api/v1/vehicles/3": () => ({ body: { ...packardFixture, showNumbers: true } }),
    });
    const box = field("Show the serial, engine and body numbers to other members");
    expect(box.checked).toBe(false);
    await user.click(box);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText(vehicleMessages.updated)).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === "PUT") ?? [];
    expect(sentFields(init).show_numbers).toEqual(["true"]);
  });

  it("says at its field that a serial number is another car's, keeps what was typed and offers a claim (issue 27)", async () => {
    const user = userEvent.setup();
    const duplicate = registryMessages.duplicateIdentity("serial", true);
    const { fetchMock } = renderForm(null, {
      "POST /api/v1/vehicles": () => ({
        status: 409,
        body: {
          errors: { serialNumber: [duplicate] },
          existing: { id: 31, claimPath: "/api/v1/vehicles/31/claims" },
        },
      }),
      "POST /api/v1/vehicles/31/claims": () => ({
        status: 201,
        body: {
          id: 5,
          vehicleId: 31,
          car: "1931 Duesenberg Model J",
          note: "Mine since 1998.",
          status: "pending",
          reason: null,
          documents: [],
          createdAt: "2026-11-27T09:00:00.000Z",
          decidedAt: null,
        },
      }),
    });
    expect(screen.queryByRole("button", { name: "Claim this car" })).toBeNull();
    await screen.findByRole("option", { name: "Packard" });
    await user.selectOptions(field("Owned By"), "Member");
    await user.selectOptions(field("Year"), "1931");
    await user.selectOptions(field("Make"), "Packard");
    await user.type(field("Model"), "Model J");
    await user.selectOptions(field("Cylinders"), "8");
    await user.type(field("Serial Number"), "2405");
    await user.click(field("Authentic"));
    await user.click(screen.getByRole("button", { name: "Add Vehicle" }));

    const serial = field("Serial Number");
    await waitFor(() => expect(serial.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(serial.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      duplicate,
    );
    expect(document.activeElement).toBe(serial);
    expect(serial.value).toBe("2405");
    expect(field("Model").value).toBe("Model J");
    // Said once, at the field: not again in the list of errors above the buttons.
    expect(screen.getAllByText(duplicate)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Claim this car" }));
    const dialog = await screen.findByRole("dialog", { name: "Claim this car" });
    expect(within(dialog).getByText(/why this car is yours/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Why is this car yours/), "Mine since 1998.");
    await user.click(within(dialog).getByRole("button", { name: "Send the claim" }));
    expect(await screen.findByText("Your claim was sent to the club office")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Claim this car" })).toBeNull());
    // The claim's own submit did not send the car's form again.
    expect(
      fetchMock.mock.calls.filter(([url, call]) => url === "/api/v1/vehicles" && call?.method === "POST"),
    ).toHaveLength(1);
    expect(field("Model").value).toBe("Model J");
  });

  it("offers no claim to a member not in good standing: the refusal stays at its field (issue 39)", async () => {
    const user = userEvent.setup();
    const duplicate = registryMessages.duplicateIdentity("serial", false);
    renderForm(null, {
      "POST /api/v1/vehicles": () => ({ status: 409, body: { errors: { serialNumber: [duplicate] } } }),
    });
    await screen.findByRole("option", { name: "Packard" });
    await user.selectOptions(field("Owned By"), "Member");
    await user.selectOptions(field("Year"), "1931");
    await user.selectOptions(field("Make"), "Packard");
    await user.type(field("Model"), "Model J");
    await user.selectOptions(field("Cylinders"), "8");
    await user.type(field("Serial Number"), "2405");
    await user.click(field("Authentic"));
    await user.click(screen.getByRole("button", { name: "Add Vehicle" }));

    const serial = field("Serial Number");
    await waitFor(() => expect(serial.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(duplicate)).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Claim this car" })).toBeNull();
  });
});
