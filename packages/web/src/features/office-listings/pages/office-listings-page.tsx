import {
  type OfficeListingRow,
  type OfficeListingShow,
  officeListingShows,
} from "@club/domain/listing.schema";
import { policyMessages } from "@club/domain/office-policies.schema";
import { Stack, Tabs, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { AdministratorsOnly } from "../../../office-kit/administrators-only.tsx";
import { AlreadyDecidedAlert } from "../../../office-kit/already-decided-alert.tsx";
import { pageFromParams } from "../../../office-kit/list-params.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { type ListingDecision, useDecideListing, useOfficeListings } from "../api/use-office-listings.ts";
import { ListingCard } from "../components/listing-card.tsx";
import { RemoveDialog } from "../components/remove-dialog.tsx";

const pageTitle = "Marketplace";

const tabLabels: Record<OfficeListingShow, string> = {
  awaiting_approval: "Waiting for approval",
  reported: "Reported",
  all: "All",
};

const headings: Record<OfficeListingShow, string> = {
  awaiting_approval: "Listings waiting for the office's approval, the newest first",
  reported: "Listings members reported, the newest first",
  all: "Every listing but drafts, the newest first",
};

const emptyLists: Record<OfficeListingShow, string> = {
  awaiting_approval: "Nothing waits for approval.",
  reported: "No listing has a report waiting for the office.",
  all: "No member has published a listing yet.",
};

const showOf = (value: string | null): OfficeListingShow =>
  officeListingShows.find((show) => show === value) ?? "awaiting_approval";

const doneMessages: Record<ListingDecision["kind"], string> = {
  approve: "The listing was approved: it is in the marketplace now, and the seller was e-mailed.",
  remove: "The listing was removed, and the seller was e-mailed the reason.",
  dismiss: "The report was dismissed; the listing stays as it is.",
};

// Issue 44: new members' listings wait for the office's approval, and members report listings they find wrong; the
// office approves, removes with a reason for the seller, or dismisses a report. The tab and page are in the address,
// so Back returns to the same list.
function Listings() {
  const [params, setParams] = useSearchParams();
  const show = showOf(params.get("show"));
  const page = pageFromParams(params);
  const listings = useOfficeListings(show, page);
  const decide = useDecideListing();
  const [removing, setRemoving] = useState<OfficeListingRow | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  function open(next: OfficeListingShow, nextPage = 1) {
    setConflict(null);
    setFailure(null);
    const query: Record<string, string> = next === "awaiting_approval" ? {} : { show: next };
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  }

  /** Sends the decision: true when done; a 409 is said over the reloaded list, other refusals are thrown. */
  async function send(decision: ListingDecision) {
    setConflict(null);
    setFailure(null);
    try {
      await decide.mutateAsync(decision);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message);
        return false;
      }
      throw error;
    }
    notifications.show({ color: "green", message: doneMessages[decision.kind] });
    return true;
  }

  /** Approve and Dismiss report are one click each; their refusal is said above the list. */
  function sendAtOnce(decision: ListingDecision) {
    send(decision).catch(setFailure);
  }

  return (
    <>
      <PageTitle>{pageTitle}</PageTitle>
      <Text mb="md" maw={760}>
        A new member's listings wait for the office's approval before members see them, and so does everyone's
        when the club's settings say so. Members report listings they find wrong; removing one tells its
        seller why.
      </Text>
      {conflict ? (
        <AlreadyDecidedAlert
          title="Already decided"
          message={conflict}
          reloaded="The list"
          onClose={() => setConflict(null)}
        />
      ) : null}
      {failure ? <ErrorLines errors={errorsOf(failure)} /> : null}
      <Tabs value={show} onChange={(value) => open(showOf(value))}>
        <Tabs.List aria-label="Listings" mb="md">
          {officeListingShows.map((value) => (
            <Tabs.Tab key={value} value={value} fz="md">
              {tabLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {officeListingShows.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === show ? (
              <Stack gap="sm" aria-busy={listings.isFetching}>
                <Title order={2} size="h3">
                  {headings[show]}
                </Title>
                <QueryState query={listings} loading="Loading listings…" />
                {listings.data && !listings.isError ? (
                  listings.data.results.length === 0 ? (
                    <Text role="status">{emptyLists[show]}</Text>
                  ) : (
                    <>
                      <Stack
                        component="ul"
                        gap="md"
                        m={0}
                        p={0}
                        style={{ listStyle: "none" }}
                        aria-label={headings[show]}
                      >
                        {listings.data.results.map((listing) => (
                          <ListingCard
                            key={listing.id}
                            listing={listing}
                            onApprove={() => sendAtOnce({ kind: "approve", listingId: listing.id })}
                            onRemove={setRemoving}
                            onDismiss={(reportId) => sendAtOnce({ kind: "dismiss", reportId })}
                            busy={decide.isPending}
                          />
                        ))}
                      </Stack>
                      <Pager
                        page={listings.data.page}
                        pageSize={listings.data.pageSize}
                        total={listings.data.total}
                        shown={listings.data.results.length}
                        onPage={(next) => open(show, next)}
                      />
                    </>
                  )
                ) : null}
              </Stack>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      <RemoveDialog
        listing={removing}
        pending={decide.isPending}
        onConfirm={async (listing, reason) => {
          await send({ kind: "remove", listingId: listing.id, reason });
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

/** The marketplace's moderation is the desk's (`moderateListings`); an account without it gets a line, and no call. */
export function OfficeListingsPage() {
  return (
    <AdministratorsOnly action="moderateListings" title={pageTitle} reason={policyMessages.roleTooLow}>
      <Listings />
    </AdministratorsOnly>
  );
}
