import { Text } from "@mantine/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { listCardsQuery } from "../lib/media-queries.ts";
import { renderWithApp } from "../test/render-with-app.tsx";
import { setScreenWidth } from "../test/screen-width.ts";
import { type DataColumn, DataTable, type SortOrder } from "./data-table.tsx";

interface Car {
  id: number;
  model: string;
  year: number;
}

const cars: Car[] = [
  { id: 1, model: "Model J", year: 1931 },
  { id: 2, model: "Phantom II", year: 1929 },
];

type CarSort = "model" | "year";

const columns: DataColumn<Car, CarSort>[] = [
  { heading: "Model", sortKey: "model", rowHeader: true, cell: (car) => car.model },
  { heading: "Year", sortKey: "year", align: "right", cell: (car) => car.year },
  {
    heading: "Actions",
    headingHidden: true,
    cell: (car) => <button type="button">{`Open ${car.model}`}</button>,
  },
];

/** A table sorted as a page sorts it: a heading sets its key ascending, or reverses it when already so. */
function SortedCars({ rows = cars }: { rows?: Car[] }) {
  const [sort, setSort] = useState<{ by: CarSort | undefined; order: SortOrder }>({
    by: "model",
    order: "asc",
  });
  return (
    <DataTable<Car, CarSort>
      label="Cars"
      rows={rows}
      rowKey={(car) => car.id}
      columns={columns}
      empty="No cars yet."
      minWidth={600}
      sort={{
        ...sort,
        onSort: (key) =>
          setSort({ by: key, order: sort.by === key && sort.order === "asc" ? "desc" : "asc" }),
      }}
      cards={{
        when: listCardsQuery,
        label: "Cars",
        render: (car) => (
          <>
            <Text fw={700}>{car.model}</Text>
            <Text>{`Year: ${car.year}`}</Text>
          </>
        ),
      }}
    />
  );
}

describe("data table (issue 26)", () => {
  it("declares each column once: its heading, its cells, the row's header, a hidden heading for buttons", () => {
    setScreenWidth(1280);
    renderWithApp(<SortedCars />);
    const table = screen.getByRole("table", { name: "Cars" });
    const headings = within(table).getAllByRole("columnheader");
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Model\u00a0↑",
      "Year\u00a0↕",
      "Actions",
    ]);
    expect(within(table).getByRole("rowheader", { name: "Phantom II" })).toBeTruthy();
    expect(within(table).getByRole("button", { name: "Open Model J" })).toBeTruthy();
    expect(within(table).getByRole("cell", { name: "1931" }).style.textAlign).toBe("right");
  });

  it("says a sorted column's order with aria-sort, and a heading's button sorts, then reverses", async () => {
    setScreenWidth(1280);
    renderWithApp(<SortedCars />);
    const model = () => screen.getByRole("columnheader", { name: /^Model/ });
    const year = () => screen.getByRole("columnheader", { name: /^Year/ });
    expect(model().getAttribute("aria-sort")).toBe("ascending");
    expect(year().hasAttribute("aria-sort")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Year" }));
    expect(year().getAttribute("aria-sort")).toBe("ascending");
    expect(model().hasAttribute("aria-sort")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Year" }));
    expect(year().getAttribute("aria-sort")).toBe("descending");
    // The arrow is for the eye: the button's name is the heading alone.
    expect(year().textContent).toBe("Year\u00a0↓");
  });

  it("shows the list's own sentence instead of an empty table", () => {
    setScreenWidth(1280);
    renderWithApp(<SortedCars rows={[]} />);
    expect(screen.getByText("No cars yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("keeps a later page's empty table and its pager when the list is counted over every page", () => {
    setScreenWidth(1280);
    renderWithApp(
      <DataTable<Car>
        label="Cars"
        rows={[]}
        rowKey={(car) => car.id}
        columns={columns}
        empty="No cars yet."
        total={30}
        pager={<p>Showing 31–30 of 30</p>}
      />,
    );
    expect(screen.queryByText("No cars yet.")).toBeNull();
    expect(screen.getByRole("table", { name: "Cars" })).toBeTruthy();
    expect(screen.getByText("Showing 31–30 of 30")).toBeTruthy();
  });

  it("becomes a list of cards on a phone, each with the row's content and buttons, and no table", () => {
    setScreenWidth(375);
    renderWithApp(<SortedCars />);
    expect(screen.queryByRole("table")).toBeNull();
    const list = screen.getByRole("list", { name: "Cars" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByText("Year: 1929")).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText("Model J")).toBeTruthy();
  });

  it("stays a table on a narrow screen when the list has no cards: it scrolls in its own box", () => {
    setScreenWidth(375);
    renderWithApp(
      <DataTable<Car> label="Cars" rows={cars} rowKey={(car) => car.id} columns={columns} minWidth={600} />,
    );
    const table = screen.getByRole("table", { name: "Cars" });
    expect(table.closest(".mantine-ScrollArea-root")).not.toBeNull();
  });
});
