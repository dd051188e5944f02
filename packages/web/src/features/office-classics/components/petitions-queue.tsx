import {
  classicLabel,
  type OfficeClassicPetition,
  type PetitionStatus,
  petitionStatuses,
} from "@club/domain/classics.schema";
import { fullName } from "@club/domain/member-name.rules";
import {
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { formatMoment } from "../../../office-kit/office-format.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useOfficePolicy } from "../../../office-kit/use-office-session.ts";
import { useOfficePetitions } from "../api/use-office-classics.ts";
import { ApprovePetitionDialog, RejectPetitionDialog } from "./petition-decision-dialogs.tsx";

const statusLabels: Record<PetitionStatus, string> = {
  pending: "Waiting",
  approved: "Approved",
  rejected: "Rejected",
};

const emptyLines: Record<PetitionStatus, string> = {
  pending: "No petitions are waiting for a decision.",
  approved: "No petitions have been approved.",
  rejected: "No petitions have been rejected.",
};

function PetitionCard({
  petition,
  mayDecide,
  onApprove,
  onReject,
}: {
  petition: OfficeClassicPetition;
  mayDecide: boolean;
  onApprove: (petition: OfficeClassicPetition) => void;
  onReject: (petition: OfficeClassicPetition) => void;
}) {
  const car = classicLabel({ ...petition, series: petition.model });
  return (
    <Paper component="li" withBorder p={{ base: "sm", sm: "md" }} aria-label={car}>
      <Stack gap={4}>
        <Title order={3} size="h4">
          {car}
        </Title>
        <Text>
          <Text span fw={700}>
            {"From: "}
          </Text>
          <Anchor component={Link} to={`/office/members/${petition.member.id}`}>
            {`${fullName(petition.member)} (no. ${petition.member.memberNo})`}
          </Anchor>
          {`, ${formatMoment(petition.createdAt)}`}
        </Text>
        <Text fw={700}>Evidence:</Text>
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "break-word" }}>{petition.evidence}</Text>
        {petition.decidedAt ? (
          <Text>{`${statusLabels[petition.status]} ${formatMoment(petition.decidedAt)}${petition.reason ? `: ${petition.reason}` : ""}`}</Text>
        ) : null}
        {mayDecide && petition.status === "pending" ? (
          <Group gap="sm" mt="xs">
            <Button onClick={() => onApprove(petition)}>
              Approve<VisuallyHidden>{` the petition for the ${car}`}</VisuallyHidden>
            </Button>
            <Button variant="outline" color="red.9" onClick={() => onReject(petition)}>
              Reject<VisuallyHidden>{` the petition for the ${car}`}</VisuallyHidden>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

interface PetitionsQueueProps {
  status: PetitionStatus;
  page: number;
  onShow: (status: PetitionStatus, page: number) => void;
}

/**
 * Issue 27: the members' petitions to add a car, the waiting ones first (the longest waiting on top); decided ones
 * with the office's reason. Approve and Reject where the session's policies allow deciding.
 */
export function PetitionsQueue({ status, page, onShow }: PetitionsQueueProps) {
  const petitions = useOfficePetitions(status, page);
  const mayDecide = useOfficePolicy("manageClassics") === true;
  const [approving, setApproving] = useState<OfficeClassicPetition | null>(null);
  const [rejecting, setRejecting] = useState<OfficeClassicPetition | null>(null);
  const counts = petitions.data?.counts;

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Petitions by decision"
        value={status}
        onChange={(value) => onShow(petitionStatuses.find((option) => option === value) ?? "pending", 1)}
        data={petitionStatuses.map((value) => ({
          value,
          label: counts ? `${statusLabels[value]} (${counts[value]})` : statusLabels[value],
        }))}
        style={{ alignSelf: "flex-start" }}
      />
      <Stack gap="sm" aria-busy={petitions.isFetching}>
        <QueryState query={petitions} loading="Loading petitions…" />
        {petitions.data && !petitions.isError ? (
          petitions.data.results.length === 0 ? (
            <Text role="status">{emptyLines[status]}</Text>
          ) : (
            <>
              <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: "none" }} aria-label="Petitions">
                {petitions.data.results.map((petition) => (
                  <PetitionCard
                    key={petition.id}
                    petition={petition}
                    mayDecide={mayDecide}
                    onApprove={setApproving}
                    onReject={setRejecting}
                  />
                ))}
              </Stack>
              <Pager
                page={petitions.data.page}
                pageSize={petitions.data.pageSize}
                total={petitions.data.total}
                shown={petitions.data.results.length}
                onPage={(next) => onShow(status, next)}
              />
            </>
          )
        ) : null}
      </Stack>
      <ApprovePetitionDialog petition={approving} onClose={() => setApproving(null)} />
      <RejectPetitionDialog petition={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
