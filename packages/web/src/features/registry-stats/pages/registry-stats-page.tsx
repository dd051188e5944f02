import { idParamSchema } from "@club/domain/fields.schema";
import { Stack, Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../api/api-error.ts";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useRegistryStats } from "../api/use-registry-stats.ts";
import { MakeSelect } from "../components/make-select.tsx";
import { RegistryNumbers } from "../components/registry-numbers.tsx";
import { RegistrySkeleton } from "../components/registry-skeleton.tsx";

/** The make chosen in the address (`?make=12`), so a view can be linked and Back returns to the last one. */
function makeIdOf(params: URLSearchParams): number | undefined {
  return idParamSchema.safeParse(params.get("make") ?? "").data;
}

/** The numbers, or what stands in their place: the skeleton, the failure, the empty registry. */
function RegistryView({ makeId }: { makeId: number | undefined }) {
  const stats = useRegistryStats(makeId);
  if (stats.isPending) return <RegistrySkeleton />;
  if (stats.isError)
    return stats.error instanceof ApiError && stats.error.status === 404 ? (
      <Text role="alert">This make is not in the club's list: choose another.</Text>
    ) : (
      <LoadFailure what="registry's numbers" onRetry={() => void stats.refetch()} />
    );
  const { data } = stats;
  if (data.totals.cars > 0) return <RegistryNumbers stats={data} />;
  const make = data.models === null ? undefined : data.makes[0]?.make;
  return (
    <Text>
      {make === undefined ? "No cars in the registry yet." : `No ${make} cars in the registry yet.`}
    </Text>
  );
}

// Issue 27: how many cars the club's registry holds, by make or one make's by model and year.
export function RegistryStatsPage() {
  const [params, setParams] = useSearchParams();
  const makeId = makeIdOf(params);
  return (
    <>
      <PageTitle>The Registry in Numbers</PageTitle>
      <Stack gap="md">
        <Text>
          Every car in the club's registry, whoever has it now: a car sold outside the club stays on the
          record. Destroyed cars are not counted. “With current members” are the cars of members in good
          standing.
        </Text>
        <MakeSelect
          makeId={makeId}
          onChange={(next) => setParams(next === undefined ? {} : { make: String(next) })}
        />
        <RegistryView makeId={makeId} />
      </Stack>
    </>
  );
}
