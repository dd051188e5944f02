import { type Classic, classicMessages, petitionStatuses } from "@club/domain/classics.schema";
import { Button, Group, Stack, Tabs, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ClassicsTable, seriesOf } from "../../../components/classics-table.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { listParams, pageFromParams } from "../../../office-kit/list-params.ts";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useOfficePolicy } from "../../../office-kit/use-office-session.ts";
import { useOfficeClassics } from "../api/use-office-classics.ts";
import { ClassicFormDialog } from "../components/classic-form-dialog.tsx";
import { DeleteClassicDialog } from "../components/delete-classic-dialog.tsx";
import { PetitionsQueue } from "../components/petitions-queue.tsx";

type Tab = "list" | "petitions";

/**
 * Issue 27: the Full Classic list the office keeps (Add, Edit, Delete where the session may change it) and the
 * members' petitions to add a car. The tab, the petitions' status and page are in the address, so Back returns to
 * them.
 */
export function OfficeClassicsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "petitions" ? "petitions" : "list";
  const status = petitionStatuses.find((value) => value === params.get("status")) ?? "pending";
  const classics = useOfficeClassics();
  const mayChange = useOfficePolicy("manageClassics") === true;
  const [editing, setEditing] = useState<Classic | "new" | null>(null);
  const [deleting, setDeleting] = useState<Classic | null>(null);

  const actions = (entry: Classic) => (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button size="compact-md" variant="outline" onClick={() => setEditing(entry)}>
        Edit<VisuallyHidden>{` ${entry.make} ${seriesOf(entry)}`}</VisuallyHidden>
      </Button>
      <Button size="compact-md" variant="outline" color="red.9" onClick={() => setDeleting(entry)}>
        Delete<VisuallyHidden>{` ${entry.make} ${seriesOf(entry)}`}</VisuallyHidden>
      </Button>
    </Group>
  );

  return (
    <>
      <PageTitle>Full Classic list</PageTitle>
      <Text mb="md" maw={760}>
        The cars the club recognises as Full Classics, as members see them on their Full Classic List page.
        The car approvals show which entry each car is on. Members petition to add a car; the petitions wait
        here.
      </Text>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value === "petitions" ? listParams({ tab: "petitions" }) : listParams({}))
        }
      >
        <Tabs.List aria-label="The list and its petitions" mb="md">
          <Tabs.Tab value="list" fz="md">
            The list
          </Tabs.Tab>
          <Tabs.Tab value="petitions" fz="md">
            Petitions
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          {tab === "list" ? (
            <Stack gap="sm" aria-busy={classics.isFetching}>
              {mayChange ? (
                <Button style={{ alignSelf: "flex-start" }} onClick={() => setEditing("new")}>
                  Add an entry
                </Button>
              ) : null}
              <QueryState query={classics} loading="Loading the list…" />
              {classics.data && !classics.isError ? (
                <ClassicsTable
                  entries={classics.data}
                  empty={classicMessages.noClassics}
                  actions={mayChange ? actions : undefined}
                />
              ) : null}
            </Stack>
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="petitions">
          {tab === "petitions" ? (
            <PetitionsQueue
              status={status}
              page={pageFromParams(params)}
              onShow={(next, page) =>
                setParams(
                  listParams({ tab: "petitions", status: next === "pending" ? undefined : next }, page),
                )
              }
            />
          ) : null}
        </Tabs.Panel>
      </Tabs>
      <ClassicFormDialog editing={editing} onClose={() => setEditing(null)} />
      <DeleteClassicDialog deleting={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
