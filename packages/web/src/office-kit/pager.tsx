import { Button, Group, Pagination, Text } from "@mantine/core";

interface PagerProps {
  page: number;
  pageSize: number;
  /** All matching rows; unknown for a list that does not count them (the audit trail). */
  total?: number;
  /** Rows on this page, to know whether a next page may exist when the total is unknown. */
  shown: number;
  onPage: (page: number) => void;
}

/** Where the page stands ("Showing 51–100 of 230") and the way to other pages. */
export function Pager({ page, pageSize, total, shown, onPage }: PagerProps) {
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shown;
  if (total === undefined) {
    return (
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text>{shown === 0 ? "Nothing on this page." : `Showing ${first}–${last}`}</Text>
        <Group gap="sm">
          <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous page
          </Button>
          <Button variant="outline" disabled={shown < pageSize} onClick={() => onPage(page + 1)}>
            Next page
          </Button>
        </Group>
      </Group>
    );
  }
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text>{total === 0 ? "No results" : `Showing ${first}–${last} of ${total}`}</Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ "aria-label": `${control} page` })}
          getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
        />
      ) : null}
    </Group>
  );
}
