import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { Button, Stack, Tabs, Text } from "@mantine/core";
import { type ComponentType, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useOfficeMember } from "../api/use-office-member.ts";
import { ConsentsTab } from "../components/record/consents-tab.tsx";
import { HistoryTab } from "../components/record/history-tab.tsx";
import { MailTab } from "../components/record/mail-tab.tsx";
import { MembershipTab } from "../components/record/membership-tab.tsx";
import { NotesTab } from "../components/record/notes-tab.tsx";
import { PaymentsTab } from "../components/record/payments-tab.tsx";
import { ProfileTab } from "../components/record/profile-tab.tsx";
import { RecordHeader } from "../components/record/record-header.tsx";
import { CarsTab, EventsTab } from "../components/record/simple-tabs.tsx";

type TabComponent = ComponentType<{ record: OfficeMemberRecord }>;

const recordTabs: { value: string; label: string; Panel: TabComponent }[] = [
  { value: "profile", label: "Profile", Panel: ProfileTab },
  { value: "membership", label: "Membership", Panel: MembershipTab },
  { value: "payments", label: "Payments", Panel: PaymentsTab },
  { value: "cars", label: "Cars", Panel: CarsTab },
  { value: "events", label: "Events", Panel: EventsTab },
  { value: "mail", label: "Mail", Panel: MailTab },
  { value: "notes", label: "Notes", Panel: NotesTab },
  { value: "consents", label: "Consents", Panel: ConsentsTab },
  { value: "history", label: "History", Panel: HistoryTab },
];

const tabOf = (value: string | null) => recordTabs.find((tab) => tab.value === value)?.value ?? "profile";

// Issue 13: a member's whole record, its parts in tabs (arrow keys move between them); the tab is in the address.
export function OfficeMemberPage() {
  const id = Number(useParams().id);
  const record = useOfficeMember(id);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  // A tab's content is made when it is first opened, then kept (with what was typed in its forms).
  const [opened, setOpened] = useState(() => new Set([tab]));

  function openTab(value: string | null) {
    const next = tabOf(value);
    setOpened((seen) => (seen.has(next) ? seen : new Set(seen).add(next)));
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );
  }

  if (!Number.isInteger(id) || id < 1) return <NoSuchMember />;
  if (record.isPending) return <LoadingState label="Loading the member's record…" />;
  if (record.isError) {
    if (record.error instanceof ApiError && record.error.status === 404) return <NoSuchMember />;
    return (
      <Stack gap="sm" align="flex-start">
        <PageTitle>Member record</PageTitle>
        <ErrorLines errors={errorsOf(record.error)} />
        <Button onClick={() => void record.refetch()}>Try again</Button>
      </Stack>
    );
  }

  return (
    <>
      <RecordHeader record={record.data} />
      <Tabs value={tab} onChange={openTab} keepMounted>
        <Tabs.List aria-label="Parts of the record" mb="md">
          {recordTabs.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value} fz="md">
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {recordTabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            {opened.has(value) || value === tab ? <Panel record={record.data} /> : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

function NoSuchMember() {
  return (
    <Stack gap="sm" align="flex-start">
      <PageTitle>Member not found</PageTitle>
      <Text>There is no member with this number. It may have been typed wrongly.</Text>
      <Button component={Link} to="/office/members">
        Back to the members
      </Button>
    </Stack>
  );
}
