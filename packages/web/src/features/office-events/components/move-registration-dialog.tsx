import {
  type EventRegistrant,
  moveRegistrationSchema,
  type OfficeEvent,
} from "@club/domain/office-events.schema";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useForm } from "react-hook-form";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { eventDays } from "../../../event-admin/format/event-format.ts";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useTwoStepDialog } from "../../../office-kit/use-two-step-dialog.ts";
import { useOfficeEvents } from "../api/use-office-events.ts";
import { useMoveRegistration } from "../api/use-office-registrations.ts";

interface MoveValues {
  /** The event moved to, "" until one is chosen. */
  eventId: string;
}

const emptyValues: MoveValues = { eventId: "" };
const moveFields = ["eventId"];
const toMoveBody = (values: MoveValues) => ({
  eventId: values.eventId === "" ? undefined : Number(values.eventId),
});
const resolver = bodyResolver(moveRegistrationSchema, toMoveBody);

interface MoveRegistrationDialogProps {
  event: OfficeEvent;
  /** A confirmed registration. */
  registrant: EventRegistrant;
  onClose: () => void;
}

/**
 * Issue 28: a confirmed registration moved, with what was paid, to another upcoming portal event (another date of
 * a tour); its place here goes to the next member waiting. The question comes before it is done.
 */
export function MoveRegistrationDialog({ event, registrant, onClose }: MoveRegistrationDialogProps) {
  const upcoming = useOfficeEvents("upcoming", 1);
  const targets = (upcoming.data?.results ?? []).filter(
    (other) => other.registration === "portal" && other.id !== event.id && !other.past,
  );
  const form = useForm<MoveValues>({ defaultValues: emptyValues, resolver });
  const move = useMoveRegistration();
  const { step, setStep, otherErrors, setOtherErrors, backRef, toConfirm } = useTwoStepDialog(
    form,
    registrant,
    () => emptyValues,
  );

  function close() {
    if (move.isPending) return;
    move.reset();
    onClose();
  }

  const who = `${registrant.firstName} ${registrant.lastName}`;
  const target = targets.find((other) => String(other.id) === form.getValues().eventId);

  function confirm() {
    if (!target) return;
    move.mutate(
      { id: registrant.id, body: { eventId: target.id } },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: `${who}'s registration was moved to ${target.title}.`,
          });
          move.reset();
          onClose();
        },
        onError: (error) => {
          setStep("form");
          setOtherErrors(showServerErrors(form, error, moveFields));
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={close}
      title="Move a registration"
      size="lg"
      closeOnEscape={!move.isPending}
      closeOnClickOutside={!move.isPending}
    >
      {step === "form" ? (
        <form onSubmit={toConfirm} noValidate aria-label="Move the registration">
          <Stack gap="sm">
            <Text fw={700}>{`${who}, member ${registrant.memberNo}: ${event.title}`}</Text>
            <QueryState query={upcoming} loading="Loading the upcoming events…" />
            {upcoming.data && targets.length === 0 ? (
              <Text>There is no other upcoming event that members register for here.</Text>
            ) : null}
            <ControlledSelect
              control={form.control}
              name="eventId"
              label="Move to"
              required
              data={[
                { value: "", label: "Choose an event" },
                ...targets.map((other) => ({
                  value: String(other.id),
                  label: `${other.title} (${eventDays(other)})${other.full ? ", full" : ""}`,
                })),
              ]}
            />
            <ErrorLines errors={otherErrors} />
            <FormActions onCancel={close} />
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text fw={700}>{`Move ${who}'s registration from ${event.title} to ${target?.title ?? ""}?`}</Text>
          <Text>
            {`What they paid goes with it, and their place at ${event.title} goes to the next member waiting.`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button ref={backRef} variant="outline" onClick={() => setStep("form")} disabled={move.isPending}>
              Back
            </Button>
            <Button onClick={confirm} loading={move.isPending}>
              Move the registration
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
