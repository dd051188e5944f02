import { Button, Group } from "@mantine/core";

// spec §4, §5: SEARCH stays disabled until a field has a value; Clear starts over.
export function SearchButtons({ canSearch, onClear }: { canSearch: boolean; onClear: () => void }) {
  return (
    <Group gap="sm" mt="md">
      <Button type="submit" disabled={!canSearch}>
        SEARCH
      </Button>
      <Button type="button" variant="outline" onClick={onClear}>
        Clear
      </Button>
    </Group>
  );
}
