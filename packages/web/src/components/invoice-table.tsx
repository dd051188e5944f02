import { convenienceFeeLabel } from "@club/domain/checkout.rules";
import { formatCents } from "@club/domain/money";
import { Stack, Table, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { phoneQuery, useMediaMatch } from "../lib/media-queries.ts";

interface InvoiceLine {
  description: string;
  amount: number;
}

interface InvoiceTableProps<Item extends InvoiceLine> {
  items: readonly Item[];
  /** The convenience fee (3% unless the office set another), in cents; its percentage is read from the amounts. */
  fee: number;
  /** What is charged, fee included, in cents. */
  total: number;
  /** Column headings above the rows (Item, Amount). */
  withHeader?: boolean;
  /**
   * A last column of per-row actions (e.g. the review's Remove buttons), headed by a hidden label. On a phone
   * the actions go below their item's name instead, so the amounts fit beside the names without scrolling.
   */
  rowActions?: { label: string; render: (item: Item, index: number) => ReactNode };
}

// spec §2, §4, §9: every item with its price, the convenience fee, the total; the review and the payment show it.
export function InvoiceTable<Item extends InvoiceLine>({
  items,
  fee,
  total,
  withHeader = false,
  rowActions: actions,
}: InvoiceTableProps<Item>) {
  const phone = useMediaMatch(phoneQuery);
  const rowActions = phone ? undefined : actions;
  const actionCell = (content?: ReactNode) => rowActions && <Table.Td>{content}</Table.Td>;
  return (
    <Table>
      {withHeader && (
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Item</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            {rowActions && (
              <Table.Th scope="col">
                <VisuallyHidden>{rowActions.label}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
      )}
      <Table.Tbody>
        {items.map((item, index) => (
          <Table.Tr key={`${item.description}-${item.amount}`}>
            <Table.Td>
              {phone && actions ? (
                <Stack gap="xs" align="flex-start">
                  <div>{item.description}</div>
                  {actions.render(item, index)}
                </Stack>
              ) : (
                item.description
              )}
            </Table.Td>
            <Table.Td ta="right" style={{ verticalAlign: "top" }}>
              {formatCents(item.amount)}
            </Table.Td>
            {actionCell(rowActions?.render(item, index))}
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td>{convenienceFeeLabel({ subtotal: total - fee, fee })}</Table.Td>
          <Table.Td ta="right">{formatCents(fee)}</Table.Td>
          {actionCell()}
        </Table.Tr>
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td ta="right" fw={700} data-testid="checkout-total">
            {formatCents(total)}
          </Table.Td>
          {actionCell()}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
