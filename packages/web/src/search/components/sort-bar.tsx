import { Button, Group, Text } from "@mantine/core";
import type { SortOrder } from "../state/next-sort.ts";

export interface SortKey<Key extends string> {
  key: Key;
  label: string;
}

interface SortBarProps<Key extends string> {
  keys: SortKey<Key>[];
  sort: Key | undefined;
  order: SortOrder;
  onSort: (key: Key) => void;
}

/** How the results are sorted, in words ("Sorted by Last Name, ascending"), or nothing before a sort is set. */
export function SortStatus<Key extends string>({ keys, sort, order }: Omit<SortBarProps<Key>, "onSort">) {
  const active = keys.find((entry) => entry.key === sort);
  if (!active) return null;
  return (
    <Text size="sm" c="dimmed">
      {`Sorted by ${active.label}, ${order === "desc" ? "descending" : "ascending"}`}
    </Text>
  );
}

// spec §4: the sort keys of a result list; the active one shows its direction. A results table sorts by its
// column headings instead (result-view.tsx); cards have none, so they keep this bar.
export function SortBar<Key extends string>({ keys, sort, order, onSort }: SortBarProps<Key>) {
  return (
    <Group gap="xs" align="center">
      <Text fw={700}>Sort by:</Text>
      {keys.map((entry) => (
        <Button
          key={entry.key}
          type="button"
          size="compact-md"
          mih={44}
          variant={entry.key === sort ? "filled" : "outline"}
          aria-pressed={entry.key === sort}
          onClick={() => onSort(entry.key)}
        >
          {entry.label}
          {entry.key === sort ? <span aria-hidden>{order === "desc" ? " ↓" : " ↑"}</span> : null}
        </Button>
      ))}
      <SortStatus keys={keys} sort={sort} order={order} />
    </Group>
  );
}
