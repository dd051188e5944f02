import {
  type RegionPostInput,
  regionPostBodyMax,
  regionPostTitleMax,
} from "@club/domain/region-posts.schema";
import { Button, Checkbox, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";

/**
 * A news post's title, text (plain: a blank line starts a paragraph) and whether only members in good standing read
 * it. The server checks every rule; what was typed stays when it refuses.
 */
export function RegionPostForm({
  label,
  initial,
  submitLabel,
  pending,
  onSave,
  onCancel,
}: {
  label: string;
  initial?: RegionPostInput;
  submitLabel: string;
  pending: boolean;
  /** Resolves once saved; throws the server's refusal. */
  onSave: (values: RegionPostInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [others, setOthers] = useState<FieldErrors | undefined>();
  const form = useForm<RegionPostInput>({
    defaultValues: initial ?? { title: "", body: "", membersOnly: false },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setOthers(undefined);
    try {
      await onSave(values);
      if (!initial) form.reset({ title: "", body: "", membersOnly: false });
    } catch (error) {
      setOthers(showServerErrors(form, error, ["title", "body", "membersOnly"]));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="sm" maw={720}>
        <TextInput
          label="Title"
          required
          maxLength={regionPostTitleMax}
          error={errors.title?.message}
          {...form.register("title")}
        />
        <Textarea
          label="Text"
          description="Plain text: leave a blank line between paragraphs."
          required
          autosize
          minRows={5}
          maxLength={regionPostBodyMax}
          error={errors.body?.message}
          {...form.register("body")}
        />
        <Checkbox
          label="Members only (members in good standing read it when signed in)"
          {...form.register("membersOnly")}
        />
        <ErrorLines errors={others} />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
