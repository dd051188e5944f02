import type { OfficeErasureRequest } from "@club/domain/erasure.schema";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDay, formatMoment } from "../../../office-kit/office-format.ts";

export type ErasureAnswer = "complete" | "refuse";

const statusLabels: Record<OfficeErasureRequest["status"], string> = {
  open: "Open",
  completed: "Completed",
  refused: "Refused",
  withdrawn: "Withdrawn by the member",
};

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={{ overflowWrap: "break-word" }}>
      <Text span fw={700}>{`${label}: `}</Text>
      {children}
    </Text>
  );
}

interface ErasureRequestCardProps {
  request: OfficeErasureRequest;
  /** Absent where the session's policies do not allow answering; offered only while the request is open. */
  onAnswer?: (request: OfficeErasureRequest, answer: ErasureAnswer) => void;
}

/** One request to leave the club (issue 30): who, since when, due by when (late or not), why, and the answer. */
export function ErasureRequestCard({ request, onAnswer }: ErasureRequestCardProps) {
  const heading = `${request.name} (member ${request.memberNo})`;
  return (
    <Paper component="li" withBorder p={{ base: "sm", sm: "md" }} aria-label={heading}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h4">
            {heading}
          </Title>
          <Group gap="xs">
            {request.late ? (
              <Badge color="red.9" variant="filled" tt="none">
                Late
              </Badge>
            ) : null}
            <Badge color={request.status === "open" ? "blue.9" : "gray.8"} variant="light" tt="none">
              {statusLabels[request.status]}
            </Badge>
          </Group>
        </Group>
        <Stack gap={4}>
          <Line label="Asked">{formatMoment(request.requestedAt)}</Line>
          <Line label="Answer due by">{formatDay(request.dueOn)}</Line>
          {request.reason ? <Line label="The member's reason">{request.reason}</Line> : null}
          {request.decidedAt ? (
            <Line label={request.status === "completed" ? "Completed" : "Refused"}>
              {`${formatMoment(request.decidedAt)}${request.decidedBy ? ` by ${request.decidedBy}` : ""}`}
            </Line>
          ) : null}
          {request.refusal ? <Line label="Why it was refused">{request.refusal}</Line> : null}
        </Stack>
        {onAnswer && request.status === "open" ? (
          <Group gap="sm">
            <Button color="red.9" onClick={() => onAnswer(request, "complete")}>
              Complete
            </Button>
            <Button variant="outline" onClick={() => onAnswer(request, "refuse")}>
              Refuse
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
