import type { JudgingSetup } from "@club/domain/judging.schema";
import { Button, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { useOfficePolicy } from "../../../office-kit/use-office-session.ts";
import { useWithdrawJudging } from "../api/use-judging.ts";

/**
 * Issue 40: an office administrator withdraws published results, saying why: the awards leave the cars' records and
 * the senior numbers they gave are taken back. Offered while the server allows it (14 days after publishing); after
 * that, its reason in the server's words. Office staff are not offered it.
 */
export function WithdrawResults({ eventId, setup }: { eventId: number; setup: JudgingSetup }) {
  const mayWithdraw = useOfficePolicy("withdrawResults") === true;
  const withdraw = useWithdrawJudging(eventId);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  if (!mayWithdraw || setup.status !== "published") return null;
  const refused = setup.refusals.withdraw;
  if (refused) return <Text>{refused}</Text>;

  function confirm() {
    withdraw.mutate(
      { reason },
      {
        onSuccess: () => {
          setAsking(false);
          setReason("");
          notifications.show({ color: "green", message: "The results are withdrawn." });
        },
      },
    );
  }

  return (
    <>
      <Button
        color="red.9"
        variant="outline"
        style={{ alignSelf: "flex-start" }}
        onClick={() => setAsking(true)}
      >
        Withdraw results
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Withdraw the results?"
        confirmLabel="Withdraw results"
        onConfirm={confirm}
        onCancel={() => {
          setAsking(false);
          withdraw.reset();
        }}
        pending={withdraw.isPending}
        danger
      >
        <Stack gap="sm">
          <Text>
            The awards come off the cars' records, entrants no longer read their sheets, and the senior
            numbers these results gave are taken back. The results stay tabulated, to be corrected and
            published again.
          </Text>
          <Textarea
            label="Why are the results withdrawn?"
            description="Kept in the audit trail with your name"
            required
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errorsOf(withdraw.error)?.reason?.[0]}
          />
          <ErrorLines errors={withoutReason(errorsOf(withdraw.error))} />
        </Stack>
      </ConfirmDialog>
    </>
  );
}

/** The server's errors other than the reason's, which shows at its field. */
function withoutReason(errors: FieldErrors | undefined): FieldErrors | undefined {
  if (!errors) return undefined;
  const { reason: _shown, ...rest } = errors;
  return rest;
}
