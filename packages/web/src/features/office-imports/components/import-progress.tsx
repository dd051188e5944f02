import type { ImportView } from "@club/domain/import.schema";
import { Progress, Stack, Text } from "@mantine/core";
import { progressPercent } from "../../../office-kit/counts.ts";
import { progressLine } from "../format/import-format.ts";
import { ImportResumedNote } from "./import-resumed-note.tsx";

/**
 * Step 4: the commit (or the undo) runs on the server; the page asks for its progress every second or two. The bar
 * is read out as "Imported 4,000 of 20,000 rows", and the same line stands below it.
 */
export function ImportProgress({ view }: { view: ImportView }) {
  const line = progressLine(view);
  const undoing = view.status === "undoing";
  return (
    <Stack gap="sm" maw={720}>
      <Text>
        {undoing
          ? "The import is being undone. You can leave this page: the work goes on, and this page shows where it stands when you come back."
          : "The members are being imported. You can leave this page: the import goes on, and this page shows where it stands when you come back."}
      </Text>
      <Progress value={progressPercent(view.progress)} size="xl" aria-label={line} />
      <Text fw={700}>{line}</Text>
      <ImportResumedNote view={view} />
    </Stack>
  );
}
