import { formatCents } from "@club/domain/money";
import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { formatMoment, humanize } from "../../format/office-format.ts";
import { whyNotAllowed } from "../../format/record-refusals.ts";
import { OfficeSection } from "../office-section.tsx";
import { type Invoice, InvoiceList, type InvoicePayment } from "./invoice-list.tsx";
import { RecordPaymentForm } from "./record-payment-form.tsx";
import { RefundDialog } from "./refund-dialog.tsx";

/**
 * The member's invoices and payments, the office's payment form, and refunds: each where the record's policies allow
 * it (refunds are an office administrator's), otherwise a line says why.
 */
export function PaymentsTab({ record }: { record: OfficeMemberRecord }) {
  const noRefund = whyNotAllowed(record, "refundPayment");
  const noPayment = whyNotAllowed(record, "recordPayment");
  const [refunding, setRefunding] = useState<{ payment: InvoicePayment; invoice: Invoice } | null>(null);
  return (
    <Stack gap="md">
      <OfficeSection title="Invoices and payments">
        {noRefund ? <Text mb="sm">{noRefund}</Text> : null}
        <InvoiceList
          invoices={record.invoices}
          onRefund={noRefund ? undefined : (payment, invoice) => setRefunding({ payment, invoice })}
        />
      </OfficeSection>
      <OfficeSection title="Record a payment">
        {noPayment ? <Text>{noPayment}</Text> : <RecordPaymentForm record={record} />}
      </OfficeSection>
      {record.donations.length > 0 ? (
        <OfficeSection title="Donations">
          <Table verticalSpacing={4} aria-label="Donations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Kind</Table.Th>
                <Table.Th scope="col" ta="right">
                  Amount
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {record.donations.map((donation, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: donations have no id in the record
                <Table.Tr key={index}>
                  <Table.Td>{formatMoment(donation.createdAt)}</Table.Td>
                  <Table.Td>{humanize(donation.kind)}</Table.Td>
                  <Table.Td ta="right">{formatCents(donation.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </OfficeSection>
      ) : null}
      <RefundDialog memberId={record.profile.id} refunding={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}
