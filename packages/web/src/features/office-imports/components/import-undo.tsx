import type { ImportView } from "@club/domain/import.schema";
import { Button, List, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { useUndoImport } from "../api/use-office-imports.ts";
import { countOf, importSheets } from "../format/import-format.ts";

/**
 * The way back from an import, after a question: what it added is removed and what it changed is restored. The
 * counts are named when known (a finished import's); a commit that stopped part-way is described without them. The
 * server refuses once the imported members have been used (a payment, a claimed account), and says so.
 */
export function ImportUndo({
  view,
  counts,
  label = "Undo this import",
}: {
  view: ImportView;
  counts: ImportView["summary"];
  label?: string;
}) {
  const undo = useUndoImport();
  const [asking, setAsking] = useState(false);
  const sheets = importSheets(view, counts);
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        variant="outline"
        color="red.9"
        onClick={() => {
          undo.reset();
          setAsking(true);
        }}
      >
        {label}
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
          {!sheets.members ? (
            // A registry file of cars alone (issue 27): no member was added or changed.
            <>
              <List.Item>
                {counts
                  ? `The ${countOf(counts.carsNew, "car", "cars")} this import added ${counts.carsNew === 1 ? "is" : "are"} removed.`
                  : "The cars this import added are removed."}
              </List.Item>
              {counts === null || counts.carsMatched > 0 ? (
                <List.Item>
                  The earlier owners and numbers it added to cars already in the registry are taken off them.
                </List.Item>
              ) : null}
            </>
          ) : counts ? (
            <>
              <List.Item>
                {`The ${countOf(counts.new, "member", "members")} this import added ${counts.new === 1 ? "is" : "are"} removed${sheets.cars ? `, with the ${countOf(counts.carsNew, "car", "cars")} it added` : ""}.`}
              </List.Item>
              <List.Item>
                {`The ${countOf(counts.changed, "member", "members")} it changed ${counts.changed === 1 ? "gets" : "get"} back the details they had before.`}
              </List.Item>
            </>
          ) : (
            <List.Item>
              The members this import added are removed, and the members it changed get back their details.
            </List.Item>
          )}
        </List>
        {sheets.cars ? (
          // Issue 39: the registry keeps every car with a history; the undo says afterwards how many it kept.
          <Text>
            A car it added that has a history since the import (an offer, a claim or an event entry) stays in
            the club's registry.
          </Text>
        ) : null}
        {sheets.members ? (
          <Text>
            If some of the imported members have already been used (a payment, a claimed account), the import
            can no longer be undone and you will be told so.
          </Text>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
