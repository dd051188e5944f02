import { judgeLevels } from "@club/domain/judging.rules";
import { type Judge, judgeChangeSchema } from "@club/domain/judging.schema";
import { fullName } from "@club/domain/member-name.rules";
import { Button, Fieldset, Group, Modal, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { judgeLevelLabels } from "../../../lib/judge-levels.ts";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useChangeJudge } from "../api/use-judges.ts";
import { type JudgeValues, judgeFormFields, judgeResolver, judgeValuesOf } from "../form/judge-form.ts";

const levelOptions = judgeLevels.map((level) => ({ label: judgeLevelLabels[level], value: level }));

/** "Change" (issue 29): a judge's level, and the seminars they attended, each with its name and date. */
export function ChangeJudgeDialog({ judge, onClose }: { judge: Judge | null; onClose: () => void }) {
  const form = useForm<JudgeValues>({ defaultValues: { level: "", seminars: [] }, resolver: judgeResolver });
  const seminars = useFieldArray({ control: form.control, name: "seminars" });
  const change = useChangeJudge();
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();

  // Each opening starts from the judge as the roster has them.
  useEffect(() => {
    if (!judge) return;
    form.reset(judgeValuesOf(judge));
    setOtherErrors(undefined);
  }, [judge, form]);

  function close() {
    if (change.isPending) return;
    change.reset();
    onClose();
  }

  const save = form.handleSubmit((values) => {
    if (!judge) return;
    setOtherErrors(undefined);
    change.mutate(
      { id: judge.id, body: judgeChangeSchema.parse(values) },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: `${fullName(judge)}'s record was changed.` });
          close();
        },
        onError: (error) => setOtherErrors(showServerErrors(form, error, judgeFormFields)),
      },
    );
  });

  return (
    <Modal
      opened={judge !== null}
      onClose={close}
      title={judge ? `Change ${fullName(judge)}` : ""}
      size="lg"
      closeOnEscape={!change.isPending}
    >
      <form onSubmit={save} noValidate aria-label="The judge's level and seminars">
        <Stack gap="md">
          <ControlledSelect control={form.control} name="level" label="Level" required data={levelOptions} />
          <Fieldset legend="Seminars attended" variant="unstyled">
            <Stack gap="sm">
              {seminars.fields.length === 0 ? <Text>No seminars yet.</Text> : null}
              {seminars.fields.map((field, index) => (
                <Group key={field.id} align="flex-end" gap="sm" wrap="wrap">
                  <TextInput
                    label={`Seminar ${index + 1}`}
                    required
                    style={{ flex: "2 1 14rem" }}
                    error={form.getFieldState(`seminars.${index}.name`, form.formState).error?.message}
                    {...form.register(`seminars.${index}.name`)}
                  />
                  <TextInput
                    type="date"
                    label={`Date of seminar ${index + 1}`}
                    required
                    style={{ flex: "1 1 10rem" }}
                    error={form.getFieldState(`seminars.${index}.date`, form.formState).error?.message}
                    {...form.register(`seminars.${index}.date`)}
                  />
                  <Button variant="outline" color="red.9" onClick={() => seminars.remove(index)}>
                    Remove<VisuallyHidden>{` seminar ${index + 1}`}</VisuallyHidden>
                  </Button>
                </Group>
              ))}
              <Button
                variant="outline"
                style={{ alignSelf: "flex-start" }}
                onClick={() => seminars.append({ name: "", date: "" })}
              >
                Add a seminar
              </Button>
            </Stack>
          </Fieldset>
          <ErrorLines errors={otherErrors} />
          <FormActions onCancel={close} submitLabel="Save the judge" pending={change.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
