import {
  archiveMessages,
  type OfficeArchiveIssue,
  officeArchiveIssueSchema,
} from "@club/domain/archive.schema";
import { policyMessages } from "@club/domain/office-policies.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import {
  officePageFixture,
  officeSessionFixture,
  staffOfficePolicies,
} from "../../../test/office.fixture.ts";
import { officeArchiveIssueFixture } from "../../../test/office-archive.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { type StubReply, sentBody, stubApi } from "../../../test/stub-api.ts";
import { stubUploads } from "../../../test/stub-upload.ts";
import { OfficeArchivePage } from "./office-archive-page.tsx";

type Replies = Record<string, (init?: RequestInit) => StubReply | Promise<StubReply>>;

const listUrl = "/api/v1/office/archive/issues?page=1";
const spring = officeArchiveIssueFixture();
const reading = officeArchiveIssueFixture({
  id: 13,
  publication: "The Bulletin",
  title: "June 1971",
  volume: null,
  number: "6",
  issueDate: "1971-06-01",
  membersOnly: false,
  status: "processing",
  progress: { done: 12, total: 200 },
  ocrPages: 3,
  mentions: { pending: 0, confirmed: 0 },
});
const failed = officeArchiveIssueFixture({
  id: 14,
  title: "Winter 1969",
  status: "failed",
  progress: { done: 0, total: 0 },
  error: archiveMessages.readFailed,
});

function openArchive(
  replies: Replies = {},
  { path = "/office/archive", session = officeSessionFixture({ role: "office_staff" }) } = {},
) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: session }),
    [`GET ${listUrl}`]: () => ({ body: officePageFixture([spring, failed]) }),
    ...replies,
  });
  const app = renderWithApp(
    <>
      <Notifications />
      <OfficeArchivePage />
    </>,
    { path, route: "/office/archive" },
  );
  return { fetchMock, ...app };
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([path, init]) => (init?.method ?? "GET") === method && path === url);

const pdf = (name = "bulletin-1971-06.pdf", bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

async function fillFacts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("combobox", { name: /^Publication/ }), "The Bulletin");
  await user.type(screen.getByRole("textbox", { name: /^Title/ }), "June 1971");
  await user.type(screen.getByRole("textbox", { name: /^Number/ }), "6");
  await user.type(screen.getByLabelText(/^Issue date/), "1971-06-01");
}

describe("the office's publications archive: issues (issue 45)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(1280);
  });

  it("lists each issue with its facts, readers, status, OCR pages and mentions, and the way to open it", async () => {
    openArchive();
    expect(await screen.findByRole("heading", { level: 1, name: "Publications Archive" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Issues", selected: true })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Issues" });
    const row = within(table).getByRole("row", { name: /Spring 1968/ });
    for (const words of ["The Classic Car", "Vol. XVI, no. 1", "1968-03-01", "Members only", "Searchable"])
      expect(row.textContent).toContain(words);
    expect(row.textContent).toContain("2 waiting, 1 confirmed");
    expect(
      within(row).getByRole("link", { name: "Open The Classic Car, Spring 1968" }).getAttribute("href"),
    ).toBe("/my-profile/member-resources/archive/7/1");
    const broken = within(table).getByRole("row", { name: /Winter 1969/ });
    expect(broken.textContent).toContain("Could not be read");
    expect(broken.textContent).toContain(archiveMessages.readFailed);
    expect(within(broken).queryByRole("progressbar")).toBeNull();
  });

  it("shows the issues as cards on a phone", async () => {
    setScreenWidth(375);
    openArchive();
    const cards = await screen.findByRole("list", { name: "Issues" });
    const card = within(cards).getByRole("listitem", { name: "The Classic Car, Spring 1968" });
    expect(card.textContent).toContain("Vol. XVI, no. 1 · 1968-03-01 · Members only");
    expect(card.textContent).toContain("Mentions of cars: 2 waiting, 1 confirmed");
    expect(within(card).getByRole("button", { name: "Edit The Classic Car, Spring 1968" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Delete The Classic Car, Spring 1968" })).toBeTruthy();
  });

  it("says so when no issue has been uploaded, and why the list did not load", async () => {
    openArchive({ [`GET ${listUrl}`]: () => ({ body: officePageFixture([]) }) });
    expect(await screen.findByText("No issue has been uploaded yet.")).toBeTruthy();
  });

  it("says why the list did not load", async () => {
    openArchive({
      [`GET ${listUrl}`]: () => ({ status: 500, body: { errors: { base: ["Something went wrong"] } } }),
    });
    expect(await screen.findByText("Something went wrong")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("follows an issue's pages being read every 2 seconds, and stops once none is being read", async () => {
    const replies = [
      officePageFixture([reading, spring]),
      officePageFixture([{ ...reading, progress: { done: 150, total: 200 } }, spring]),
      officePageFixture([{ ...reading, status: "ready", progress: { done: 200, total: 200 } }, spring]),
    ];
    let asked = 0;
    const { fetchMock } = openArchive({
      [`GET ${listUrl}`]: () => ({ body: replies[Math.min(asked++, replies.length - 1)] }),
    });
    const first = await screen.findByRole("progressbar", { name: "12 of 200 pages read" });
    expect(first.getAttribute("aria-valuenow")).toBe("6");
    expect(screen.getByRole("row", { name: /June 1971/ }).textContent).toContain("Reading its pages");
    expect(
      await screen.findByRole("progressbar", { name: "150 of 200 pages read" }, { timeout: 4000 }),
    ).toBeTruthy();
    await waitFor(
      () => expect(screen.getByRole("row", { name: /June 1971/ }).textContent).toContain("Searchable"),
      {
        timeout: 4000,
      },
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    const calls = callsTo(fetchMock, "GET", listUrl).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(callsTo(fetchMock, "GET", listUrl)).toHaveLength(calls);
  }, 15_000);

  it("looks for cars on a read issue's pages again, following the matching until it is done", async () => {
    let matching = false;
    let asked = 0;
    const { fetchMock } = openArchive({
      [`GET ${listUrl}`]: () => {
        asked += 1;
        const findingCars = matching && asked < 4 ? { done: 0, total: 24 } : null;
        return { body: officePageFixture([{ ...spring, findingCars }, failed]) };
      },
      "POST /api/v1/office/archive/issues/7/find_cars": () => {
        matching = true;
        asked = 0;
        return { status: 202, body: { ...spring, findingCars: { done: 0, total: 24 } } };
      },
    });
    const row = await screen.findByRole("row", { name: /Spring 1968/ });
    expect(
      within(screen.getByRole("row", { name: /Winter 1969/ })).queryByRole("button", {
        name: /Find cars again/,
      }),
    ).toBeNull();
    await userEvent
      .setup()
      .click(within(row).getByRole("button", { name: "Find cars again on The Classic Car, Spring 1968" }));
    expect(callsTo(fetchMock, "POST", "/api/v1/office/archive/issues/7/find_cars")).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole("row", { name: /Spring 1968/ }).textContent).toContain(
        "Looking for cars: 0 of 24 pages",
      ),
    );
    expect(
      within(screen.getByRole("row", { name: /Spring 1968/ })).getByRole("button", {
        name: /Find cars again/,
      }),
    ).toHaveProperty("disabled", true);
    await waitFor(
      () =>
        expect(screen.getByRole("row", { name: /Spring 1968/ }).textContent).not.toContain(
          "Looking for cars",
        ),
      { timeout: 8000 },
    );
  }, 15_000);

  it("tells an account that may not keep the archive who can, without asking for it", async () => {
    const { fetchMock } = openArchive(
      {},
      {
        session: officeSessionFixture({
          role: "office_staff",
          policies: { ...staffOfficePolicies, manageArchive: false },
        }),
      },
    );
    expect(await screen.findByText(policyMessages.roleTooLow)).toBeTruthy();
    expect(callsTo(fetchMock, "GET", listUrl)).toHaveLength(0);
  });
});

describe("the upload of an issue (issue 45)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(1280);
  });

  it("asks for the facts and a PDF, says the file's limits, and is members only unless told", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploads = stubUploads();
    openArchive();
    const form = await screen.findByRole("form", { name: "Upload an issue" });
    const file = within(form).getByLabelText(/^The issue as a PDF/);
    expect(file.getAttribute("accept")).toContain("application/pdf");
    expect(form.textContent).toContain("A PDF of at most 50 MB and 400 pages.");
    expect(within(form).getByRole("switch", { name: /^Members only/ })).toHaveProperty("checked", true);
    // The publications of the issues listed are offered.
    await waitFor(() =>
      expect(
        [...form.querySelectorAll("datalist option")].map((option) => option.getAttribute("value")),
      ).toEqual(["The Classic Car"]),
    );

    await user.click(within(form).getByRole("button", { name: "Upload the issue" }));
    expect(await within(form).findByText(archiveMessages.publicationRequired)).toBeTruthy();
    expect(within(form).getByText(archiveMessages.titleRequired)).toBeTruthy();
    expect(within(form).getByText(archiveMessages.issueDateRequired)).toBeTruthy();
    expect(within(form).getByText(archiveMessages.fileRequired)).toBeTruthy();

    await user.upload(file, new File(["not a pdf"], "roster.csv", { type: "text/csv" }));
    await user.click(within(form).getByRole("button", { name: "Upload the issue" }));
    expect(await within(form).findByText(archiveMessages.notPdf)).toBeTruthy();

    await user.upload(file, pdf("huge.pdf", 51 * 1024 * 1024));
    await user.click(within(form).getByRole("button", { name: "Upload the issue" }));
    expect(await within(form).findByText(archiveMessages.tooLarge)).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it("sends the facts and the PDF, shows the upload's progress, and lists the issue queued", async () => {
    const user = userEvent.setup();
    const uploads = stubUploads();
    const queued = officeArchiveIssueSchema.parse({
      ...reading,
      status: "queued",
      progress: { done: 0, total: 0 },
      membersOnly: false,
    });
    let listed: OfficeArchiveIssue[] = [spring];
    openArchive({ [`GET ${listUrl}`]: () => ({ body: officePageFixture(listed) }) });
    const form = await screen.findByRole("form", { name: "Upload an issue" });
    await fillFacts(user);
    await user.click(within(form).getByRole("switch", { name: /^Members only/ }));
    await user.upload(within(form).getByLabelText(/^The issue as a PDF/), pdf("bulletin-1971-06.pdf", 4096));
    await user.click(within(form).getByRole("button", { name: "Upload the issue" }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const [sent] = uploads;
    if (!sent) throw new Error("no upload");
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe("/api/v1/office/archive/issues");
    expect(sent.headers.authorization).toBe("Bearer test-token");
    expect([...sent.body.keys()]).toEqual([
      "publication",
      "title",
      "volume",
      "number",
      "issue_date",
      "members_only",
      "file",
    ]);
    expect(sent.body.get("publication")).toBe("The Bulletin");
    expect(sent.body.get("volume")).toBe("");
    expect(sent.body.get("issue_date")).toBe("1971-06-01");
    expect(sent.body.get("members_only")).toBe("false");
    expect((sent.body.get("file") as File).name).toBe("bulletin-1971-06.pdf");

    sent.progress(12 * 1024 * 1024, 40 * 1024 * 1024);
    const bar = await screen.findByRole("progressbar", { name: "Uploading: 12.0 MB of 40.0 MB" });
    expect(bar.getAttribute("aria-valuenow")).toBe("30");
    sent.progress(40 * 1024 * 1024, 40 * 1024 * 1024);
    expect(await screen.findByText("Uploaded: the server is storing the file…")).toBeTruthy();

    listed = [queued, spring];
    sent.reply({ status: 202, body: queued });
    expect(await screen.findByText(/The Bulletin, June 1971 was uploaded/)).toBeTruthy();
    expect(await screen.findByRole("row", { name: /June 1971/ })).toBeTruthy();
    expect(screen.getByRole("row", { name: /June 1971/ }).textContent).toContain("Waiting to be read");
    // The form is ready for the next issue of the same publication.
    expect(screen.getByRole("textbox", { name: /^Title/ })).toHaveProperty("value", "");
    expect(screen.getByRole("combobox", { name: /^Publication/ })).toHaveProperty("value", "The Bulletin");
  });

  it("shows the server's refusal of the file under the file, and keeps the form as it was", async () => {
    const user = userEvent.setup();
    const uploads = stubUploads();
    openArchive();
    const form = await screen.findByRole("form", { name: "Upload an issue" });
    await fillFacts(user);
    await user.upload(within(form).getByLabelText(/^The issue as a PDF/), pdf());
    await user.click(within(form).getByRole("button", { name: "Upload the issue" }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]?.reply({ status: 422, body: { errors: { file: [archiveMessages.tooManyPages(512)] } } });

    const message = await within(form).findByText(archiveMessages.tooManyPages(512));
    const input = within(form).getByLabelText(/^The issue as a PDF/);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain(message.id);
    expect(screen.getByRole("textbox", { name: /^Title/ })).toHaveProperty("value", "June 1971");
    expect(screen.queryByRole("progressbar", { name: /Uploading/ })).toBeNull();
  });

  it("says a file the proxy refused as too large (413, no words of ours) under the file", async () => {
    const user = userEvent.setup();
    const uploads = stubUploads();
    openArchive();
    const form = await screen.findByRole("form", { name: "Upload an issue" });
    await fillFacts(user);
    await user.upload(within(form).getByLabelText(/^The issue as a PDF/), pdf());
    await user.click(within(form).getByRole("button", { name: "Upload the issue" }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]?.reply({ status: 413 });
    expect(await within(form).findByText(archiveMessages.tooLarge)).toBeTruthy();
    expect(within(form).queryByRole("alert")).toBeNull();
  });

  it("shows a fact the server refuses at its field", async () => {
    const user = userEvent.setup();
    const uploads = stubUploads();
    openArchive();
    const form = await screen.findByRole("form", { name: "Upload an issue" });
    await fillFacts(user);
    await user.upload(within(form).getByLabelText(/^The issue as a PDF/), pdf());
    await user.click(within(form).getByRole("button", { name: "Upload the issue" }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]?.reply({ status: 400, body: { errors: { issueDate: ["Use YYYY-MM-DD"] } } });
    expect(await within(form).findByText("Use YYYY-MM-DD")).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Issue date/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
  });
});

describe("an issue's edit and deletion (issue 45)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(1280);
  });

  it("corrects an issue's facts in a dialog", async () => {
    const user = userEvent.setup();
    const { fetchMock } = openArchive({
      "PATCH /api/v1/office/archive/issues/7": () => ({
        body: { ...spring, title: "Spring 1968 (corrected)", volume: null, membersOnly: false },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Edit The Classic Car, Spring 1968" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit The Classic Car, Spring 1968" });
    const title = within(dialog).getByRole("textbox", { name: /^Title/ });
    expect(title).toHaveProperty("value", "Spring 1968");
    expect(within(dialog).getByRole("textbox", { name: /^Volume/ })).toHaveProperty("value", "XVI");
    await user.clear(title);
    await user.click(within(dialog).getByRole("button", { name: "Save the issue" }));
    expect(await within(dialog).findByText(archiveMessages.titleRequired)).toBeTruthy();

    await user.type(title, "Spring 1968 (corrected)");
    // A volume left blank is sent blank (none, to the server), never null.
    await user.clear(within(dialog).getByRole("textbox", { name: /^Volume/ }));
    await user.click(within(dialog).getByRole("switch", { name: /^Members only/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save the issue" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [, init] = callsTo(fetchMock, "PATCH", "/api/v1/office/archive/issues/7")[0] ?? [];
    expect(sentBody(init)).toEqual({
      publication: "The Classic Car",
      title: "Spring 1968 (corrected)",
      volume: "",
      number: "1",
      issue_date: "1968-03-01",
      members_only: false,
    });
    expect(await screen.findByText("The Classic Car, Spring 1968 (corrected) was changed.")).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, "GET", listUrl).length).toBeGreaterThan(1));
  });

  it("asks before deleting an issue, naming it, and says why the server refused", async () => {
    const user = userEvent.setup();
    const { fetchMock } = openArchive({
      "DELETE /api/v1/office/archive/issues/7": () => ({
        status: 409,
        body: { errors: { base: [archiveMessages.historyPointsHere] } },
      }),
      "DELETE /api/v1/office/archive/issues/14": () => ({ status: 204 }),
    });
    await user.click(await screen.findByRole("button", { name: "Delete The Classic Car, Spring 1968" }));
    let dialog = await screen.findByRole("dialog", { name: "Delete this issue?" });
    expect(dialog.textContent).toContain("Delete The Classic Car, Spring 1968?");
    await user.click(within(dialog).getByRole("button", { name: "Delete the issue" }));
    expect(await within(dialog).findByText(archiveMessages.historyPointsHere)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Delete The Classic Car, Winter 1969" }));
    dialog = await screen.findByRole("dialog", { name: "Delete this issue?" });
    expect(within(dialog).queryByText(archiveMessages.historyPointsHere)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Delete the issue" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(fetchMock, "DELETE", "/api/v1/office/archive/issues/14")).toHaveLength(1);
    expect(
      await screen.findByText("The Classic Car, Winter 1969 was deleted from the archive."),
    ).toBeTruthy();
  });
});
