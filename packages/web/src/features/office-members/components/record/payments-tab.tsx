import { formatCents } from "@club/domain/money";
import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import { DataTable } from "../../../../components/data-table.tsx";
import { formatMoment, humanize } from "../../../../office-kit/office-format.ts";
import { OfficeSection } from "../../../../office-kit/office-section.tsx";
import { whyNotAllowed } from "../../format/record-refusals.ts";
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
          <DataTable
            label="Donations"
            rows={record.donations}
            // Donations have no id in the record.
            rowKey={(_donation, index) => index}
            tableProps={{ striped: false, verticalSpacing: 4 }}
            columns={[
              { heading: "Date", cell: (donation) => formatMoment(donation.createdAt) },
              { heading: "Kind", cell: (donation) => humanize(donation.kind) },
              { heading: "Amount", align: "right", cell: (donation) => formatCents(donation.amount) },
            ]}
          />
        </OfficeSection>
      ) : null}
      <RefundDialog memberId={record.profile.id} refunding={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}
