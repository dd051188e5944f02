import type { OfficeRegion } from "@club/domain/office-regions.schema";
import type { Zone } from "@club/domain/zones.schema";
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { noValue } from "../../../office-kit/office-format.ts";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useChangeZone, useZones } from "../api/use-zones.ts";
import { AskFirst } from "./ask-first.tsx";

/** The zone being edited: a new one, or one of the list. */
type Editing = { zone: Zone | null };

/** The zone's name and its regions, each region ticked; one in another zone says which (saving moves it here). */
function ZoneDialog({
  editing,
  regions,
  zones,
  onClose,
}: {
  editing: Editing | null;
  regions: OfficeRegion[];
  zones: Zone[];
  onClose: () => void;
}) {
  const zone = editing?.zone ?? null;
  const change = useChangeZone();
  const [name, setName] = useState(zone?.name ?? "");
  const [chosen, setChosen] = useState<string[]>(zone?.regions.map((region) => region.code) ?? []);
  const [errors, setErrors] = useState<FieldErrors | undefined>();
  const zoneOf = new Map(
    zones.flatMap((other) =>
      other.id === zone?.id ? [] : other.regions.map((r) => [r.code, other.name] as const),
    ),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: ["Give the zone a name"] });
    setErrors(undefined);
    const body = { name: name.trim(), regions: chosen };
    change.mutate(zone ? { kind: "change", id: zone.id, ...body } : { kind: "add", ...body }, {
      onSuccess: () => {
        notifications.show({ color: "green", message: zone ? "The zone was saved." : "The zone was added." });
        onClose();
      },
      onError: (error) => setErrors(errorsOf(error)),
    });
  }

  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={zone ? `Change ${zone.name}` : "Add a zone"}
      size="lg"
    >
      <form onSubmit={submit} aria-label={zone ? `Change ${zone.name}` : "Add a zone"} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors?.name?.[0]}
            data-autofocus
          />
          <Checkbox.Group label="Regions" value={chosen} onChange={setChosen} error={errors?.regions?.[0]}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {regions.map((region) => {
                const elsewhere = zoneOf.get(region.code);
                return (
                  <Checkbox
                    key={region.code}
                    value={region.code}
                    label={region.name}
                    description={elsewhere ? `Now in ${elsewhere}: saving moves it here` : undefined}
                  />
                );
              })}
            </SimpleGrid>
          </Checkbox.Group>
          <ErrorLines errors={errors} labels={{ name: "Name", regions: "Regions" }} />
          <Group justify="flex-end">
            <Button variant="outline" onClick={onClose} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              {zone ? "Save" : "Add"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Deleting a zone, after a question: its regions are then in no zone. */
function RemoveZone({ zone }: { zone: Zone }) {
  const change = useChangeZone();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="outline" size="compact-md" onClick={() => setAsking(true)}>
        Delete<VisuallyHidden>{` ${zone.name}`}</VisuallyHidden>
      </Button>
    );
  return (
    <Stack gap="xs">
      <AskFirst
        question={`Delete ${zone.name}? Its regions stay, in no zone.`}
        doWords="Delete the zone"
        pending={change.isPending}
        onKeep={() => setAsking(false)}
        onDo={() =>
          change.mutate(
            { kind: "remove", id: zone.id },
            { onSuccess: () => notifications.show({ color: "green", message: "The zone was deleted." }) },
          )
        }
      />
      {change.isError ? <ErrorLines errors={errorsOf(change.error)} /> : null}
    </Stack>
  );
}

/**
 * Issue 42: the zones, groups of regions the office defines, each region in one zone at most. Every office role
 * reads them; an office administrator adds, changes and deletes them.
 */
export function ZonesSection({
  regions,
  mayChange,
  onOfficers,
}: {
  regions: OfficeRegion[];
  mayChange: boolean;
  /** Opens the zone's officers and their terms (every office role reads them). */
  onOfficers: (zone: Zone) => void;
}) {
  const zones = useZones();
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="zones-heading">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} id="zones-heading">
          Zones
        </Title>
        {mayChange ? <Button onClick={() => setEditing({ zone: null })}>Add a zone</Button> : null}
      </Group>
      <QueryState query={zones} loading="Loading the zones…" />
      {zones.data && !zones.isError ? (
        <DataTable
          label="Zones"
          rows={zones.data}
          rowKey={(zone) => String(zone.id)}
          empty="No zones yet: every region stands on its own."
          minWidth={560}
          columns={[
            { heading: "Zone", cell: (zone) => <Text fw={700}>{zone.name}</Text> },
            {
              heading: "Regions",
              cell: (zone) =>
                zone.regions.length === 0 ? noValue : zone.regions.map((region) => region.name).join(", "),
            },
            {
              heading: "Actions",
              headingHidden: true,
              cell: (zone: Zone) => (
                <Stack gap={6} align="flex-start">
                  <Button variant="outline" size="compact-md" onClick={() => onOfficers(zone)}>
                    Officers<VisuallyHidden>{` of ${zone.name}`}</VisuallyHidden>
                  </Button>
                  <Anchor component={Link} to={`/office/zones/${zone.id}/statement`}>
                    Statement<VisuallyHidden>{` of ${zone.name}`}</VisuallyHidden>
                  </Anchor>
                  {mayChange ? (
                    <>
                      <Button variant="outline" size="compact-md" onClick={() => setEditing({ zone })}>
                        Change<VisuallyHidden>{` ${zone.name}`}</VisuallyHidden>
                      </Button>
                      <RemoveZone zone={zone} />
                    </>
                  ) : null}
                </Stack>
              ),
            },
          ]}
        />
      ) : null}
      {editing ? (
        <ZoneDialog
          key={editing.zone?.id ?? "new"}
          editing={editing}
          regions={regions}
          zones={zones.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
