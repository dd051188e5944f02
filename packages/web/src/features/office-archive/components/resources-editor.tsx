import { type MemberResource, memberResourcesSchema } from "@club/domain/archive.schema";
import {
  Anchor,
  Button,
  Fieldset,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { useMemberResources } from "../../../api/use-member-resources.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { SavedNote } from "../../../office-kit/saved-note.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useOfficePolicy } from "../../../office-kit/use-office-session.ts";
import { useSaveResources } from "../api/use-save-resources.ts";
import {
  emptyResource,
  type ResourcesValues,
  resourceErrorAt,
  resourcesFormFields,
  resourcesResolver,
  resourcesValuesOf,
} from "../form/resources-form.ts";

/** The links as members read them, for an account that may not change them. */
function ResourcesList({ resources }: { resources: readonly MemberResource[] }) {
  if (resources.length === 0) return <Text>The Member Resources page has no links.</Text>;
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: "none" }}
      aria-label="Member Resources links"
    >
      {resources.map((resource) => (
        <Paper component="li" key={`${resource.label} ${resource.url}`} withBorder p="sm">
          <Title order={3} size="h4">
            {resource.label}
          </Title>
          {resource.about ? <Text>{resource.about}</Text> : null}
          <Anchor href={resource.url} style={{ overflowWrap: "anywhere" }}>
            {resource.url}
          </Anchor>
        </Paper>
      ))}
    </Stack>
  );
}

/** The editor: each link's label, words about it and address, added, removed and moved; saved whole. */
function ResourcesForm({ resources }: { resources: readonly MemberResource[] }) {
  const form = useForm<ResourcesValues>({
    defaultValues: resourcesValuesOf(resources),
    resolver: resourcesResolver,
  });
  const links = useFieldArray({ control: form.control, name: "resources" });
  const save = useSaveResources();
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const [saved, setSaved] = useState(false);
  const count = links.fields.length;

  const onSubmit = form.handleSubmit((values) => {
    setOtherErrors(undefined);
    setSaved(false);
    save.mutate(memberResourcesSchema.parse(values), {
      onSuccess: (reply) => {
        form.reset(resourcesValuesOf(reply.resources));
        setSaved(true);
      },
      onError: (error) => setOtherErrors(showServerErrors(form, error, resourcesFormFields(values))),
    });
  });

  const listError = resourceErrorAt(form, "resources");
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Member Resources links" onChange={() => setSaved(false)}>
      <Stack gap="md" maw={760}>
        {count === 0 ? <Text>No links yet: the Member Resources page shows none.</Text> : null}
        {links.fields.map((field, index) => {
          const number = index + 1;
          return (
            <Fieldset key={field.id} legend={`Link ${number}`}>
              <Stack gap="sm">
                <TextInput
                  label={`Label of link ${number}`}
                  required
                  error={resourceErrorAt(form, `resources.${index}.label`)}
                  {...form.register(`resources.${index}.label`)}
                />
                <Textarea
                  label={`About link ${number} (optional)`}
                  rows={2}
                  error={resourceErrorAt(form, `resources.${index}.about`)}
                  {...form.register(`resources.${index}.about`)}
                />
                <TextInput
                  type="url"
                  label={`Address of link ${number}`}
                  description="A full web address, starting with https://"
                  required
                  error={resourceErrorAt(form, `resources.${index}.url`)}
                  {...form.register(`resources.${index}.url`)}
                />
                <Group gap="sm">
                  <Button
                    variant="outline"
                    size="compact-md"
                    disabled={index === 0}
                    onClick={() => {
                      links.move(index, index - 1);
                      setSaved(false);
                    }}
                  >
                    Move up<VisuallyHidden>{` link ${number}`}</VisuallyHidden>
                  </Button>
                  <Button
                    variant="outline"
                    size="compact-md"
                    disabled={index === count - 1}
                    onClick={() => {
                      links.move(index, index + 1);
                      setSaved(false);
                    }}
                  >
                    Move down<VisuallyHidden>{` link ${number}`}</VisuallyHidden>
                  </Button>
                  <Button
                    variant="outline"
                    size="compact-md"
                    color="red.9"
                    onClick={() => {
                      links.remove(index);
                      setSaved(false);
                    }}
                  >
                    Remove<VisuallyHidden>{` link ${number}`}</VisuallyHidden>
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        {listError ? <Text c="red.9">{listError}</Text> : null}
        <Button
          variant="outline"
          style={{ alignSelf: "flex-start" }}
          onClick={() => {
            links.append(emptyResource);
            setSaved(false);
          }}
        >
          Add a link
        </Button>
        <ErrorLines errors={otherErrors} />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Save the links
          </Button>
          {saved ? (
            <SavedNote>Saved: members see these links on their Member Resources page.</SavedNote>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Issue 45: the links of the members' Member Resources page (the publications, the technicians, the handbook), kept
 * by the office's administrators; office staff read them here as members do.
 */
export function ResourcesEditor() {
  const resources = useMemberResources();
  const mayChange = useOfficePolicy("manageSettings") === true;
  return (
    <Stack gap="sm">
      <Text maw={760}>
        The links members find on their Member Resources page, in this order.
        {mayChange ? null : " Only office administrators change them."}
      </Text>
      <QueryState query={resources} loading="Loading the links…" />
      {resources.data && !resources.isError ? (
        mayChange ? (
          <ResourcesForm resources={resources.data.resources} />
        ) : (
          <ResourcesList resources={resources.data.resources} />
        )
      ) : null}
    </Stack>
  );
}
