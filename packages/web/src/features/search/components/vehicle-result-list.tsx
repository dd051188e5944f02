import type { vehicleSearchResultSchema } from "@club/domain/search.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { Anchor, Center, Image, Text } from "@mantine/core";
import { Link } from "react-router";
import type { z } from "zod";
import { photoLabel } from "../../../components/photo-label.ts";
import { ownerName } from "../../../lib/directory-words.ts";
import { noValue, type ResultColumn, ResultView } from "../../../search/components/result-view.tsx";
import type { SortOrder } from "../../../search/state/next-sort.ts";
import { returnPaths } from "../../../search/state/return-paths.ts";
import type { ResultSteps } from "../../../search/state/use-search-state.ts";
import type { VehicleSortKey } from "../api/use-vehicle-search.ts";

type VehicleSearchResult = z.infer<typeof vehicleSearchResultSchema>;

const orNone = (value: string | null) => value || noValue;

/** A car's main photo in the results (issue 11: once the club approved the car), or its place. */
function VehiclePhoto({ vehicle }: { vehicle: VehicleSearchResult }) {
  if (vehicle.thumbnailUrl)
    return (
      <Image
        src={vehicle.thumbnailUrl}
        alt={photoLabel(0, 1, vehicleName(vehicle))}
        w={80}
        h={60}
        fit="cover"
        radius="sm"
      />
    );
  return (
    <Center w={80} h={60} bg="gray.1" style={{ borderRadius: "var(--mantine-radius-sm)" }}>
      <Text c="dimmed" ta="center" lh={1.2}>
        No photo
      </Text>
    </Center>
  );
}

const valueColumns: ResultColumn<VehicleSearchResult, VehicleSortKey>[] = [
  { label: "Body Style", value: (vehicle) => orNone(vehicle.bodyStyle) },
  { label: "Coachbuilder", value: (vehicle) => orNone(vehicle.bodyMaker) },
  { label: "Owner", value: ownerName },
];

interface VehicleResultListProps {
  vehicles: VehicleSearchResult[];
  sort: VehicleSortKey | undefined;
  order: SortOrder;
  onSort: (key: VehicleSortKey) => void;
  /** Keeps the search, and which car was opened, before a car's page opens (spec §4). */
  onOpen: (vehicleId: string) => void;
  steps: ResultSteps;
}

// spec §3: each found car, named by a link to its page, with its owner; the table sorts by year or model.
export function VehicleResultList({ vehicles, sort, order, onSort, onOpen, steps }: VehicleResultListProps) {
  const link = (vehicle: VehicleSearchResult, text: "name" | "model") => (
    <Anchor
      component={Link}
      to={`/my-profile/search/vehicle/${vehicle.id}`}
      state={{ returnTo: returnPaths.vehicle }}
      onClick={() => onOpen(String(vehicle.id))}
      fw={700}
      size={text === "name" ? "lg" : undefined}
      // In the table the link shows the model beside the Year and Make columns, yet names the whole car.
      aria-label={text === "model" ? vehicleName(vehicle) : undefined}
    >
      {text === "name" ? vehicleName(vehicle) : vehicle.model}
    </Anchor>
  );
  return (
    <ResultView
      label="Cars found"
      rows={vehicles}
      rowKey={(vehicle) => vehicle.id}
      cardName={vehicleName}
      cardTitle={(vehicle) => link(vehicle, "name")}
      media={{ label: "Photo", render: (vehicle) => <VehiclePhoto vehicle={vehicle} /> }}
      columns={[
        { label: "Year", sortKey: "year", inCardTitle: true, value: (vehicle) => String(vehicle.year) },
        { label: "Make", inCardTitle: true, value: (vehicle) => vehicle.make },
        { label: "Model", sortKey: "model", inCardTitle: true, value: (vehicle) => link(vehicle, "model") },
        ...valueColumns,
      ]}
      sort={sort}
      order={order}
      onSort={onSort}
      steps={steps}
    />
  );
}
