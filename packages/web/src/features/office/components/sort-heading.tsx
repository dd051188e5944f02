import { Table, UnstyledButton } from "@mantine/core";
import type { SortOrder } from "../api/use-office-members.ts";

interface SortHeadingProps<Key extends string> {
  label: string;
  sortKey: Key;
  sort: Key;
  order: SortOrder;
  onSort: (key: Key) => void;
}

/**
 * A column heading that sorts the table: a button inside the header cell, which says the direction to assistive
 * technology with aria-sort; the first press sorts ascending, the next reverses.
 */
export function SortHeading<Key extends string>({
  label,
  sortKey,
  sort,
  order,
  onSort,
}: SortHeadingProps<Key>) {
  const active = sortKey === sort;
  return (
    <Table.Th scope="col" aria-sort={active ? (order === "desc" ? "descending" : "ascending") : undefined}>
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        fw={700}
        td="underline"
        style={{ whiteSpace: "nowrap" }}
      >
        {label}
        <span aria-hidden>{active ? (order === "desc" ? "\u00a0↓" : "\u00a0↑") : "\u00a0↕"}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
