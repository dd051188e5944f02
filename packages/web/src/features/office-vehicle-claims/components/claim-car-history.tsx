import { Button, Stack } from "@mantine/core";
import { useId, useState } from "react";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { VehicleHistoryView } from "../../../components/vehicle-history/vehicle-history-view.tsx";
import { useClaimCarHistory } from "../api/use-office-vehicle-claims.ts";

function HistoryPanel({ claimId }: { claimId: number }) {
  const history = useClaimCarHistory(claimId);
  if (history.isPending) return <LoadingState label="Loading the car's history…" />;
  if (history.isError) return <LoadFailure what="car's history" onRetry={() => void history.refetch()} />;
  return <VehicleHistoryView history={history.data} />;
}

/**
 * Issue 39: the claimed car's history (its earlier owners, the events it was brought to, its awards) on the claim's
 * card, loaded when the office asks for it, so a long queue does not load every car's.
 */
export function ClaimCarHistory({ claimId, car }: { claimId: number; car: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="sm" align="flex-start">
      <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? "Hide the car's history" : "Show the car's history"}
      </Button>
      <Stack id={panelId} gap="md" w="100%" aria-label={`History of the ${car}`} role="region" hidden={!open}>
        {open ? <HistoryPanel claimId={claimId} /> : null}
      </Stack>
    </Stack>
  );
}
