import { formatCents } from "@club/domain/money";
import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { DataTable } from "../../../../components/data-table.tsx";
import { formatMoment, humanize, paymentMethodLabel } from "../../../../office-kit/office-format.ts";

export type Invoice = OfficeMemberRecord["invoices"][number];
export type InvoicePayment = Invoice["payments"][number];

interface InvoiceListProps {
  invoices: Invoice[];
  /** Offers a refund of a payment with something left to refund; undefined when the user may not refund. */
  onRefund?: (payment: InvoicePayment, invoice: Invoice) => void;
}

const left = (payment: InvoicePayment) => payment.amount - payment.refunded;

/** The record's small tables: not striped, rows close together. */
const plain = { striped: false, verticalSpacing: 4 };

/** The member's invoices, newest first, each with its items and the payments (and refunds) against it. */
export function InvoiceList({ invoices, onRefund }: InvoiceListProps) {
  if (invoices.length === 0) return <Text>No invoices.</Text>;
  return (
    <Stack gap="md">
      {invoices.map((invoice) => (
        <Paper
          key={invoice.orderId}
          withBorder
          p="sm"
          component="article"
          aria-label={`Invoice ${invoice.orderId}`}
        >
          <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
            <Title order={3} size="h4">{`Invoice ${invoice.orderId}`}</Title>
            <Text fw={700}>{formatCents(invoice.total)}</Text>
          </Group>
          <Text mb="xs">
            {`${humanize(invoice.kind)} · ${humanize(invoice.status)} · created ${formatMoment(invoice.createdAt)}`}
            {invoice.paidAt ? ` · paid ${formatMoment(invoice.paidAt)}` : ""}
          </Text>
          <DataTable
            label={`Items of invoice ${invoice.orderId}`}
            rows={invoice.items}
            // An invoice's items are fixed and may repeat.
            rowKey={(_item, index) => index}
            minWidth={360}
            tableProps={plain}
            columns={[
              { heading: "Item", cell: (item) => item.description },
              { heading: "Amount", align: "right", cell: (item) => formatCents(item.amount) },
            ]}
          />
          <DataTable
            label={`Payments of invoice ${invoice.orderId}`}
            rows={invoice.payments}
            rowKey={(payment) => payment.id}
            empty="No payment yet."
            mt="xs"
            minWidth={640}
            tableProps={plain}
            columns={[
              { heading: "Paid", nowrap: true, cell: (payment) => formatMoment(payment.capturedAt) },
              { heading: "Method", cell: (payment) => paymentMethodLabel(payment.provider) },
              { heading: "Reference", cell: (payment) => payment.reference ?? "—" },
              { heading: "Amount", align: "right", cell: (payment) => formatCents(payment.amount) },
              {
                heading: "Refunded",
                align: "right",
                cell: (payment) => (payment.refunded > 0 ? formatCents(payment.refunded) : "—"),
              },
              onRefund && {
                heading: "Refund",
                cell: (payment) =>
                  left(payment) > 0 ? (
                    <Button
                      size="compact-md"
                      variant="outline"
                      color="red.9"
                      onClick={() => onRefund(payment, invoice)}
                      aria-label={`Refund the ${formatCents(payment.amount)} payment of invoice ${invoice.orderId}`}
                    >
                      Refund
                    </Button>
                  ) : (
                    "Fully refunded"
                  ),
              },
            ]}
          />
        </Paper>
      ))}
    </Stack>
  );
}
