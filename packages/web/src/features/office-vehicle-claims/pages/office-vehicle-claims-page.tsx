import { policyMessages } from "@club/domain/office-policies.schema";
import { claimStatuses, type OfficeVehicleClaim } from "@club/domain/vehicle-registry.schema";
import { Stack, Tabs, Text, Title } from "@mantine/core";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { AdministratorsOnly } from "../../../office-kit/administrators-only.tsx";
import { AlreadyDecidedAlert } from "../../../office-kit/already-decided-alert.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useOfficePolicy } from "../../../office-kit/use-office-session.ts";
import {
  type ClaimDecision,
  type ClaimStatus,
  useOfficeVehicleClaims,
} from "../api/use-office-vehicle-claims.ts";
import { ClaimCard } from "../components/claim-card.tsx";
import { type Deciding, DecisionDialog } from "../components/decision-dialog.tsx";
import { claimStatusLabels } from "../format/claim-words.ts";

const pageTitle = "Car Claims";

const headings: Record<ClaimStatus, string> = {
  pending: "Claims waiting for a decision, the oldest first",
  approved: "Approved claims, the latest first",
  rejected: "Rejected claims, the latest first",
  closed: "Claims closed when another claim on the same car was approved, the latest first",
};

const emptyLists: Record<ClaimStatus, string> = {
  pending: "No claims are waiting for a decision.",
  approved: "No claims have been approved yet.",
  rejected: "No claims have been rejected.",
  closed: "No claims have been closed.",
};

const statusOf = (value: string | null): ClaimStatus =>
  claimStatuses.find((status) => status === value) ?? "pending";

interface ClaimsProps {
  status: ClaimStatus;
  claims: OfficeVehicleClaim[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDecide?: (claim: OfficeVehicleClaim, decision: ClaimDecision) => void;
}

function Claims({ status, claims, headingRef, onDecide }: ClaimsProps) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
        {headings[status]}
      </Title>
      {claims.length === 0 ? (
        <Text role="status">{emptyLists[status]}</Text>
      ) : (
        <Stack
          component="ul"
          gap="md"
          m={0}
          p={0}
          style={{ listStyle: "none" }}
          aria-label={headings[status]}
        >
          {claims.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} onDecide={onDecide} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

// Issue 27: members who registered a car already in the registry claim it, with a note and papers; the office
// approves (the car moves to the claimant's garage, its history going on) or rejects with a reason. The tab is in
// the address, so Back returns to the same list.
function VehicleClaims() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  const claims = useOfficeVehicleClaims(status);
  const mayDecide = useOfficePolicy("decideVehicleClaims");
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const counts = claims.data?.counts;

  function show(next: ClaimStatus) {
    setConflict(null);
    setParams(next === "pending" ? {} : { status: next });
  }

  // The decided claim leaves the queue, and with it the button the dialog would give the focus back to: the focus
  // goes to the list's heading instead of the page's start. Mantine gives it back 10 ms after closing; this follows.
  const focusTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(focusTimer.current), []);
  function closeAfterDecision() {
    setDeciding(null);
    window.clearTimeout(focusTimer.current);
    focusTimer.current = window.setTimeout(() => headingRef.current?.focus(), 50);
  }

  return (
    <>
      <PageTitle>{pageTitle}</PageTitle>
      <Stack gap="sm" mb="md" maw={760}>
        <Text>
          A member registering a car whose serial or engine number is already in the club's registry may claim
          that car, with a note and papers. Approving moves the car to the claimant's garage, its history
          going on; rejecting leaves it where it is and tells the claimant why.
        </Text>
        {mayDecide === false ? (
          <Text>Only an office administrator can approve or reject a claim.</Text>
        ) : null}
      </Stack>
      {conflict ? (
        <AlreadyDecidedAlert
          title="Already decided"
          message={conflict}
          reloaded="The queue"
          onClose={() => setConflict(null)}
        />
      ) : null}
      <Tabs value={status} onChange={(value) => show(statusOf(value))}>
        <Tabs.List aria-label="Claims by decision" mb="md">
          {claimStatuses.map((value) => (
            <Tabs.Tab key={value} value={value} fz="md">
              {counts ? `${claimStatusLabels[value]} (${counts[value]})` : claimStatusLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {claimStatuses.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === status ? (
              <Stack gap="sm" aria-busy={claims.isFetching}>
                <QueryState query={claims} loading="Loading claims…" />
                {claims.data && !claims.isError ? (
                  <Claims
                    status={status}
                    claims={claims.data.claims}
                    headingRef={headingRef}
                    onDecide={mayDecide ? (claim, decision) => setDeciding({ claim, decision }) : undefined}
                  />
                ) : null}
              </Stack>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      <DecisionDialog
        deciding={deciding}
        onClose={() => setDeciding(null)}
        onDone={() => {
          setConflict(null);
          closeAfterDecision();
        }}
        onConflict={(message) => {
          setConflict(message);
          closeAfterDecision();
        }}
      />
    </>
  );
}

/** Reading the queue is the car reviewers' (`reviewVehicles`); an account without it gets a line, and no call. */
export function OfficeVehicleClaimsPage() {
  return (
    <AdministratorsOnly action="reviewVehicles" title={pageTitle} reason={policyMessages.roleTooLow}>
      <VehicleClaims />
    </AdministratorsOnly>
  );
}
