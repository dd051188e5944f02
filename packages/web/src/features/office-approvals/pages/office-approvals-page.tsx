import type { OfficeVehicle, OfficeVehicleList } from "@club/domain/office-vehicles.schema";
import { type VehicleStatus, vehicleStatuses } from "@club/domain/vehicle.schema";
import { Button, Stack, Tabs, Text, Title } from "@mantine/core";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { listParams, pageFromParams } from "../../../office-kit/list-params.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useOfficeVehicles } from "../api/use-office-vehicles.ts";
import { ApproveDialog, RejectDialog } from "../components/decision-dialogs.tsx";
import { ReviewCard } from "../components/review-card.tsx";
import { vehicleStatusLabels } from "../format/vehicle-review.ts";

const headings: Record<VehicleStatus, string> = {
  pending: "Cars waiting for approval",
  approved: "Approved cars, the latest first",
  rejected: "Rejected cars, the latest first",
};

const emptyLists: Record<VehicleStatus, string> = {
  pending: "No cars are waiting for approval.",
  approved: "No cars have been approved yet.",
  rejected: "No cars have been rejected.",
};

const statusOf = (value: string | null): VehicleStatus =>
  vehicleStatuses.find((status) => status === value) ?? "pending";

interface ResultsProps {
  status: VehicleStatus;
  data: OfficeVehicleList;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onPage: (page: number) => void;
  onApprove: (car: OfficeVehicle) => void;
  onReject: (car: OfficeVehicle) => void;
}

function Results({ status, data, headingRef, onPage, onApprove, onReject }: ResultsProps) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
        {headings[status]}
      </Title>
      {data.results.length === 0 ? (
        <Stack gap="xs" align="flex-start" role="status">
          <Text>
            {data.page > 1 && data.total > 0 ? "Nothing is left on this page." : emptyLists[status]}
          </Text>
          {data.page > 1 && data.total > 0 ? (
            <Button variant="outline" onClick={() => onPage(1)}>
              Go to the first page
            </Button>
          ) : null}
        </Stack>
      ) : (
        <>
          <Stack
            component="ul"
            gap="md"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
            aria-label={headings[status]}
          >
            {data.results.map((car) => (
              <ReviewCard key={car.id} car={car} onApprove={onApprove} onReject={onReject} />
            ))}
          </Stack>
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            shown={data.results.length}
            onPage={onPage}
          />
        </>
      )}
    </Stack>
  );
}

// Issue 14: the cars members registered, waiting for the club's decision (the longest waiting first), and those
// approved or rejected; the tab and page are in the address, so Back returns to the same list.
export function OfficeApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  const page = pageFromParams(params);
  const cars = useOfficeVehicles(status, page);
  const [approving, setApproving] = useState<OfficeVehicle | null>(null);
  const [rejecting, setRejecting] = useState<OfficeVehicle | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const counts = cars.data?.counts;

  const show = (next: VehicleStatus, nextPage = 1) =>
    setParams(listParams({ status: next === "pending" ? undefined : next }, nextPage));

  // The decided car leaves the list, and with it the button the dialog would give the focus back to: the focus
  // goes to the list's heading instead of the page's start. Mantine gives it back 10 ms after closing; this follows.
  const focusTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(focusTimer.current), []);
  function decided() {
    setApproving(null);
    setRejecting(null);
    window.clearTimeout(focusTimer.current);
    focusTimer.current = window.setTimeout(() => headingRef.current?.focus(), 50);
  }

  return (
    <>
      <PageTitle>Car approvals</PageTitle>
      <Text mb="md" maw={760}>
        Members' cars wait here for the club's decision. Only approved cars can be brought to events. When an
        owner changes an important detail of an approved car (year, make, model, cylinders, body or numbers),
        it comes back here with the changes marked.
      </Text>
      <Tabs value={status} onChange={(value) => show(statusOf(value))}>
        <Tabs.List aria-label="Cars by decision" mb="md">
          {vehicleStatuses.map((value) => (
            <Tabs.Tab key={value} value={value} fz="md">
              {counts ? `${vehicleStatusLabels[value]} (${counts[value]})` : vehicleStatusLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {vehicleStatuses.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === status ? (
              <Stack gap="sm" aria-busy={cars.isFetching}>
                <QueryState query={cars} loading="Loading cars…" />
                {cars.data && !cars.isError ? (
                  <Results
                    status={status}
                    data={cars.data}
                    headingRef={headingRef}
                    onPage={(next) => show(status, next)}
                    onApprove={setApproving}
                    onReject={setRejecting}
                  />
                ) : null}
              </Stack>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      <ApproveDialog car={approving} onClose={() => setApproving(null)} onDone={decided} />
      <RejectDialog car={rejecting} onClose={() => setRejecting(null)} onDone={decided} />
    </>
  );
}
