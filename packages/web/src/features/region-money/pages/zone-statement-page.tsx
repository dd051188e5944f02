import { spelledDay } from "@club/domain/days";
import { formatSignedCents } from "@club/domain/money";
import type { ZoneStatement } from "@club/domain/region-money.schema";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { ApiError } from "../../../api/api-error.ts";
import { type DataColumn, DataTable } from "../../../components/data-table.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { listCardsQuery } from "../../../lib/media-queries.ts";
import { useZoneStatement } from "../api/use-region-statement.ts";
import { PeriodForm, yearSoFar } from "../components/period-form.tsx";

type Row = ZoneStatement["regions"][number] & { total?: boolean };

const money = (cents: number) => formatSignedCents(cents);

/**
 * Issue 42: a zone's money rolled up (/office/zones/{id}/statement, and its officers'
 * /my-profile/regional-administrator/zone-statement/{id}): each of its regions' figures for a period, the zone's sums
 * last, each region's name leading to its own statement.
 */
export function ZoneStatementPage() {
  const id = Number(useParams().id);
  const inOffice = useLocation().pathname.startsWith("/office/");
  const [period, setPeriod] = useState(yearSoFar);
  const statement = useZoneStatement(id, period);
  const refused = statement.error instanceof ApiError && statement.error.status === 403;
  const unknown = statement.error instanceof ApiError && statement.error.status === 404;
  const data = statement.data;
  const regionLink = (code: string) =>
    inOffice ? `/office/regions/${code}/statement` : `/my-profile/regional-administrator/statement/${code}`;
  const columns: DataColumn<Row>[] = [
    {
      heading: "Region",
      cell: (row) =>
        row.total ? (
          <Text fw={700}>The zone</Text>
        ) : (
          <Anchor component={Link} to={regionLink(row.code)}>
            {row.name}
          </Anchor>
        ),
    },
    { heading: "Owed at the start", align: "right", nowrap: true, cell: (row) => money(row.openingBalance) },
    { heading: "Collected", align: "right", nowrap: true, cell: (row) => money(row.collected) },
    { heading: "Fees", align: "right", nowrap: true, cell: (row) => money(row.fees) },
    { heading: "Refunded", align: "right", nowrap: true, cell: (row) => money(-row.refunded) },
    { heading: "Remitted", align: "right", nowrap: true, cell: (row) => money(-row.remitted) },
    {
      heading: "Owed at the end",
      align: "right",
      nowrap: true,
      fw: 700,
      cell: (row) => money(row.owed),
    },
  ];
  return (
    <>
      <PageTitle>{data ? `Statement: ${data.zone.name}` : "Zone statement"}</PageTitle>
      <Stack gap="xl">
        <PeriodForm period={period} onChange={setPeriod} />
        {statement.isPending ? <LoadingState label="Loading the statement…" /> : null}
        {refused ? (
          <Text role="status" fz="lg">
            Only the office and the officers of every one of the zone's regions read its money.
          </Text>
        ) : null}
        {unknown ? (
          <Text role="status" fz="lg">
            No such zone.
          </Text>
        ) : null}
        {statement.isError && !refused && !unknown ? (
          <LoadFailure what="statement" onRetry={() => void statement.refetch()} />
        ) : null}
        {data ? (
          <Stack gap="sm" aria-busy={statement.isFetching}>
            <Text>
              {`From ${spelledDay(data.from)} to ${spelledDay(data.to)}: what national collected for each of the zone's regions, gave back, sent and owes it. A region's name opens its statement, line by line.`}
            </Text>
            <DataTable<Row>
              label={`The money of ${data.zone.name}`}
              rows={[...data.regions, { code: "", name: "The zone", ...data.totals, total: true }]}
              rowKey={(row) => (row.total ? "total" : row.code)}
              columns={columns}
              empty="The zone has no region."
              minWidth={760}
              cards={{
                when: listCardsQuery,
                label: `The money of ${data.zone.name}`,
                name: (row) => row.name,
                render: (row) => (
                  <Stack gap={2}>
                    {columns.map((column) => (
                      <Group key={column.heading} justify="space-between" wrap="nowrap" gap="sm">
                        {column.heading === "Region" ? null : <Text>{column.heading}</Text>}
                        <Text fw={column.heading === "Owed at the end" ? 700 : undefined}>
                          {column.cell(row, 0)}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                ),
              }}
            />
          </Stack>
        ) : null}
      </Stack>
    </>
  );
}
