import { spelledDay } from "@club/domain/days";
import type { CardCheck } from "@club/domain/membership-card.schema";
import { Paper, Stack, Text } from "@mantine/core";
import { useParams } from "react-router";
import { ApiError } from "../../../api/api-error.ts";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useCardCheck } from "../api/use-membership-card.ts";

/** The answer in one line, read at arm's length at a door. */
function verdictOf(check: CardCheck): string {
  if (!check.current) return "Not current";
  if (check.lifelong || check.duesExpire === null) return "Current member for life";
  return `Current member until ${spelledDay(check.duesExpire)}`;
}

function CheckResult({ check }: { check: CardCheck }) {
  return (
    <Stack gap="sm">
      <Text role="status" fw={700} fz={32} lh={1.2} c={check.current ? "green.9" : "red.9"}>
        {verdictOf(check)}
      </Text>
      <Text fz={26} fw={700}>
        {check.name}
      </Text>
      <Text fz="xl">{`Member no. ${check.memberNo}`}</Text>
      <Text fz="xl">{check.planTitle}</Text>
      {!check.current && check.duesExpire ? (
        <Text fz="xl">{`Dues ran to ${spelledDay(check.duesExpire)}.`}</Text>
      ) : null}
    </Stack>
  );
}

/**
 * Issue 25: what a membership card's QR code opens (/card/{token}), for the office or an event host, signed in or
 * not. The server reads the membership today, so an old card of a member who lapsed says "Not current".
 */
export function CardCheckPage() {
  const { token = "" } = useParams();
  const check = useCardCheck(token);
  const refusal = check.error instanceof ApiError && check.error.status === 404 ? check.error : null;
  return (
    <Paper withBorder p="xl" maw={640} mx="auto">
      <PageTitle>Membership check</PageTitle>
      {check.isPending ? <LoadingState label="Checking the card…" /> : null}
      {refusal ? (
        <Text role="alert" fz={26} fw={700} c="red.9">
          {`Not a club card. ${refusal.errors.token?.[0] ?? ""}`}
        </Text>
      ) : null}
      {check.isError && !refusal ? <LoadFailure what="card check" onRetry={() => check.refetch()} /> : null}
      {check.data ? <CheckResult check={check.data} /> : null}
    </Paper>
  );
}
