import {
  type ClaimAnswerInput,
  type ClaimOnYourCar,
  claimAnswerInputSchema,
} from "@club/domain/vehicle-registry.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useForm } from "react-hook-form";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { dayOfMoment } from "../../../lib/club-clock.ts";
import { useAnswerClaim } from "../api/use-answer-claim.ts";
import { useClaimsOnYourCars } from "../api/use-vehicle-claims.ts";

export const answerSentMessage = "Your answer was sent to the club office";

/** The answer's limit, as the domain's schema sets it. */
const answerMaxLength = claimAnswerInputSchema.shape.answer.maxLength ?? undefined;

function AnswerForm({ claim }: { claim: ClaimOnYourCar }) {
  const form = useForm<{ answer: string }, unknown, ClaimAnswerInput>({
    resolver: zodResolver(claimAnswerInputSchema),
    mode: "onTouched",
    defaultValues: { answer: claim.answer ?? "" },
  });
  const answer = useAnswerClaim();
  const { answer: _answer, ...otherErrors } = errorsOf(answer.error) ?? {};

  const onSubmit = form.handleSubmit((values) =>
    answer.mutate(
      { claimId: claim.id, answer: values.answer },
      {
        onSuccess: () => notifications.show({ color: "green", message: answerSentMessage }),
        onError: (error) => {
          const message = errorsOf(error)?.answer?.join(" ");
          if (message) form.setError("answer", { type: "server", message }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm" align="flex-start">
        <Textarea
          w="100%"
          label="Your answer for the club office"
          description={`Why the car is yours, ${answerMaxLength} characters at most`}
          required
          rows={4}
          maxLength={answerMaxLength}
          error={form.formState.errors.answer?.message}
          {...form.register("answer")}
        />
        <ErrorLines errors={otherErrors} />
        <Button type="submit" loading={answer.isPending}>
          {claim.answer ? "Send a new answer" : "Send your answer"}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Issue 39: a claim another member made on one of the member's cars, waiting for the office. The owner reads that
 * the car is claimed (not by whom) and may answer; the office reads the answer before it decides.
 */
export function ClaimsOnYourCars() {
  const claims = useClaimsOnYourCars();
  if (!claims.data || claims.data.length === 0) return null;
  return (
    <Stack gap="md" mb="lg" maw={760}>
      {claims.data.map((claim) => (
        <Alert
          key={claim.id}
          color="yellow"
          variant="light"
          title={`Someone has claimed this car: your ${claim.car}`}
        >
          <Stack gap="sm">
            <Text>
              Another member has told the club office that this car is theirs. It stays in your garage while
              the office looks at the claim. You may answer: the office reads your answer before it decides.
            </Text>
            {claim.answer && claim.answeredAt ? (
              <Text>{`You answered on ${dayOfMoment(claim.answeredAt)}. You may send a new answer in its place.`}</Text>
            ) : null}
            <AnswerForm claim={claim} />
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
