import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { nonEmptyFilters } from "../../../search/state/search-params.ts";
import { archiveSearchFormSchema, emptyArchiveSearchForm } from "../form/archive-search-form-schema.ts";
import type { ArchiveFilters } from "../form/archive-search-params.ts";

interface ArchiveSearchFormProps {
  filters: ArchiveFilters;
  /** The publications the reader may search, from the last reply. */
  publications: string[];
  /** The server's refusal of the search, by field (a 400 names the field). */
  serverErrors: FieldErrors;
  onSearch: (filters: ArchiveFilters) => void;
}

// Issue 45: one box for the words, and the filters: a publication and years.
export function ArchiveSearchForm({ filters, publications, serverErrors, onSearch }: ArchiveSearchFormProps) {
  const form = useForm({
    resolver: zodResolver(archiveSearchFormSchema),
    mode: "onTouched",
    defaultValues: { ...emptyArchiveSearchForm, ...filters },
  });
  const { register, control } = form;
  const { errors } = form.formState;
  // A search the address still holds names its publication even before the list arrives.
  const chosen = filters.publication;
  const publicationOptions = [
    { label: "All publications", value: "" },
    ...(chosen && !publications.includes(chosen) ? [chosen] : []),
    ...publications,
  ];
  const errorOf = (name: keyof ArchiveFilters) => errors[name]?.message ?? serverErrors[name]?.join(" ");

  const onSubmit = form.handleSubmit((fields) => onSearch(nonEmptyFilters(fields)));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Search the archive">
      <TextInput
        label="Search the archive"
        description='Words of the page; "quoted words" for a phrase, or between words, -word to leave a word out'
        type="search"
        {...register("q")}
        error={errorOf("q")}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="sm">
        <ControlledSelect
          control={control}
          name="publication"
          label="Publication"
          data={publicationOptions}
        />
        <TextInput
          label="Years from"
          inputMode="numeric"
          maxLength={4}
          {...register("yearFrom")}
          error={errorOf("yearFrom")}
        />
        <TextInput
          label="Years to"
          inputMode="numeric"
          maxLength={4}
          {...register("yearTo")}
          error={errorOf("yearTo")}
        />
      </SimpleGrid>
      <Group gap="sm" mt="md">
        <Button type="submit">Search</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            form.reset(emptyArchiveSearchForm);
            onSearch({});
          }}
        >
          Clear
        </Button>
      </Group>
    </form>
  );
}
