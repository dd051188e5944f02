import { type Judge, type JudgingSetup, judgingSetupInputSchema } from "@club/domain/judging.schema";
import type { EventRegistrant } from "@club/domain/office-events.schema";
import { Box, Button, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useSaveJudging } from "../api/use-judging.ts";
import {
  type JudgingValues,
  judgingBodyOf,
  judgingErrorOf,
  judgingFormFields,
  judgingResolver,
  judgingValuesOf,
} from "../form/judging-form.ts";
import { ClassesFields } from "./classes-fields.tsx";
import { EntriesFields } from "./entries-fields.tsx";
import { FormCategories } from "./form-categories.tsx";
import { TeamsFields } from "./teams-fields.tsx";
import { ThresholdsFields } from "./thresholds-fields.tsx";

interface JudgingSetupFormProps {
  eventId: number;
  setup: JudgingSetup;
  entrants: EventRegistrant[];
  roster: Judge[];
}

/**
 * A meet's judging, saved whole ("Save the judging" replaces the setup): its classes, award thresholds, teams,
 * entries and score sheet. Once the results are published it only shows them, its fields disabled.
 */
export function JudgingSetupForm({ eventId, setup, entrants, roster }: JudgingSetupFormProps) {
  const form = useForm<JudgingValues>({
    defaultValues: judgingValuesOf(setup, entrants),
    resolver: judgingResolver,
  });
  const save = useSaveJudging(eventId);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const locked = setup.status === "published";

  const onSubmit = form.handleSubmit((values) => {
    setOtherErrors(undefined);
    // The tabulation rule has no fields here: it stays as it is.
    const body = { ...judgingSetupInputSchema.parse(judgingBodyOf(values)), tabulation: setup.tabulation };
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(judgingValuesOf(saved, entrants));
        notifications.show({ color: "green", message: "The judging was saved." });
      },
      onError: (error) =>
        setOtherErrors(showServerErrors(form, judgingErrorOf(error, values), judgingFormFields(values))),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="The meet's judging">
      <Box component="fieldset" disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <ClassesFields form={form} locked={locked} />
          <ThresholdsFields form={form} locked={locked} />
          <TeamsFields form={form} roster={roster} locked={locked} />
          <EntriesFields form={form} entrants={entrants} />
          <FormCategories form={form} locked={locked} />
          <ErrorLines errors={otherErrors} />
          {locked ? null : (
            <Button type="submit" size="md" loading={save.isPending} style={{ alignSelf: "flex-start" }}>
              Save the judging
            </Button>
          )}
        </Stack>
      </Box>
    </form>
  );
}
