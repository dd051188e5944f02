import type { ImportView } from "@club/domain/import.schema";
import { Text } from "@mantine/core";
import { formatMoment } from "../../../office-kit/office-format.ts";

/**
 * Issue 24: a commit whose run stopped part-way (the server was restarted, say) is taken up again where it
 * stopped. The office is told, and that no row is imported twice.
 */
export function ImportResumedNote({ view }: { view: Pick<ImportView, "resumedAt" | "status"> }) {
  if (!view.resumedAt) return null;
  const rows = view.status === "committing" ? "No row is imported twice." : "No row was imported twice.";
  return (
    <Text>
      {`The import was interrupted and picked up again where it had stopped, on ${formatMoment(view.resumedAt)}. ${rows}`}
    </Text>
  );
}
