import type { VehicleTransfer } from "@club/domain/vehicle-registry.schema";
import { Button, Group, Modal, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useId, useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { useAcceptTransfer } from "../api/use-accept-transfer.ts";
import { useDeclineTransfer } from "../api/use-decline-transfer.ts";
import { useVehicleTransfers } from "../api/use-vehicle-transfers.ts";

function DeclineDialog({
  offer,
  onClose,
}: {
  /** The offer asked about; null keeps the dialog closed. */
  offer: VehicleTransfer | null;
  onClose: () => void;
}) {
  const decline = useDeclineTransfer();

  function close() {
    decline.reset();
    onClose();
  }

  function confirm() {
    if (!offer) return;
    decline.mutate(offer, {
      onSuccess: () => {
        notifications.show({
          color: "green",
          message: `You declined the ${offer.car}. It stays with ${offer.sellerName}.`,
        });
        close();
      },
    });
  }

  return (
    <Modal opened={offer !== null} onClose={close} title="Decline this car?">
      <Stack gap="md">
        <Text>
          {offer
            ? `Do you want to decline the ${offer.car} offered by ${offer.sellerName}? It stays in their garage.`
            : ""}
        </Text>
        <ErrorLines errors={errorsOf(decline.error)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={close} disabled={decline.isPending} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" onClick={confirm} loading={decline.isPending}>
            Decline
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Issue 27: the cars other members offered to this member, at the top of My Vehicles while any wait. Accepted, a car
 * moves into the member's garage; declined (after a question), it stays with its seller.
 */
export function IncomingOffers() {
  const transfers = useVehicleTransfers();
  const accept = useAcceptTransfer();
  const [declining, setDeclining] = useState<VehicleTransfer | null>(null);
  const headingId = useId();

  if (transfers.isError)
    return <LoadFailure what="cars offered to you" onRetry={() => void transfers.refetch()} />;
  const offers = transfers.data?.incoming ?? [];
  // The refusal stays in sight even when its offer has left the list (a car its seller no longer has).
  if (offers.length === 0 && !accept.error) return null;

  function acceptOffer(offer: VehicleTransfer) {
    accept.mutate(offer, {
      onSuccess: () =>
        notifications.show({ color: "green", message: `The ${offer.car} is in your garage now.` }),
    });
  }

  return (
    <Stack component="section" gap="sm" mb="xl" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        Cars offered to you
      </Title>
      <ErrorLines errors={errorsOf(accept.error)} />
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
        {offers.map((offer) => (
          <Paper component="li" key={offer.id} withBorder p="md" aria-label={offer.car}>
            <Stack gap="xs">
              <Title order={3} size="h4">
                {offer.car}
              </Title>
              <Text>{`Offered by ${offer.sellerName}`}</Text>
              <Text>{`Day of the sale: ${offer.soldOn.slice(0, 10)}`}</Text>
              <Group gap="sm" mt="xs">
                <Button
                  onClick={() => acceptOffer(offer)}
                  loading={accept.isPending && accept.variables?.id === offer.id}
                  disabled={accept.isPending && accept.variables?.id !== offer.id}
                >
                  Accept<VisuallyHidden>{` the ${offer.car}`}</VisuallyHidden>
                </Button>
                <Button
                  variant="outline"
                  color="red.9"
                  onClick={() => setDeclining(offer)}
                  disabled={accept.isPending}
                >
                  Decline<VisuallyHidden>{` the ${offer.car}`}</VisuallyHidden>
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <DeclineDialog offer={declining} onClose={() => setDeclining(null)} />
    </Stack>
  );
}
