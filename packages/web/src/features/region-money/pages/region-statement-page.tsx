import { spelledDay } from "@club/domain/days";
import { formatCents, formatSignedCents } from "@club/domain/money";
import type { RegionLedgerLine, RegionStatement, Remittance } from "@club/domain/region-money.schema";
import { Group, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../api/api-error.ts";
import { type DataColumn, DataTable } from "../../../components/data-table.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { momentInTable } from "../../../lib/club-clock.ts";
import { listCardsQuery } from "../../../lib/media-queries.ts";
import { CsvButton } from "../../../office-kit/csv-button.tsx";
import { Pager } from "../../../office-kit/pager.tsx";
import { statementFilePath, useRegionStatement } from "../api/use-region-statement.ts";
import { PeriodForm, yearSoFar } from "../components/period-form.tsx";
import { RemittanceForm } from "../components/remittance-form.tsx";

const kindWords: Record<RegionLedgerLine["kind"], string> = {
  collected: "Collected",
  fee: "Convenience fee",
  refunded: "Refunded",
};
const forWords: Record<string, string> = { join: "Join", renewal: "Renewal", event: "Event" };

const lineColumns: DataColumn<RegionLedgerLine>[] = [
  { heading: "When", nowrap: true, cell: (line) => momentInTable(line.at) },
  {
    heading: "Kind",
    cell: (line) => kindWords[line.kind],
    fw: (line) => (line.kind === "refunded" ? 700 : undefined),
  },
  { heading: "For", cell: (line) => forWords[line.invoiceKind] ?? line.invoiceKind },
  {
    heading: "Member",
    cell: (line) => (line.memberNo === null ? line.memberName : `${line.memberName} (${line.memberNo})`),
  },
  { heading: "Order", wrap: "anywhere", cell: (line) => line.orderId },
  { heading: "Amount", align: "right", nowrap: true, cell: (line) => formatSignedCents(line.amount) },
];

const remittanceColumns: DataColumn<Remittance>[] = [
  { heading: "Day sent", nowrap: true, cell: (remittance) => spelledDay(remittance.sentOn) },
  { heading: "Reference", cell: (remittance) => remittance.reference },
  { heading: "Recorded by", cell: (remittance) => remittance.recordedBy },
  { heading: "Amount", align: "right", nowrap: true, cell: (remittance) => formatCents(remittance.amount) },
];

function Figures({ statement }: { statement: RegionStatement }) {
  const rows: [string, number, boolean?][] = [
    [`Owed on ${spelledDay(statement.from)}`, statement.openingBalance],
    ["Collected", statement.collected],
    ["Convenience fees", statement.fees],
    ["Refunded", -statement.refunded],
    ["Remitted", -statement.remitted],
    [`Owed at the end of ${spelledDay(statement.to)}`, statement.owed, true],
  ];
  return (
    <Table maw={560} aria-label="The statement's figures" verticalSpacing={6}>
      <Table.Tbody>
        {rows.map(([label, cents, total]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={total ? 700 : 400}>
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={total ? 700 : 400} style={{ whiteSpace: "nowrap" }}>
              {formatSignedCents(cents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Issue 42: a region's statement (/office/regions/{code}/statement, and the treasurer's
 * /my-profile/regional-administrator/statement/{code}): what national collected for the region in a period, gave
 * back of it, sent it and owes it, line by line, as a CSV file too; the national treasurer records remittances here.
 */
export function RegionStatementPage() {
  const code = (useParams().code ?? "").toUpperCase();
  const [period, setPeriod] = useState(yearSoFar);
  const [page, setPage] = useState(1);
  const statement = useRegionStatement(code, period, page);
  const refused = statement.error instanceof ApiError && statement.error.status === 403;
  const unknown = statement.error instanceof ApiError && statement.error.status === 404;
  const data = statement.data;
  return (
    <>
      <PageTitle>{data ? `Statement: ${data.region.name}` : "Region statement"}</PageTitle>
      <Stack gap="xl">
        <PeriodForm
          period={period}
          onChange={(next) => {
            setPeriod(next);
            setPage(1);
          }}
        />
        {statement.isPending ? <LoadingState label="Loading the statement…" /> : null}
        {refused ? (
          <Text role="status" fz="lg">
            Only the office and the region's treasurer read its statement.
          </Text>
        ) : null}
        {unknown ? <Text role="status" fz="lg">{`No region has the code ${code}.`}</Text> : null}
        {statement.isError && !refused && !unknown ? (
          <LoadFailure what="statement" onRetry={() => void statement.refetch()} />
        ) : null}
        {data ? (
          <Stack gap="xl" aria-busy={statement.isFetching}>
            <Stack gap="sm">
              <Figures statement={data} />
              <Group gap="sm" align="flex-start">
                <CsvButton
                  label="Download the statement (PDF)"
                  path={statementFilePath(code, period, "pdf")}
                  fileName={`statement-${code}-${period.from}-${period.to}.pdf`}
                />
                <CsvButton
                  label="Download the statement (CSV)"
                  path={statementFilePath(code, period, "csv")}
                  fileName={`statement-${code}-${period.from}-${period.to}.csv`}
                />
              </Group>
            </Stack>
            <Stack component="section" gap="xs" aria-labelledby="statement-lines">
              <Title order={2} id="statement-lines">
                The region's money, line by line
              </Title>
              <DataTable
                label="The region's money, line by line"
                rows={data.lines}
                rowKey={(line) => `${line.at}-${line.orderId}-${line.kind}`}
                columns={lineColumns}
                empty="Nothing was collected or refunded for the region in these days."
                total={data.linesTotal}
                busy={statement.isFetching}
                pager={
                  <Pager
                    page={data.page}
                    pageSize={data.pageSize}
                    total={data.linesTotal}
                    shown={data.lines.length}
                    onPage={setPage}
                  />
                }
                cards={{
                  when: listCardsQuery,
                  label: "The region's money, line by line",
                  name: (line) => `${kindWords[line.kind]} ${formatSignedCents(line.amount)}`,
                  render: (line) => (
                    <Stack gap={2}>
                      <Text fw={700}>{`${kindWords[line.kind]}: ${formatSignedCents(line.amount)}`}</Text>
                      <Text>{`${forWords[line.invoiceKind] ?? line.invoiceKind}, ${line.memberName}`}</Text>
                      <Text c="dimmed">{momentInTable(line.at)}</Text>
                    </Stack>
                  ),
                }}
              />
            </Stack>
            <Stack component="section" gap="xs" aria-labelledby="statement-remittances">
              <Title order={2} id="statement-remittances">
                Remittances
              </Title>
              <DataTable
                label="Remittances"
                rows={data.remittances}
                rowKey={(remittance) => String(remittance.id)}
                columns={remittanceColumns}
                empty="National sent the region nothing in these days."
              />
            </Stack>
            {data.mayRecordRemittance ? (
              <RemittanceForm code={code} regionName={data.region.name} today={data.today} />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </>
  );
}
