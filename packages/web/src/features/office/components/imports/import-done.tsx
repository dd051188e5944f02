import type { ImportView } from "@club/domain/import.schema";
import { Button, List, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { errorsOf } from "../../../../api/api-error.ts";
import { ErrorLines } from "../../../../components/error-lines.tsx";
import { useUndoImport } from "../../api/use-office-imports.ts";
import { countOf, summaryInWords } from "../../format/import-format.ts";
import { formatMoment } from "../../format/office-format.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { SavedNote } from "../reminders/saved-note.tsx";

/**
 * The import is done: what it did, and the way back. Undoing removes what it added and restores what it changed;
 * the server refuses once the imported members have been used (a payment, a claimed account), and says so.
 */
export function ImportDone({ view }: { view: ImportView }) {
  const undo = useUndoImport();
  const [asking, setAsking] = useState(false);
  const summary = view.summary;
  const withCars = view.cars !== null || (summary !== null && summary.carsNew > 0);

  return (
    <Stack gap="sm" align="flex-start">
      <SavedNote>{`Imported on ${formatMoment(view.committedAt)}.`}</SavedNote>
      {summary ? <Text>{summaryInWords(summary, withCars)}</Text> : null}
      <Button
        variant="outline"
        color="red.9"
        onClick={() => {
          undo.reset();
          setAsking(true);
        }}
      >
        Undo this import
      </Button>
      <ErrorLines errors={asking ? undefined : errorsOf(undo.error)} />
      <ConfirmDialog
        opened={asking}
        title="Undo this import?"
        confirmLabel="Undo the import"
        danger
        pending={undo.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => undo.mutate(view.id, { onSettled: () => setAsking(false) })}
      >
        <List spacing="xs">
          {summary ? (
            <>
              <List.Item>
                {`The ${countOf(summary.new, "member", "members")} this import added ${summary.new === 1 ? "is" : "are"} removed${withCars ? `, with the ${countOf(summary.carsNew, "car", "cars")} it added` : ""}.`}
              </List.Item>
              <List.Item>
                {`The ${countOf(summary.changed, "member", "members")} it changed ${summary.changed === 1 ? "gets" : "get"} back the details they had before.`}
              </List.Item>
            </>
          ) : (
            <List.Item>
              The members this import added are removed, and the members it changed get back their details.
            </List.Item>
          )}
        </List>
        <Text>
          If some of the imported members have already been used (a payment, a claimed account), the import
          can no longer be undone and you will be told so.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
