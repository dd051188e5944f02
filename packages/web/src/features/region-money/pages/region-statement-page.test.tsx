import type { RegionStatement } from "@club/domain/region-money.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { RegionStatementPage } from "./region-statement-page.tsx";

// Issue 42: a region's statement for the office and the region's treasurer; remittances for the national treasurer.

const statement: RegionStatement = {
  region: { code: "GI", name: "Greater Illinois Region" },
  from: "2027-01-01",
  to: "2027-06-15",
  openingBalance: 10_000,
  collected: 5000,
  fees: 150,
  refunded: 1183,
  remitted: 2500,
  owed: 11_467,
  lines: [
    {
      at: "2027-03-02T15:00:00.000Z",
      kind: "collected",
      orderId: "ORDER-1",
      invoiceKind: "join",
      memberName: "Harriet Benton",
      memberNo: 5012,
      amount: 5000,
    },
    {
      at: "2027-03-04T15:00:00.000Z",
      kind: "refunded",
      orderId: "ORDER-1",
      invoiceKind: "join",
      memberName: "A club member",
      memberNo: null,
      amount: -1183,
    },
  ],
  linesTotal: 2,
  page: 1,
  pageSize: 100,
  remittances: [
    { id: 1, sentOn: "2027-04-01", amount: 2500, reference: "Cheque 1042", recordedBy: "Olive Office" },
  ],
  today: "2027-06-15",
  mayRecordRemittance: true,
};

const statementUrl = (from: string, to: string) =>
  `GET /api/v1/office/regions/GI/statement?from=${from}&to=${to}&page=1`;

function renderPage(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(routes);
  renderWithApp(<RegionStatementPage />, {
    path: "/office/regions/gi/statement",
    route: "/office/regions/:code/statement",
  });
  return fetchMock;
}

describe("a region's statement (issue 42)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(1280);
    // The year so far, in the club's days (Chicago's, the fixture's): 2027-01-01 to 2027-06-15.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-06-15T17:00:00Z") });
  });
  afterEach(() => vi.useRealTimers());

  it("asks for the year so far, and shows the figures, the lines and the remittances", async () => {
    renderPage({ [statementUrl("2027-01-01", "2027-06-15")]: () => ({ body: statement }) });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Statement: Greater Illinois Region" }),
    ).toBeTruthy();
    const figures = screen.getByRole("table", { name: "The statement's figures" });
    expect(
      within(figures)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "Owed on January 1, 2027$100.00",
      "Collected$50.00",
      "Convenience fees$1.50",
      "Refunded-$11.83",
      "Remitted-$25.00",
      "Owed at the end of June 15, 2027$114.67",
    ]);
    const lines = screen.getByRole("table", { name: "The region's money, line by line" });
    expect(within(lines).getByText("Harriet Benton (5012)")).toBeTruthy();
    expect(within(lines).getByText("A club member")).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Remittances" })).getByText("Cheque 1042")).toBeTruthy();
  });

  it("records a remittance in dollars and reads the statement again", async () => {
    let reads = 0;
    const fetchMock = renderPage({
      [statementUrl("2027-01-01", "2027-06-15")]: () => {
        reads += 1;
        return { body: statement };
      },
      "POST /api/v1/office/regions/GI/remittances": () => ({
        status: 201,
        body: {
          id: 2,
          sentOn: "2027-06-15",
          amount: 1250,
          reference: "Transfer 7",
          recordedBy: "Olive Office",
        },
      }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Record a remittance" });
    await user.type(within(form).getByLabelText(/Amount/), "12.50");
    await user.type(within(form).getByLabelText(/Reference/), "Transfer 7");
    await user.click(within(form).getByRole("button", { name: "Record the remittance" }));
    expect(
      await screen.findByText("Recorded: $12.50 sent to the Greater Illinois Region (Transfer 7)."),
    ).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === "POST") ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      amount: 1250,
      sent_on: "2027-06-15",
      reference: "Transfer 7",
    });
    await waitFor(() => expect(reads).toBe(2));
  });

  it("says who may read it when the server refuses", async () => {
    renderPage({
      [statementUrl("2027-01-01", "2027-06-15")]: () => ({
        status: 403,
        body: { errors: { base: ["Forbidden"] } },
      }),
    });
    expect(
      await screen.findByText("Only the office and the region's treasurer read its statement."),
    ).toBeTruthy();
  });
});
