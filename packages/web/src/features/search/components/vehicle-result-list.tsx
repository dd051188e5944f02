import type { vehicleSearchResultSchema } from "@club/domain/search.schema";
import { Anchor, Paper, Stack } from "@mantine/core";
import { Link } from "react-router";
import type { z } from "zod";
import { DetailList } from "../../../components/detail-list.tsx";
import { vehicleName } from "../../../lib/vehicle-name.ts";
import { returnPaths } from "../../../search/state/return-paths.ts";

type VehicleSearchResult = z.infer<typeof vehicleSearchResultSchema>;

interface VehicleResultListProps {
  vehicles: VehicleSearchResult[];
  /** Keeps the search before a car's page opens (spec §4). */
  onOpen: () => void;
}

// spec §3: each found car, named by a link to its page, with its owner.
export function VehicleResultList({ vehicles, onOpen }: VehicleResultListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
      {vehicles.map((vehicle) => {
        const name = vehicleName(vehicle);
        return (
          <Paper component="li" key={vehicle.id} withBorder p="md" aria-label={name}>
            <Anchor
              component={Link}
              to={`/my-profile/search/vehicle/${vehicle.id}`}
              state={{ returnTo: returnPaths.vehicle }}
              onClick={onOpen}
              fw={700}
              size="lg"
            >
              {name}
            </Anchor>
            <DetailList
              rows={[
                { label: "Body Style", value: vehicle.bodyStyle || "—" },
                { label: "Coachbuilder", value: vehicle.bodyMaker || "—" },
                { label: "Owner", value: `${vehicle.firstName} ${vehicle.lastName}` },
              ]}
            />
          </Paper>
        );
      })}
    </Stack>
  );
}
