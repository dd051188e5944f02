import { Button } from "@mantine/core";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render-with-app.tsx";
import { setScreenWidth } from "../test/screen-width.ts";
import { InvoiceTable } from "./invoice-table.tsx";

const items = [
  { description: "Active Member (USA)", amount: 8000 },
  { description: "Associate Member (USA) (yearly)", amount: 1500 },
];

function renderTable() {
  renderWithApp(
    <InvoiceTable
      items={items}
      fee={285}
      total={9785}
      withHeader
      rowActions={{
        label: "Changes",
        render: (item) => <Button aria-label={`Remove ${item.description}`}>Remove</Button>,
      }}
    />,
  );
}

const cellOf = (name: string) => screen.getByRole("button", { name }).closest("td") as HTMLElement;

describe("invoice table", () => {
  it("gives the actions a column of their own on a wide screen", () => {
    setScreenWidth(1280);
    renderTable();
    expect(screen.getAllByRole("columnheader").map((heading) => heading.textContent)).toEqual([
      "Item",
      "Amount",
      "Changes",
    ]);
    expect(cellOf("Remove Active Member (USA)").textContent).toBe("Remove");
  });

  it("puts each action below its item's name on a phone, the amount beside the name", () => {
    setScreenWidth(375);
    renderTable();
    expect(screen.getAllByRole("columnheader").map((heading) => heading.textContent)).toEqual([
      "Item",
      "Amount",
    ]);
    const cell = cellOf("Remove Associate Member (USA) (yearly)");
    expect(within(cell).getByText("Associate Member (USA) (yearly)")).toBeTruthy();
    expect(cell.nextElementSibling?.textContent).toBe("$15.00");
    expect(screen.getByRole("row", { name: /^Total/ }).children).toHaveLength(2);
  });
});
