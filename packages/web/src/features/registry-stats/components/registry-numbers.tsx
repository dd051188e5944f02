import type { RegistryCounts, RegistryStats } from "@club/domain/registry-stats.schema";
import { Stack, Text } from "@mantine/core";
import { LazyBarChart } from "../../../components/dashboard/lazy-bar-chart.tsx";
import { DataTable } from "../../../components/data-table.tsx";

// Issue 27: the registry's numbers drawn, then the same numbers as a table. The chart is a picture for the eye
// (hidden from assistive technology); the sentence above it and the table are what a screen reader reads.

/** The bars a chart holds and stays readable on a phone; the table lists every row. */
const chartBars = 12;

interface NumbersRow extends RegistryCounts {
  key: string;
  /** What a bar of the chart is named: the make, or the model with its year. */
  label: string;
  /** The table's first columns for the row: the make; or the model, then the year. */
  names: string[];
}

const count = (value: number) => value.toLocaleString("en-US");

function rowsOf(stats: RegistryStats): NumbersRow[] {
  if (stats.models === null)
    return stats.makes.map((row) => ({
      ...row,
      key: String(row.makeId),
      label: row.make,
      names: [row.make],
    }));
  return stats.models.map((row) => ({
    ...row,
    key: `${row.model}\u0000${row.year}`,
    label: `${row.year} ${row.model}`,
    names: [row.model, String(row.year)],
  }));
}

export function RegistryNumbers({ stats }: { stats: RegistryStats }) {
  const rows = rowsOf(stats);
  const make = stats.models === null ? undefined : stats.makes[0]?.make;
  const headings = make === undefined ? ["Make"] : ["Model", "Year"];
  const what = make === undefined ? "makes" : "models";
  // The chart's bars: the rows with the most cars (the makes come so already; a make's models come A–Z).
  const charted = [...rows].sort((a, b) => b.cars - a.cars).slice(0, chartBars);
  const { totals } = stats;
  return (
    <Stack gap="md">
      <Text fw={600}>
        {`${count(totals.cars)} ${make === undefined ? "" : `${make} `}${totals.cars === 1 ? "car" : "cars"} ` +
          `in the registry, ${count(totals.withCurrentMembers)} of them with current members.`}
        {rows.length > chartBars
          ? ` The chart shows the ${chartBars} ${what} with the most cars; the table lists all ${count(rows.length)}.`
          : ""}
      </Text>
      <div aria-hidden="true">
        <LazyBarChart
          h={charted.length * 44 + 60}
          data={charted}
          dataKey="label"
          orientation="vertical"
          yAxisProps={{ width: 120 }}
          xAxisProps={{ allowDecimals: false }}
          series={[
            { name: "cars", label: "Cars", color: "blue.8" },
            { name: "withCurrentMembers", label: "With current members", color: "teal.8" },
          ]}
          withLegend
          withTooltip={false}
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <DataTable
        caption={make === undefined ? "Cars by make" : `${make} cars by model and year`}
        rows={rows}
        rowKey={(row) => row.key}
        // Narrower than this (a phone's screen less the page's margins), the table scrolls in its own box.
        minWidth={320}
        scrollRegion={make === undefined ? "Cars by make" : `${make} cars by model and year`}
        tableProps={{ captionSide: "top", maw: 720 }}
        columns={[
          ...headings.map((heading, index) => ({
            heading,
            rowHeader: index === 0,
            fw: 400,
            cell: (row: NumbersRow) => row.names[index],
          })),
          { heading: "Cars", align: "right", cell: (row) => count(row.cars) },
          {
            heading: "With current members",
            align: "right",
            cell: (row) => count(row.withCurrentMembers),
          },
        ]}
      />
    </Stack>
  );
}
