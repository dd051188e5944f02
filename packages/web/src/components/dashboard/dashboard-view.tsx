import type { Dashboard, DashboardChart } from "@club/domain/dashboard.schema";
import { formatCents } from "@club/domain/money";
import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { phoneQuery } from "../../lib/media-queries.ts";
import { DataTable } from "../data-table.tsx";
import { LazyBarChart } from "./lazy-bar-chart.tsx";

// The dashboard (issue 14), shared by the club office and the regional administrator's page: totals a volunteer
// reads at a glance, then each chart beside the numbers it draws (the same numbers its CSV holds).

const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11" → "Nov 2026". */
function monthLabel(month: string) {
  return `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

const dollars = (cents: number) => formatCents(Math.round(cents));

function sumOf<Row>(rows: Row[], key: { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row]) {
  return rows.reduce((sum, row) => sum + (row[key] as number), 0);
}

function Total({ label, value, link }: { label: string; value: number; link?: string }) {
  return (
    <Paper withBorder p="sm">
      <Text fz="2rem" fw={700} lh={1.1}>
        {value.toLocaleString("en-US")}
      </Text>
      {link ? (
        <Anchor component={Link} to={link} fw={600}>
          {label}
        </Anchor>
      ) : (
        <Text fw={600}>{label}</Text>
      )}
    </Paper>
  );
}

function ChartSection({
  title,
  summary,
  chart,
  table,
  csv,
  wide = false,
}: {
  title: string;
  /** The chart in one sentence, for a screen reader and anyone who would rather read. */
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  csv: ReactNode;
  /** A table too wide to stand beside its chart: below it. */
  wide?: boolean;
}) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p={{ base: "sm", sm: "md" }} aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" mb="sm" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {csv}
      </Group>
      <Text mb="sm">{summary}</Text>
      <SimpleGrid cols={{ base: 1, md: wide ? 1 : 2 }} spacing="lg">
        {/* The picture of the table beside it: a screen reader reads the table and the sentence above. */}
        <div aria-hidden="true">{chart}</div>
        {table}
      </SimpleGrid>
    </Paper>
  );
}

function NumbersTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    // A region of its own that takes the focus, so a keyboard can scroll it when a phone is too narrow.
    <Box style={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label={caption}>
      <DataTable<ReactNode[]>
        caption={caption}
        rows={rows}
        // The rows are fixed for one reply.
        rowKey={(_cells, index) => index}
        // More than a name and a number is wider than a phone (the zones' six columns): a card a row there, each
        // number beside its heading.
        cards={
          head.length > 3
            ? {
                when: phoneQuery,
                label: caption,
                name: (cells) => String(cells[0]),
                render: (cells) => (
                  <Stack gap={2}>
                    <Text fw={700}>{cells[0]}</Text>
                    {head.slice(1).map((heading, column) => (
                      <Group key={heading} justify="space-between" wrap="nowrap" gap="sm">
                        <Text>{heading}</Text>
                        <Text>{cells[column + 1]}</Text>
                      </Group>
                    ))}
                  </Stack>
                ),
              }
            : undefined
        }
        tableProps={{ verticalSpacing: 4, captionSide: "top", miw: 280 }}
        // The first column names the row; the numbers are to the right.
        columns={head.map((heading, column) =>
          column === 0
            ? { heading, rowHeader: true, fw: 400, nowrap: true, cell: (cells) => cells[column] }
            : { heading, align: "right", cell: (cells) => cells[column] },
        )}
      />
    </Box>
  );
}

interface DashboardViewProps {
  dashboard: Dashboard;
  /** The download of one chart's numbers (a button of the page's own). */
  csv: (chart: DashboardChart, label: string) => ReactNode;
  /** Where the totals lead, when the reader may go there (the office's lists). */
  links?: { lapsed?: string; unpaidJoiners?: string; approvals?: string };
}

export function DashboardView({ dashboard, csv, links = {} }: DashboardViewProps) {
  const { totals } = dashboard;
  const plans = dashboard.activeByPlan;
  const regions = dashboard.activeByRegion;
  const months = dashboard.joinsAndRenewals.map((row) => ({ ...row, label: monthLabel(row.month) }));
  const revenue = dashboard.revenue?.map((row) => ({
    label: monthLabel(row.month),
    Dues: row.dues / 100,
    Donations: row.donations / 100,
    Museum: row.museum / 100,
    Fees: row.fees / 100,
    row,
  }));
  const retention = dashboard.retentionByRegion.map((row) => ({
    ...row,
    Renewed: row.renewed,
    "Not yet renewed": row.notYetRenewed,
    Lapsed: row.lapsed,
  }));
  const zones = dashboard.byZone;
  const zoneCount = zones.filter((row) => row.zoneId !== null).length;
  const year = dashboard.today.slice(0, 4);
  const afterReminder = dashboard.renewalsAfterReminder;
  const renewalsThisYear = afterReminder.reduce((sum, row) => sum + row.renewals, 0);
  const joined = months.reduce((sum, row) => sum + row.joins, 0);
  const renewed = months.reduce((sum, row) => sum + row.renewals, 0);
  const chartHeight = (bars: number) => Math.max(160, bars * 36 + 40);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Total label="Active members" value={totals.active} />
        <Total label="Lifetime members" value={totals.lifetime} />
        <Total label="Lapsed this year" value={totals.lapsedThisYear} link={links.lapsed} />
        {totals.unpaidJoiners !== null ? (
          <Total label="Joined, never paid" value={totals.unpaidJoiners} link={links.unpaidJoiners} />
        ) : null}
        {totals.approvalsWaiting !== null ? (
          <Total label="Cars waiting for approval" value={totals.approvalsWaiting} link={links.approvals} />
        ) : null}
      </SimpleGrid>

      <ChartSection
        title="Active members by plan"
        summary={
          plans.length === 0
            ? "No member is in good standing yet."
            : `${totals.active.toLocaleString("en-US")} members in good standing, most on ${plans[0]?.plan}.`
        }
        csv={csv("active-by-plan", "Active members by plan")}
        chart={
          <LazyBarChart
            h={chartHeight(plans.length)}
            data={plans}
            dataKey="plan"
            orientation="vertical"
            yAxisProps={{ width: 170 }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: "members", label: "Active members", color: "blue.8" }]}
            withTooltip={false}
            barChartProps={{ accessibilityLayer: false }}
            withBarValueLabel
          />
        }
        table={
          <NumbersTable
            caption="Active members by plan"
            head={["Plan", "Members"]}
            rows={plans.map((row) => [row.plan, row.members.toLocaleString("en-US")])}
          />
        }
      />

      <ChartSection
        title="Active members by region"
        summary={
          regions.length === 0
            ? "No member has a current regional membership."
            : `${regions.length} ${regions.length === 1 ? "region" : "regions"} with current members; the largest is ${[...regions].sort((a, b) => b.members - a.members)[0]?.region}.`
        }
        csv={csv("active-by-region", "Active members by region")}
        chart={
          <LazyBarChart
            h={chartHeight(regions.length)}
            data={regions}
            dataKey="region"
            orientation="vertical"
            yAxisProps={{ width: 170 }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: "members", label: "Active members", color: "teal.8" }]}
            withTooltip={false}
            barChartProps={{ accessibilityLayer: false }}
            withBarValueLabel
          />
        }
        table={
          <NumbersTable
            caption="Active members by region"
            head={["Region", "Members"]}
            rows={regions.map((row) => [row.region, row.members.toLocaleString("en-US")])}
          />
        }
      />

      {zones.length > 0 ? (
        <ChartSection
          title="Members by zone"
          summary={`${zoneCount} ${zoneCount === 1 ? "zone" : "zones"}: members in good standing with current regional dues, and this year's renewals (a member of two regions of a zone counts once in it).`}
          csv={csv("by-zone", "Members by zone")}
          wide
          chart={
            <LazyBarChart
              h={chartHeight(zones.length)}
              data={zones}
              dataKey="zone"
              orientation="vertical"
              yAxisProps={{ width: 170 }}
              xAxisProps={{ allowDecimals: false }}
              series={[{ name: "members", label: "Active members", color: "cyan.8" }]}
              withTooltip={false}
              barChartProps={{ accessibilityLayer: false }}
              withBarValueLabel
            />
          }
          table={
            <NumbersTable
              caption="Members by zone"
              head={["Zone", "Regions", "Members", "Renewed", "Not yet", "Lapsed"]}
              rows={zones.map((row) => [
                row.zone,
                row.regions,
                row.members.toLocaleString("en-US"),
                row.renewed,
                row.notYetRenewed,
                row.lapsed,
              ])}
            />
          }
        />
      ) : null}

      <ChartSection
        title="Joins and renewals by month"
        summary={`In the last twelve months, ${joined} joined and ${renewed} renewed.`}
        csv={csv("joins-and-renewals", "Joins and renewals by month")}
        chart={
          <LazyBarChart
            h={260}
            data={months}
            dataKey="label"
            series={[
              { name: "joins", label: "Joined", color: "teal.8" },
              { name: "renewals", label: "Renewed", color: "indigo.8" },
            ]}
            withLegend
            withTooltip={false}
            barChartProps={{ accessibilityLayer: false }}
            xAxisProps={{ interval: "preserveStartEnd" }}
            yAxisProps={{ allowDecimals: false }}
          />
        }
        table={
          <NumbersTable
            caption="Joins and renewals by month"
            head={["Month", "Joined", "Renewed"]}
            rows={months.map((row) => [row.label, row.joins, row.renewals])}
          />
        }
      />

      <ChartSection
        title={`Renewals in ${year} by region`}
        summary={
          retention.length === 0
            ? `No member's dues were due in ${year}.`
            : `Of the members whose dues were due in ${year}: ${sumOf(retention, "renewed")} renewed, ${sumOf(retention, "notYetRenewed")} have not yet, ${sumOf(retention, "lapsed")} lapsed (a member of two regions counts in each).`
        }
        csv={csv("retention-by-region", `Renewals in ${year} by region`)}
        chart={
          <LazyBarChart
            h={chartHeight(retention.length)}
            data={retention}
            dataKey="region"
            orientation="vertical"
            type="stacked"
            yAxisProps={{ width: 170 }}
            xAxisProps={{ allowDecimals: false }}
            series={[
              { name: "Renewed", color: "teal.8" },
              { name: "Not yet renewed", color: "yellow.6" },
              { name: "Lapsed", color: "red.8" },
            ]}
            withLegend
            withTooltip={false}
            barChartProps={{ accessibilityLayer: false }}
          />
        }
        table={
          <NumbersTable
            caption={`Renewals in ${year} by region`}
            head={["Region", "Renewed", "Not yet", "Lapsed"]}
            rows={retention.map((row) => [row.region, row.renewed, row.notYetRenewed, row.lapsed])}
          />
        }
      />

      <ChartSection
        title={`Renewals in ${year} by the last reminder`}
        summary={
          renewalsThisYear === 0
            ? `No renewal has been paid in ${year} yet.`
            : `${renewalsThisYear} renewals paid in ${year}, by the last reminder each member was sent before paying.`
        }
        csv={csv("renewals-after-reminder", `Renewals in ${year} by the last reminder`)}
        chart={
          <LazyBarChart
            h={chartHeight(afterReminder.length)}
            data={afterReminder}
            dataKey="label"
            orientation="vertical"
            yAxisProps={{ width: 170 }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: "renewals", label: "Renewals", color: "indigo.8" }]}
            withTooltip={false}
            barChartProps={{ accessibilityLayer: false }}
            withBarValueLabel
          />
        }
        table={
          <NumbersTable
            caption={`Renewals in ${year} by the last reminder`}
            head={["Last reminder", "Renewals"]}
            rows={afterReminder.map((row) => [row.label, row.renewals])}
          />
        }
      />

      {revenue ? (
        <ChartSection
          title="Revenue by month"
          wide
          summary={`In the last twelve months, ${dollars(revenue.reduce((sum, row) => sum + row.row.net, 0))} after refunds.`}
          csv={csv("revenue", "Revenue by month")}
          chart={
            <LazyBarChart
              h={260}
              data={revenue}
              dataKey="label"
              type="stacked"
              series={[
                { name: "Dues", color: "blue.8" },
                { name: "Donations", color: "teal.8" },
                { name: "Museum", color: "grape.8" },
                { name: "Fees", color: "gray.6" },
              ]}
              valueFormatter={(value) => `$${Math.round(value).toLocaleString("en-US")}`}
              withLegend
              withTooltip={false}
              barChartProps={{ accessibilityLayer: false }}
              xAxisProps={{ interval: "preserveStartEnd" }}
            />
          }
          table={
            <NumbersTable
              caption="Revenue by month"
              head={["Month", "Dues", "Gifts", "Museum", "Fees", "Refunds", "Net"]}
              rows={revenue.map(({ label, row }) => [
                label,
                dollars(row.dues),
                dollars(row.donations),
                dollars(row.museum),
                dollars(row.fees),
                row.refunds > 0 ? `−${dollars(row.refunds)}` : dollars(0),
                dollars(row.net),
              ])}
            />
          }
        />
      ) : null}
    </Stack>
  );
}
