import type { BarChartProps } from "@mantine/charts";
import { Box } from "@mantine/core";
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import { whenIdle } from "../../lib/when-idle.ts";

// Issue 25: the chart library stays out of the files every page shares; a dashboard shows its totals and tables
// at once and each chart when its code has come and its space comes near the screen (drawing six charts at once
// held a phone's main thread for more than a second). A chart whose code cannot be fetched leaves its space
// empty: the table beside it holds the same numbers.
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

/**
 * True once the element has come within a screen's half of the viewport and the browser is idle; it stays true.
 * Issue 41: fetched as the dashboard was first drawn, the library (110 KB) shared a slow phone's connection with that
 * drawing and put off its largest paint (Lighthouse: the office dashboard's LCP 3.3 s).
 */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") return whenIdle(() => setNear(true));
    let cancelIdle: () => void = () => undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setNear(true));
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [near]);
  return { ref, near };
}

export function LazyBarChart(props: BarChartProps) {
  const { ref, near } = useNearScreen();
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<ChartSpace h={props.h} />}>
          <BarChart {...props} />
        </Suspense>
      ) : (
        <ChartSpace h={props.h} />
      )}
    </div>
  );
}
