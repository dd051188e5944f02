import { formatSignedCents } from "@club/domain/money";
import type { PaymentLine } from "@club/domain/office.schema";
import { Anchor, Group, Stack, Table, Text } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { type DataColumn, DataTable } from "../../../components/data-table.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { CsvButton } from "../../../office-kit/csv-button.tsx";
import { filtersFromParams, listParams, pageFromParams } from "../../../office-kit/list-params.ts";
import { formatMoment, humanize, noValue, paymentMethodLabel } from "../../../office-kit/office-format.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import {
  type PaymentFilters as Filters,
  paymentsCsvPath,
  useOfficePayments,
} from "../api/use-office-payments.ts";
import { PaymentFilters } from "../components/payment-filters.tsx";
import { ReconciliationSection } from "../components/reconciliation-section.tsx";

const filterNames = ["from", "to", "method"] as const;

const boldRefund = (line: PaymentLine) => (line.kind === "refund" ? 700 : undefined);

const paymentColumns: DataColumn<PaymentLine>[] = [
  { heading: "When", nowrap: true, cell: (line) => formatMoment(line.at) },
  { heading: "Kind", fw: boldRefund, cell: (line) => (line.kind === "refund" ? "Refund" : "Payment") },
  {
    heading: "Member",
    cell: (line) => (
      <Anchor component={Link} to={`/office/members/${line.memberId}?tab=payments`}>
        {`${line.memberName} (no. ${line.memberNo})`}
      </Anchor>
    ),
  },
  { heading: "Invoice", cell: (line) => `${line.orderId} (${humanize(line.invoiceKind)})` },
  { heading: "Method", cell: (line) => paymentMethodLabel(line.method) },
  { heading: "Reference", wrap: "anywhere", cell: (line) => line.reference ?? noValue },
  {
    heading: "Amount",
    align: "right",
    nowrap: true,
    fw: boldRefund,
    cell: (line) => formatSignedCents(line.amount),
  },
  { heading: "Status", cell: (line) => humanize(line.status) },
  { heading: "Recorded by", cell: (line) => line.recordedBy ?? noValue },
  { heading: "Reason", cell: (line) => line.reason ?? noValue },
];

// Issue 13: every payment and refund, for the treasurer: filtered by days and method, with the net of all the
// matching lines and their CSV export.
export function OfficePaymentsPage() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = filtersFromParams(params, filterNames);
  const page = pageFromParams(params);
  const payments = useOfficePayments(filters, page);
  const data = payments.data;

  return (
    <>
      <PageTitle>Payments</PageTitle>
      <Stack gap="md">
        <PaymentFilters filters={filters} onFilter={(next) => setParams(listParams({ ...next }))} />
        <Group justify="space-between" wrap="wrap" gap="sm">
          {data && !payments.isError ? (
            <Text fw={700} fz="lg" role="status">
              {`Net of ${data.total} ${data.total === 1 ? "line" : "lines"}: ${formatSignedCents(data.net)}`}
            </Text>
          ) : (
            <span />
          )}
          <CsvButton label="Export CSV" path={paymentsCsvPath(filters)} fileName="payments.csv" />
        </Group>
        <QueryState query={payments} loading="Loading payments…" />
        {data && !payments.isError ? (
          <DataTable
            label="Payments and refunds"
            rows={data.results}
            rowKey={(line) => `${line.kind}-${line.id}`}
            columns={paymentColumns}
            empty="No payments or refunds match these filters."
            total={data.total}
            minWidth={1100}
            tableProps={{ highlightOnHover: true }}
            footer={
              <Table.Tr>
                <Table.Th scope="row" colSpan={6}>
                  {`Net of all ${data.total} matching lines (every page)`}
                </Table.Th>
                <Table.Td ta="right" fw={700} style={{ whiteSpace: "nowrap" }}>
                  {formatSignedCents(data.net)}
                </Table.Td>
                <Table.Td colSpan={3} />
              </Table.Tr>
            }
            busy={payments.isFetching}
            pager={
              <Pager
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                shown={data.results.length}
                onPage={(next) => setParams(listParams({ ...filters }, next))}
              />
            }
          />
        ) : null}
        <ReconciliationSection />
      </Stack>
    </>
  );
}
