import "@mantine/charts/styles.css";

// The chart library (recharts under @mantine/charts) is the largest the portal uses and only the dashboards draw
// charts: this module is the one that imports it, loaded on demand by lazy-bar-chart.tsx (issue 25).
export { BarChart } from "@mantine/charts";
