import { Button, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import {
  emptyTermFields,
  missingTermFields,
  OfficerTermFields,
  termFieldLabels,
  termOf,
} from "../../../components/officer-term-fields.tsx";
import { type Proposal, useOffices, useProposeOfficer } from "../api/use-officer-proposal.ts";

/**
 * Issue 42: a region's director proposes a member for one of the region's offices and days; the office confirms it,
 * and the term begins on its first day with no one acting. Shown to the regions' own directors only (the server
 * decides: a zone's director reads a region but does not propose its officers).
 */
export function OfficerProposalForm({ regions }: { regions: Record<string, string> }) {
  const headingId = useId();
  const names = Object.keys(regions);
  const offices = useOffices(names.length > 0);
  const propose = useProposeOfficer();
  const [code, setCode] = useState(names.length === 1 ? (regions[names[0] ?? ""] ?? "") : "");
  const [values, setValues] = useState(emptyTermFields);
  const [errors, setErrors] = useState<FieldErrors | undefined>();
  const [proposed, setProposed] = useState<string | null>(null);
  if (names.length === 0) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: FieldErrors = {
      ...(code ? {} : { code: ["Choose the region"] }),
      ...missingTermFields(values),
    };
    if (Object.keys(missing).length > 0) return setErrors(missing);
    setErrors(undefined);
    setProposed(null);
    const proposal: Proposal = { code, ...termOf(values) };
    propose.mutate(proposal, {
      onSuccess: (term) => {
        setProposed(
          `${term.member.name} is proposed as ${term.office.title}. The office confirms it; the term begins on its first day.`,
        );
        setValues(emptyTermFields);
      },
      onError: (error) => setErrors(errorsOf(error)),
    });
  }

  return (
    <Stack component="section" gap="sm" mt="xl" aria-labelledby={headingId} maw={760}>
      <Title order={2} id={headingId}>
        Propose an officer
      </Title>
      <Text>
        As the region's director, you may propose a member for one of its offices. The club's office confirms
        the proposal; the officer then has the region's pages from the first day of the term to its last.
      </Text>
      {offices.isError ? <LoadFailure what="offices" onRetry={() => void offices.refetch()} /> : null}
      <form onSubmit={submit} aria-labelledby={headingId} noValidate>
        <Stack gap="sm">
          {names.length > 1 ? (
            <NativeSelect
              label="Region"
              maw={360}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              data={[
                { value: "", label: "Choose…" },
                ...names.map((name) => ({ value: regions[name] ?? "", label: name })),
              ]}
              error={errors?.code?.[0]}
            />
          ) : null}
          <OfficerTermFields
            values={values}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            errors={errors}
            offices={offices.data ?? []}
            loading={offices.isPending}
          />
          <ErrorLines errors={errors} labels={{ code: "Region", ...termFieldLabels }} />
          {proposed ? (
            <Text role="status" fw={700}>
              {proposed}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" loading={propose.isPending}>
              Propose
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
