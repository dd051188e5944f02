import { type Vehicle, vehicleMessages } from "@club/domain/vehicle.schema";
import { Alert, Button, Drawer, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useId, useState } from "react";
import { useVehicles } from "../../../api/use-vehicles.ts";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { ClaimsOnYourCars } from "../components/claims-on-your-cars.tsx";
import { DeleteVehicleDialog } from "../components/delete-vehicle-dialog.tsx";
import { IncomingOffers } from "../components/incoming-offers.tsx";
import { RemoveFromGarageDialog } from "../components/remove-from-garage-dialog.tsx";
import { TransferVehicleDialog } from "../components/transfer-vehicle-dialog.tsx";
import type { VehicleActions } from "../components/vehicle-card.tsx";
import { VehicleForm } from "../components/vehicle-form.tsx";
import { VehicleHistoryDialog } from "../components/vehicle-history-dialog.tsx";
import { VehicleList } from "../components/vehicle-list.tsx";
import { YourClaims } from "../components/your-claims.tsx";

/** spec §9: at this width or less the form moves into a drawer. */
const drawerQuery = "(max-width: 1200px)";

// spec §2, §4: the member's cars and the add/edit form, beside the list on wide screens, else in a drawer. Issue 27:
// the cars offered to the member first, each car's history and sale, and the member's claims last.
export function MyVehiclesPage() {
  // Read at once (this app renders only in the browser), so a narrow screen does not flash the wide layout.
  const compact = useMediaQuery(drawerQuery, undefined, { getInitialValueInEffect: false });
  const [editing, setEditing] = useState<Vehicle | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const [selling, setSelling] = useState<Vehicle | null>(null);
  const [historyOf, setHistoryOf] = useState<Vehicle | null>(null);
  const [removing, setRemoving] = useState<Vehicle | null>(null);
  // A new key gives a fresh, empty form after a save or a cancel.
  const [formRound, setFormRound] = useState(0);
  const { vehiclesPerMember } = useSiteConfig().vehicleLimits;
  const vehicles = useVehicles();
  const limitNoteId = useId();
  // The server refuses a car beyond the limit; the page says so before a form is filled in for nothing.
  const limitNote =
    (vehicles.data?.length ?? 0) >= vehiclesPerMember
      ? vehicleMessages.tooManyVehicles(vehiclesPerMember)
      : null;

  function openForm(vehicle: Vehicle | null) {
    setEditing(vehicle);
    setFormRound((round) => round + 1);
    if (compact) setDrawerOpen(true);
  }

  function closeForm() {
    setEditing(null);
    setFormRound((round) => round + 1);
    setDrawerOpen(false);
  }

  /** The form must not keep editing a car that has left the garage. */
  function forget(vehicle: Vehicle) {
    if (editing?.id === vehicle.id) closeForm();
  }

  const actions: VehicleActions = {
    onModify: openForm,
    onDelete: setDeleting,
    onTransfer: setSelling,
    onHistory: setHistoryOf,
    onRemove: setRemoving,
  };
  const formKey = `${editing?.id ?? "new"}-${formRound}`;
  const title = editing ? "Modify Vehicle" : "Add a Vehicle";

  return (
    <>
      <PageTitle>My Vehicles</PageTitle>
      <IncomingOffers />
      <ClaimsOnYourCars />
      <Alert color="blue" variant="light" mb="lg" maw={760}>
        Vehicles you add or modify need the club's approval before they can be used to register for events.
      </Alert>
      {compact ? (
        <Stack gap="md">
          <Group>
            <Button
              type="button"
              onClick={() => openForm(null)}
              disabled={limitNote !== null}
              aria-describedby={limitNote ? limitNoteId : undefined}
            >
              + Add a Vehicle
            </Button>
            {limitNote && (
              <Text id={limitNoteId} size="sm">
                {limitNote}
              </Text>
            )}
          </Group>
          <VehicleList {...actions} />
          <YourClaims />
          <Drawer
            opened={drawerOpen}
            onClose={closeForm}
            position="right"
            size="lg"
            title={title}
            closeButtonProps={{ "aria-label": "Close the vehicle form" }}
          >
            <VehicleForm
              key={formKey}
              vehicle={editing}
              withHeading={false}
              onSaved={closeForm}
              onCancel={closeForm}
            />
          </Drawer>
        </Stack>
      ) : (
        <Grid gap="xl">
          <Grid.Col span={6}>
            <VehicleList {...actions} />
          </Grid.Col>
          <Grid.Col span={6}>
            <Paper withBorder p="lg">
              {limitNote && !editing ? (
                <Stack gap="sm">
                  <Title order={2}>{title}</Title>
                  <Text>{limitNote}</Text>
                </Stack>
              ) : (
                <VehicleForm
                  key={formKey}
                  vehicle={editing}
                  onSaved={closeForm}
                  onCancel={editing ? closeForm : undefined}
                />
              )}
            </Paper>
          </Grid.Col>
          <Grid.Col span={12}>
            <YourClaims />
          </Grid.Col>
        </Grid>
      )}
      <DeleteVehicleDialog
        vehicle={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={forget}
        onRemoveInstead={(vehicle) => {
          setDeleting(null);
          setRemoving(vehicle);
        }}
      />
      <RemoveFromGarageDialog vehicle={removing} onClose={() => setRemoving(null)} onRemoved={forget} />
      <TransferVehicleDialog
        vehicle={selling}
        onClose={() => setSelling(null)}
        onTransferred={(vehicle, transfer) => {
          // A car sold outside the club leaves the garage at once; one offered stays until the buyer accepts.
          if (transfer.status === "accepted") forget(vehicle);
        }}
      />
      <VehicleHistoryDialog vehicle={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
