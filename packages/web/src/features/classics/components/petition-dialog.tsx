import { classicMessages, classicPetitionInputSchema } from "@club/domain/classics.schema";
import { vehicleYears } from "@club/domain/vehicle.schema";
import { Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { useMakes } from "../../../api/use-makes.ts";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { useSendPetition } from "../api/use-classics.ts";
import {
  emptyPetitionValues,
  type PetitionValues,
  petitionBodyOf,
  petitionResolver,
  showPetitionErrors,
} from "../form/petition-form.ts";

const choose = { label: "Select", value: "" };
const yearOptions = [choose, ...vehicleYears.map(String)];

/**
 * Issue 27: "Petition to add a car": the make, the model and years the member asks the club to list, and where the
 * car is documented as a Full Classic. A refusal shows at its fields and keeps what was typed.
 */
export function PetitionDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<PetitionValues>({ defaultValues: emptyPetitionValues, resolver: petitionResolver });
  const { errors } = form.formState;
  const makes = useMakes();
  const send = useSendPetition();
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();

  // Each opening starts from an empty form.
  useEffect(() => {
    if (!opened) return;
    form.reset(emptyPetitionValues);
    setOtherErrors(undefined);
  }, [opened, form]);

  const makeOptions = [
    choose,
    ...(makes.data ?? []).map((make) => ({ label: make.name, value: String(make.id) })),
  ];

  function close() {
    if (send.isPending) return;
    send.reset();
    onClose();
  }

  const onSubmit = form.handleSubmit((values) => {
    setOtherErrors(undefined);
    send.mutate(classicPetitionInputSchema.parse(petitionBodyOf(values)), {
      onSuccess: () => {
        notifications.show({ color: "green", message: classicMessages.petitionSent });
        send.reset();
        onClose();
      },
      onError: (error) => setOtherErrors(showPetitionErrors(form, error)),
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Petition to add a car"
      size="lg"
      closeOnEscape={!send.isPending}
      closeOnClickOutside={!send.isPending}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Petition to add a car">
        <Stack gap="sm">
          <Text>
            Ask the club to add a car the Full Classic list does not name. The office reads your evidence and
            answers here, under Your petitions.
          </Text>
          <ControlledSelect control={form.control} name="makeId" label="Make" required data={makeOptions} />
          {makes.isError ? <LoadFailure what="makes" onRetry={() => void makes.refetch()} /> : null}
          <TextInput
            label="Model or series"
            required
            description="As the maker named it, for example 852 Speedster"
            error={errors.model?.message}
            {...form.register("model")}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <ControlledSelect
              control={form.control}
              name="firstYear"
              label="First year"
              required
              data={yearOptions}
            />
            <ControlledSelect
              control={form.control}
              name="lastYear"
              label="Last year"
              required
              data={yearOptions}
            />
          </SimpleGrid>
          <Textarea
            label="Evidence"
            required
            description="Where the car is documented as a Full Classic: books, the maker's papers, cars judged at club events"
            rows={5}
            error={errors.evidence?.message}
            {...form.register("evidence")}
          />
          <ErrorLines errors={otherErrors} />
          <FormActions onCancel={close} submitLabel="Send the petition" pending={send.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
