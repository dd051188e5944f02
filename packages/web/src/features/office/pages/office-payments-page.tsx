import type { PaymentLine } from "@club/domain/office.schema";
import { Anchor, Group, Stack, Table, Text } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import {
  type PaymentFilters as Filters,
  paymentsCsvPath,
  useOfficePayments,
} from "../api/use-office-payments.ts";
import { CsvButton } from "../components/csv-button.tsx";
import { Pager } from "../components/pager.tsx";
import { PaymentFilters } from "../components/payment-filters.tsx";
import { QueryState } from "../components/query-state.tsx";
import { filtersFromParams, listParams, pageFromParams } from "../form/list-params.ts";
import {
  formatMoment,
  formatSignedCents,
  humanize,
  noValue,
  paymentMethodLabel,
} from "../format/office-format.ts";

const filterNames = ["from", "to", "method"] as const;

function PaymentRow({ line }: { line: PaymentLine }) {
  const refund = line.kind === "refund";
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatMoment(line.at)}</Table.Td>
      <Table.Td fw={refund ? 700 : undefined}>{refund ? "Refund" : "Payment"}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/office/members/${line.memberId}?tab=payments`}>
          {`${line.memberName} (no. ${line.memberNo})`}
        </Anchor>
      </Table.Td>
      <Table.Td>{`${line.orderId} (${humanize(line.invoiceKind)})`}</Table.Td>
      <Table.Td>{paymentMethodLabel(line.method)}</Table.Td>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{line.reference ?? noValue}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }} fw={refund ? 700 : undefined}>
        {formatSignedCents(line.amount)}
      </Table.Td>
      <Table.Td>{humanize(line.status)}</Table.Td>
      <Table.Td>{line.recordedBy ?? noValue}</Table.Td>
      <Table.Td>{line.reason ?? noValue}</Table.Td>
    </Table.Tr>
  );
}

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
          data.total === 0 ? (
            <Text>No payments or refunds match these filters.</Text>
          ) : (
            <Stack gap="sm" aria-busy={payments.isFetching}>
              <Table.ScrollContainer minWidth={1100}>
                <Table
                  striped
                  highlightOnHover
                  verticalSpacing={6}
                  horizontalSpacing="xs"
                  aria-label="Payments and refunds"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">When</Table.Th>
                      <Table.Th scope="col">Kind</Table.Th>
                      <Table.Th scope="col">Member</Table.Th>
                      <Table.Th scope="col">Invoice</Table.Th>
                      <Table.Th scope="col">Method</Table.Th>
                      <Table.Th scope="col">Reference</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Amount
                      </Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col">Recorded by</Table.Th>
                      <Table.Th scope="col">Reason</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.results.map((line) => (
                      <PaymentRow key={`${line.kind}-${line.id}`} line={line} />
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th scope="row" colSpan={6}>
                        {`Net of all ${data.total} matching lines (every page)`}
                      </Table.Th>
                      <Table.Td ta="right" fw={700} style={{ whiteSpace: "nowrap" }}>
                        {formatSignedCents(data.net)}
                      </Table.Td>
                      <Table.Td colSpan={3} />
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </Table.ScrollContainer>
              <Pager
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                shown={data.results.length}
                onPage={(next) => setParams(listParams({ ...filters }, next))}
              />
            </Stack>
          )
        ) : null}
      </Stack>
    </>
  );
}
