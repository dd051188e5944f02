import type { BarChartProps } from "@mantine/charts";
import { Box } from "@mantine/core";
import { type ComponentType, lazy, Suspense } from "react";

// Issue 25: the chart library stays out of the files every page shares; a dashboard shows its totals and tables
// at once and each chart when its code has come. A chart whose code cannot be fetched leaves its space empty:
// the table beside it holds the same numbers.
const BarChart = lazy<ComponentType<BarChartProps>>(() =>
  import("./bar-chart.tsx").then(
    (module) => ({ default: module.BarChart }),
    () => ({ default: ChartSpace }),
  ),
);

/** The space a chart takes, so the page does not move when it is drawn. */
function ChartSpace({ h }: Pick<BarChartProps, "h">) {
  return <Box h={h} data-chart-placeholder />;
}

export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<ChartSpace h={props.h} />}>
      <BarChart {...props} />
    </Suspense>
  );
}
