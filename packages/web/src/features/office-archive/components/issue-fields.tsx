import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { ControlledSwitch } from "../../../components/controlled-fields.tsx";
import type { IssueValues } from "../form/issue-form.ts";

interface IssueFieldsProps {
  form: UseFormReturn<IssueValues>;
  /** The publications of the issues already in the archive, offered as the publication is typed. */
  publications: readonly string[];
}

/** An issue's facts (issue 45): the upload's and the Edit dialog's. */
export function IssueFields({ form, publications }: IssueFieldsProps) {
  const { errors } = form.formState;
  const suggestions = useId();
  return (
    <Stack gap="sm">
      <TextInput
        label="Publication"
        description="The magazine or bulletin, named the same way for each of its issues."
        required
        list={suggestions}
        autoComplete="off"
        error={errors.publication?.message}
        {...form.register("publication")}
      />
      <datalist id={suggestions}>
        {publications.map((publication) => (
          <option key={publication} value={publication} />
        ))}
      </datalist>
      <TextInput label="Title" required error={errors.title?.message} {...form.register("title")} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput
          label="Volume (optional)"
          description="As printed: XII, 12."
          error={errors.volume?.message}
          {...form.register("volume")}
        />
        <TextInput
          label="Number (optional)"
          description="As printed: 3, Spring."
          error={errors.number?.message}
          {...form.register("number")}
        />
        <TextInput
          type="date"
          label="Issue date"
          required
          error={errors.issueDate?.message}
          {...form.register("issueDate")}
        />
      </SimpleGrid>
      <ControlledSwitch
        control={form.control}
        name="membersOnly"
        label="Members only"
        description="Only members in good standing find and read it. Off: everyone may, signed in or not."
      />
    </Stack>
  );
}
