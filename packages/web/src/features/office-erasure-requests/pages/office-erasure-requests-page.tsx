import type { OfficeErasureRequest } from "@club/domain/erasure.schema";
import { policyMessages } from "@club/domain/office-policies.schema";
import { Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { PageTitle } from "../../../components/page-title.tsx";
import { AdministratorsOnly } from "../../../office-kit/administrators-only.tsx";
import { AlreadyDecidedAlert } from "../../../office-kit/already-decided-alert.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useOfficePolicy } from "../../../office-kit/use-office-session.ts";
import { useOfficeErasureRequests } from "../api/use-office-erasure-requests.ts";
import { AnswerDialogs, type Answering } from "../components/answer-dialogs.tsx";
import { ErasureRequestCard } from "../components/erasure-request-card.tsx";

const pageTitle = "Requests to leave";

const lateLine = (late: number) =>
  late === 0
    ? "No request is past its due day."
    : `${late} ${late === 1 ? "request is" : "requests are"} past the due day: answer ${late === 1 ? "it" : "them"} first.`;

function RequestList({
  title,
  requests,
  empty,
  onAnswer,
}: {
  title: string;
  requests: OfficeErasureRequest[];
  empty: string;
  onAnswer?: (request: OfficeErasureRequest, answer: Answering["answer"]) => void;
}) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {requests.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: "none" }} aria-label={title}>
          {requests.map((request) => (
            <ErasureRequestCard key={request.id} request={request} onAnswer={onAnswer} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

// Issue 30: members' requests to leave the club and be forgotten, due within the club's answer period. Staff read
// the queue; completing (which cannot be undone) and refusing are an office administrator's, so staff see no buttons.
function ErasureRequests() {
  const query = useOfficeErasureRequests();
  const mayAnswer = useOfficePolicy("decideErasureRequests");
  const [answering, setAnswering] = useState<Answering | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const requests = query.data?.requests ?? [];
  const onAnswer = mayAnswer
    ? (request: OfficeErasureRequest, answer: Answering["answer"]) => setAnswering({ request, answer })
    : undefined;

  return (
    <>
      <PageTitle>{pageTitle}</PageTitle>
      <Stack gap="sm" mb="md" maw={760}>
        <Text>
          A member may ask to leave the club and have their details removed. Completing a request removes
          their name, contact details, car photos and sign-in; their payments and memberships stay, and their
          cars stay in the registry without an owner. Refusing keeps everything and tells the member why.
        </Text>
        {mayAnswer === false ? (
          <Text>Only an office administrator can complete or refuse a request.</Text>
        ) : null}
        {query.data ? (
          <Text fw={700} role="status" c={query.data.late > 0 ? "red.9" : undefined}>
            {lateLine(query.data.late)}
          </Text>
        ) : null}
      </Stack>
      {conflict ? (
        <AlreadyDecidedAlert
          title="Already answered"
          message={conflict}
          reloaded="The list"
          onClose={() => setConflict(null)}
        />
      ) : null}
      <Stack gap="xl" aria-busy={query.isFetching}>
        <QueryState query={query} loading="Loading requests…" />
        {query.data && !query.isError ? (
          <>
            <RequestList
              title="Waiting for an answer, the first due first"
              requests={requests.filter((request) => request.status === "open")}
              empty="No request is waiting for an answer."
              onAnswer={onAnswer}
            />
            <RequestList
              title="Answered, the latest first"
              requests={requests.filter((request) => request.status !== "open")}
              empty="No request has been answered yet."
            />
          </>
        ) : null}
      </Stack>
      <AnswerDialogs
        answering={answering}
        onClose={() => setAnswering(null)}
        onDone={() => {
          setConflict(null);
          setAnswering(null);
        }}
        onConflict={(message) => {
          setConflict(message);
          setAnswering(null);
        }}
      />
    </>
  );
}

/** Reading the queue is the office staff's (`readErasureRequests`); an account without it gets a line, and no call. */
export function OfficeErasureRequestsPage() {
  return (
    <AdministratorsOnly action="readErasureRequests" title={pageTitle} reason={policyMessages.roleTooLow}>
      <ErasureRequests />
    </AdministratorsOnly>
  );
}
