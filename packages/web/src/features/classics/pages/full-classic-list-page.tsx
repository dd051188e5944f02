import { classicMessages } from "@club/domain/classics.schema";
import { Button, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ClassicsTable } from "../../../components/classics-table.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useClassics } from "../api/use-classics.ts";
import { PetitionDialog } from "../components/petition-dialog.tsx";
import { YourPetitions } from "../components/your-petitions.tsx";

const allMakes = "";

/**
 * Issue 27: the club's list of Full Classic cars, which make, series and years it admits, shown a make at a time
 * if the member chooses one (kept in the address, so Back returns to it); a petition to add a car, and the
 * member's petitions with the office's answers.
 */
export function FullClassicListPage() {
  const classics = useClassics();
  const [params, setParams] = useSearchParams();
  const [petitioning, setPetitioning] = useState(false);

  const entries = classics.data ?? [];
  // The makes the list names, in its order (by name): a make without entries would only show an empty list.
  const makeOptions = [
    { label: "All makes", value: allMakes },
    ...[...new Map(entries.map((entry) => [entry.makeId, entry.make])).entries()].map(([id, name]) => ({
      label: name,
      value: String(id),
    })),
  ];
  // A make the list no longer names (an old address) shows the whole list.
  const asked = params.get("make");
  const makeId = makeOptions.find((option) => option.value === asked)?.value ?? allMakes;
  const shown = makeId === allMakes ? entries : entries.filter((entry) => String(entry.makeId) === makeId);

  return (
    <>
      <PageTitle>Full Classic List</PageTitle>
      <Stack gap="xl" maw={960}>
        <Stack gap="md" component="section" aria-labelledby="classic-list-heading">
          <Text>
            The cars the club recognises as Full Classics: each make, the series or models of it that qualify,
            and the years. A car not listed can be petitioned for: the club office reads the evidence and
            decides.
          </Text>
          <Group justify="space-between" align="flex-end" gap="sm">
            <NativeSelect
              label="Make"
              data={makeOptions}
              value={makeId}
              onChange={(event) =>
                setParams(() => {
                  const value = event.currentTarget.value;
                  return value === allMakes ? new URLSearchParams() : new URLSearchParams({ make: value });
                })
              }
              miw={220}
            />
            <Button onClick={() => setPetitioning(true)}>Petition to add a car</Button>
          </Group>
          <Title order={2} id="classic-list-heading">
            The list
          </Title>
          {classics.isPending ? (
            <LoadingState label="Loading the Full Classic list…" />
          ) : classics.isError ? (
            <LoadFailure what="Full Classic list" onRetry={() => void classics.refetch()} />
          ) : (
            <ClassicsTable entries={shown} empty={classicMessages.noClassics} />
          )}
        </Stack>
        <YourPetitions />
      </Stack>
      <PetitionDialog opened={petitioning} onClose={() => setPetitioning(false)} />
    </>
  );
}
