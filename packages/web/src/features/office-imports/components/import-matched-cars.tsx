import type { ImportPreview } from "@club/domain/import.schema";
import { List, Stack, Text, Title } from "@mantine/core";
import { DataTable } from "../../../components/data-table.tsx";
import { matchedCarInWords } from "../format/import-format.ts";

/**
 * Issue 27: the car rows whose serial number is a car already in the registry. No second car is made: each adds the
 * earlier owners and the numbers the car lacks, and what the office should look at (another owner named in the
 * file) is said beside it, not applied.
 */
export function ImportMatchedCars({ matchedCars }: { matchedCars: ImportPreview["matchedCars"] }) {
  if (matchedCars.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Cars already in the registry
      </Title>
      <Text>
        These rows have the serial number of a car already in the registry, so no second car is made. The
        import adds the earlier owners the car lacks, before its first owner, and the numbers it has not got.
        It never changes who has the car now.
      </Text>
      <DataTable
        label="Cars already in the registry"
        rows={matchedCars}
        rowKey={(car) => car.row}
        columns={[
          { heading: "Row", cell: (car) => car.row },
          { heading: "What the import adds", wrap: "break-word", cell: (car) => matchedCarInWords(car) },
          {
            heading: "To look at",
            wrap: "break-word",
            cell: (car) =>
              car.notes.length === 0 ? (
                "Nothing"
              ) : (
                <List spacing={2}>
                  {car.notes.map((note) => (
                    <List.Item key={note}>{note}</List.Item>
                  ))}
                </List>
              ),
          },
        ]}
      />
    </Stack>
  );
}
