import { Badge } from "@mantine/core";
import { type ImportStatus, importStatusColors, importStatusLabels } from "../format/import-format.ts";

/** Where an import stands, as a word on a colour (the word says it; the colour helps the eye). */
export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  return (
    <Badge
      color={importStatusColors[status]}
      variant="filled"
      tt="none"
      size="lg"
      autoContrast
      styles={{ root: { minWidth: "max-content" } }}
    >
      {importStatusLabels[status]}
    </Badge>
  );
}
