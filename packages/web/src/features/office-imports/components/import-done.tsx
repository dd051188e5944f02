import type { ImportView } from "@club/domain/import.schema";
import { Stack, Text } from "@mantine/core";
import { formatMoment } from "../../../office-kit/office-format.ts";
import { SavedNote } from "../../../office-kit/saved-note.tsx";
import { importSheets, summaryInWords } from "../format/import-format.ts";
import { ImportResumedNote } from "./import-resumed-note.tsx";
import { ImportUndo } from "./import-undo.tsx";

/** The import is done: what it wrote (the server counts it at the end), and the way back. */
export function ImportDone({ view }: { view: ImportView }) {
  const summary = view.summary;

  return (
    <Stack gap="sm" align="flex-start">
      <SavedNote>{`Imported on ${formatMoment(view.committedAt)}.`}</SavedNote>
      {summary ? <Text>{summaryInWords(summary, importSheets(view, summary))}</Text> : null}
      <ImportResumedNote view={view} />
      <ImportUndo view={view} counts={summary} />
    </Stack>
  );
}
