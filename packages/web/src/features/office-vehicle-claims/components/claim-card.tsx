import type { OfficeVehicleClaim } from "@club/domain/vehicle-registry.schema";
import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import type { ReactNode } from "react";
import { DetailList } from "../../../components/detail-list.tsx";
import { formatMoment } from "../../../office-kit/office-format.ts";
import type { ClaimDecision } from "../api/use-office-vehicle-claims.ts";
import {
  claimantLine,
  claimStatusColors,
  claimStatusLabels,
  currentOwnerLine,
  numberRows,
} from "../format/claim-words.ts";
import { ClaimCarHistory } from "./claim-car-history.tsx";

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={{ overflowWrap: "break-word" }}>
      <Text span fw={700}>{`${label}: `}</Text>
      {children}
    </Text>
  );
}

interface ClaimCardProps {
  claim: OfficeVehicleClaim;
  /** Absent where the session's policies do not allow deciding, or the claim is decided already. */
  onDecide?: (claim: OfficeVehicleClaim, decision: ClaimDecision) => void;
}

/**
 * One claim on a car (issue 27): the car, who claims it and who has it now, its numbers, the claimant's note and
 * papers, the owner's answer and the car's history (issue 39), and the decisions open to it.
 */
export function ClaimCard({ claim, onDecide }: ClaimCardProps) {
  const decidedLabel = claimStatusLabels[claim.status];
  return (
    <Paper component="li" withBorder p={{ base: "sm", sm: "md" }} aria-label={claim.car}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h4">
            {claim.car}
          </Title>
          <Badge color={claimStatusColors[claim.status]} variant="filled" tt="none" autoContrast>
            {claimStatusLabels[claim.status]}
          </Badge>
        </Group>

        <Stack gap={4}>
          <Line label="Claimed by">{claimantLine(claim)}</Line>
          <Line label="Current owner">{currentOwnerLine(claim)}</Line>
          <Line label="Claimed">{formatMoment(claim.createdAt)}</Line>
          {claim.decidedAt ? <Line label={decidedLabel}>{formatMoment(claim.decidedAt)}</Line> : null}
          {claim.reason ? <Line label="Reason given">{claim.reason}</Line> : null}
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="sm">
          <DetailList rows={numberRows(claim)} />
          <Stack gap="xs">
            <Text fw={700}>The claimant's note</Text>
            <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "break-word" }}>{claim.note}</Text>
          </Stack>
        </SimpleGrid>

        <Stack gap="xs">
          <Text fw={700}>The owner's answer</Text>
          {claim.ownerAnswer ? (
            <>
              <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "break-word" }}>
                {claim.ownerAnswer.text}
              </Text>
              <Text size="sm">{`Answered ${formatMoment(claim.ownerAnswer.answeredAt)}`}</Text>
            </>
          ) : (
            <Text>The owner has not answered the claim.</Text>
          )}
        </Stack>

        <Stack gap={4}>
          <Text fw={700}>Papers</Text>
          {claim.documents.length === 0 ? (
            <Text>The claimant attached no papers.</Text>
          ) : (
            <List spacing={2} aria-label={`Papers for the claim on the ${claim.car}`}>
              {claim.documents.map((document) => (
                <List.Item key={document.id} style={{ overflowWrap: "anywhere" }}>
                  {/* Signed links, good for an hour: a new tab keeps the queue where it was. */}
                  <Anchor href={document.url} target="_blank" rel="noopener noreferrer">
                    {document.fileName}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>

        <ClaimCarHistory claimId={claim.id} car={claim.car} />

        {onDecide && claim.status === "pending" ? (
          <Group gap="sm">
            <Button onClick={() => onDecide(claim, "approve")}>
              Approve<VisuallyHidden>{` the claim on the ${claim.car}`}</VisuallyHidden>
            </Button>
            <Button variant="outline" color="red.9" onClick={() => onDecide(claim, "reject")}>
              Reject<VisuallyHidden>{` the claim on the ${claim.car}`}</VisuallyHidden>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
