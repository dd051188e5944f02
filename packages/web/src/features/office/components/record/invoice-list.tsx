import { formatCents } from "@club/domain/money";
import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { formatMoment, humanize, paymentMethodLabel } from "../../format/office-format.ts";

export type Invoice = OfficeMemberRecord["invoices"][number];
export type InvoicePayment = Invoice["payments"][number];

interface InvoiceListProps {
  invoices: Invoice[];
  /** Offers a refund of a payment with something left to refund; undefined when the user may not refund. */
  onRefund?: (payment: InvoicePayment, invoice: Invoice) => void;
}

const left = (payment: InvoicePayment) => payment.amount - payment.refunded;

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
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing={4} aria-label={`Items of invoice ${invoice.orderId}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Item</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.items.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's items are fixed and may repeat
                  <Table.Tr key={index}>
                    <Table.Td>{item.description}</Table.Td>
                    <Table.Td ta="right">{formatCents(item.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {invoice.payments.length === 0 ? (
            <Text mt="xs">No payment yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640} mt="xs">
              <Table verticalSpacing={4} aria-label={`Payments of invoice ${invoice.orderId}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Paid</Table.Th>
                    <Table.Th scope="col">Method</Table.Th>
                    <Table.Th scope="col">Reference</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Amount
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Refunded
                    </Table.Th>
                    {onRefund ? <Table.Th scope="col">Refund</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoice.payments.map((payment) => (
                    <Table.Tr key={payment.id}>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatMoment(payment.capturedAt)}</Table.Td>
                      <Table.Td>{paymentMethodLabel(payment.provider)}</Table.Td>
                      <Table.Td>{payment.reference ?? "—"}</Table.Td>
                      <Table.Td ta="right">{formatCents(payment.amount)}</Table.Td>
                      <Table.Td ta="right">
                        {payment.refunded > 0 ? formatCents(payment.refunded) : "—"}
                      </Table.Td>
                      {onRefund ? (
                        <Table.Td>
                          {left(payment) > 0 ? (
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
                          )}
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
