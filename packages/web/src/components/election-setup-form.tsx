import {
  electionInputSchema,
  electionUpdateSchema,
  type OfficeElection,
  regionalElectionInputSchema,
} from "@club/domain/election.schema";
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import {
  type FieldErrors as FormErrors,
  type Path,
  type Resolver,
  set,
  useFieldArray,
  useForm,
} from "react-hook-form";
import { errorsOf, type FieldErrors } from "../api/api-error.ts";
import { bodyResolver } from "../office-kit/body-resolver.ts";
import { ErrorLines } from "./error-lines.tsx";

// Issue 46: an election's setup as the office writes it (national or a region's) and as a region's officers propose
// one: its days, what it puts to the vote (offices to fill with their seats, yes/no questions with their text) and its
// options. The domain's schema of the request checks it here as the server will.

interface RaceValues {
  id?: number;
  title: string;
  seats: string;
  /** The committee's or the regional office's id, as text; "" for neither. */
  target: string;
}

interface QuestionValues {
  id?: number;
  title: string;
  body: string;
}

export interface ElectionFormValues {
  title: string;
  description: string;
  /** "" for a national election. */
  regionCode: string;
  recordOn: string;
  associatesVote: boolean;
  nominationsFrom: string;
  nominationsTo: string;
  votingFrom: string;
  votingTo: string;
  allowChange: boolean;
  termsStartOn: string;
  termsEndOn: string;
  returningOfficerNo: string;
  races: RaceValues[];
  questions: QuestionValues[];
}

const emptyRace: RaceValues = { title: "", seats: "1", target: "" };
const emptyQuestion: QuestionValues = { title: "", body: "" };

const blank: ElectionFormValues = {
  title: "",
  description: "",
  regionCode: "",
  recordOn: "",
  associatesVote: false,
  nominationsFrom: "",
  nominationsTo: "",
  votingFrom: "",
  votingTo: "",
  allowChange: false,
  termsStartOn: "",
  termsEndOn: "",
  returningOfficerNo: "",
  races: [emptyRace],
  questions: [],
};

/** The form's values of an election kept (to change it). */
export function electionFormValues(election: OfficeElection): ElectionFormValues {
  return {
    title: election.title,
    description: election.description,
    regionCode: election.region?.code ?? "",
    recordOn: election.recordOn,
    associatesVote: election.associatesVote,
    nominationsFrom: election.nominationsFrom ?? "",
    nominationsTo: election.nominationsTo ?? "",
    votingFrom: election.votingFrom,
    votingTo: election.votingTo,
    allowChange: election.allowChange,
    termsStartOn: election.termsStartOn ?? "",
    termsEndOn: election.termsEndOn ?? "",
    returningOfficerNo: election.returningOfficer ? String(election.returningOfficer.memberNo) : "",
    races: election.races.map((race) => ({
      id: race.id,
      title: race.title,
      seats: String(race.seats),
      target: String(race.committee?.id ?? race.regionalOffice?.id ?? ""),
    })),
    questions: election.questions.map((question) => ({ ...question })),
  };
}

const dayOrNull = (value: string) => value || null;
const numberOrText = (value: string) =>
  value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value;

export type ElectionFormMode =
  /** The office sets one up: national, or a region's (chosen in the form). */
  | { kind: "create" }
  /** A region's officers propose one for their region. */
  | { kind: "propose" }
  /** The office changes one; races and questions only while `changeRaces`. */
  | { kind: "change"; regional: boolean; changeRaces: boolean };

function bodyOf(values: ElectionFormValues, mode: ElectionFormMode) {
  const regional =
    mode.kind === "propose" || (mode.kind === "change" ? mode.regional : values.regionCode !== "");
  const races = values.races.map((race) => {
    const target = race.target === "" ? null : Number(race.target);
    return {
      ...(race.id === undefined ? {} : { id: race.id }),
      title: race.title,
      seats: numberOrText(race.seats),
      committeeId: regional ? null : target,
      regionalOfficeId: regional ? target : null,
    };
  });
  const common = {
    title: values.title,
    description: values.description,
    recordOn: values.recordOn,
    associatesVote: values.associatesVote,
    nominationsFrom: dayOrNull(values.nominationsFrom),
    nominationsTo: dayOrNull(values.nominationsTo),
    votingFrom: values.votingFrom,
    votingTo: values.votingTo,
    allowChange: values.allowChange,
    termsStartOn: dayOrNull(values.termsStartOn),
    termsEndOn: dayOrNull(values.termsEndOn),
    returningOfficerNo: values.returningOfficerNo === "" ? null : numberOrText(values.returningOfficerNo),
  };
  const questions = values.questions.map((question) => ({ ...question }));
  if (mode.kind === "change") return mode.changeRaces ? { ...common, races, questions } : common;
  if (mode.kind === "propose") return { ...common, races, questions };
  return { ...common, regionCode: values.regionCode || null, races, questions };
}

/** A race's committee or regional office is one field of the form, its "target". */
const formFieldOf = (name: string) => name.replace(/\.(committeeId|regionalOfficeId)$/, ".target");

/**
 * The request's schema checks the form; its issues name fields by dotted paths ("races.0.seats"), nested here as the
 * form keeps its errors.
 */
function electionResolver(mode: ElectionFormMode): Resolver<ElectionFormValues> {
  const check = bodyResolver<ElectionFormValues>(schemaOf(mode), (values) => bodyOf(values, mode));
  return async (values, context, options) => {
    const result = await check(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const nested: FormErrors<ElectionFormValues> = {};
    for (const [name, error] of Object.entries(result.errors)) set(nested, formFieldOf(name), error);
    return { values: {}, errors: nested };
  };
}

const schemaOf = (mode: ElectionFormMode) =>
  mode.kind === "create"
    ? electionInputSchema
    : mode.kind === "propose"
      ? regionalElectionInputSchema
      : electionUpdateSchema;

interface ElectionSetupFormProps {
  mode: ElectionFormMode;
  /** What a race may fill: the committees (national) and the regions' offices. */
  committees: { id: number; name: string }[];
  offices: { id: number; title: string }[];
  /** The regions the office may set one up for (create only): name and code. */
  regions?: { code: string; name: string }[];
  initial?: ElectionFormValues;
  submitLabel: string;
  /** Sends the body; its refusal's errors are shown at their fields. */
  save: (body: Record<string, unknown>) => Promise<unknown>;
  onSaved: () => void;
  onCancel?: () => void;
}

export function ElectionSetupForm({
  mode,
  committees,
  offices,
  regions = [],
  initial = blank,
  submitLabel,
  save,
  onSaved,
  onCancel,
}: ElectionSetupFormProps) {
  const form = useForm<ElectionFormValues>({
    defaultValues: initial,
    resolver: electionResolver(mode),
  });
  const races = useFieldArray({ control: form.control, name: "races" });
  const questions = useFieldArray({ control: form.control, name: "questions" });
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const [pending, setPending] = useState(false);
  const errors = form.formState.errors;
  const regionCode = form.watch("regionCode");
  const regional = mode.kind === "propose" || (mode.kind === "change" ? mode.regional : regionCode !== "");
  const showRaces = mode.kind !== "change" || mode.changeRaces;
  const targets = regional
    ? [
        { value: "", label: "No office: just the vote" },
        ...offices.map((office) => ({ value: String(office.id), label: office.title })),
      ]
    : [
        { value: "", label: "No committee: just the vote" },
        ...committees.map((committee) => ({ value: String(committee.id), label: committee.name })),
      ];

  /** Each refusal naming a field of the form is shown there; the rest above the buttons. */
  const showRefusal = (error: unknown, values: ElectionFormValues) => {
    const known = [...Object.keys(values), ...fieldPaths(values)];
    const rest: FieldErrors = {};
    let first = true;
    for (const [name, messages] of Object.entries(errorsOf(error) ?? {})) {
      const field = formFieldOf(name);
      if (!known.includes(field)) {
        rest[name] = messages;
        continue;
      }
      form.setError(
        field as Path<ElectionFormValues>,
        { type: "server", message: messages.join(" ") },
        {
          shouldFocus: first,
        },
      );
      first = false;
    }
    return Object.keys(rest).length > 0 ? rest : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setOtherErrors(undefined);
    setPending(true);
    try {
      await save(bodyOf(values, mode) as Record<string, unknown>);
      onSaved();
    } catch (error) {
      setOtherErrors(showRefusal(error, values));
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          maxLength={120}
          error={errors.title?.message}
          {...form.register("title")}
        />
        <Textarea
          label="Description"
          description="What members read first: what is being decided and how."
          rows={3}
          error={errors.description?.message}
          {...form.register("description")}
        />
        {mode.kind === "create" ? (
          <NativeSelect
            label="Who votes"
            data={[
              { value: "", label: "The whole club (a national election)" },
              ...regions.map((region) => ({ value: region.code, label: `${region.name} only` })),
            ]}
            error={errors.regionCode?.message}
            {...form.register("regionCode")}
          />
        ) : null}

        <Fieldset legend="Days (the club's calendar)">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="date"
              label="Record date"
              description="Members in good standing on this day may vote."
              required
              error={errors.recordOn?.message}
              {...form.register("recordOn")}
            />
            <TextInput
              type="number"
              inputMode="numeric"
              label="Returning officer (member number)"
              description="Optional: who counts and keys paper ballots."
              error={errors.returningOfficerNo?.message}
              {...form.register("returningOfficerNo")}
            />
            <TextInput
              type="date"
              label="Nominations open"
              description="Leave both empty if the office names the candidates."
              error={errors.nominationsFrom?.message}
              {...form.register("nominationsFrom")}
            />
            <TextInput
              type="date"
              label="Nominations close"
              error={errors.nominationsTo?.message}
              {...form.register("nominationsTo")}
            />
            <TextInput
              type="date"
              label="Voting opens"
              required
              error={errors.votingFrom?.message}
              {...form.register("votingFrom")}
            />
            <TextInput
              type="date"
              label="Voting closes (last day)"
              required
              error={errors.votingTo?.message}
              {...form.register("votingTo")}
            />
            <TextInput
              type="date"
              label="Terms begin"
              description="Empty: the day after voting closes."
              error={errors.termsStartOn?.message}
              {...form.register("termsStartOn")}
            />
            <TextInput
              type="date"
              label="Terms end"
              description="Empty: until the office ends them."
              error={errors.termsEndOn?.message}
              {...form.register("termsEndOn")}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Options">
          <Stack gap="xs">
            <Checkbox label="Associate members vote too" {...form.register("associatesVote")} />
            <Checkbox
              label="A voter may change their vote until voting closes (with a receipt code)"
              {...form.register("allowChange")}
            />
          </Stack>
        </Fieldset>

        {showRaces ? (
          <>
            <Fieldset legend="Offices to fill">
              <Stack gap="sm">
                {races.fields.length === 0 ? (
                  <Text>No office to fill: this is a vote on questions.</Text>
                ) : null}
                {races.fields.map((field, index) => (
                  <Stack key={field.id} gap="xs" component="section" aria-label={`Office ${index + 1}`}>
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                      <TextInput
                        label={`Office ${index + 1}: title`}
                        required
                        error={errors.races?.[index]?.title?.message}
                        {...form.register(`races.${index}.title`)}
                      />
                      <TextInput
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={50}
                        label={`Office ${index + 1}: seats`}
                        required
                        error={errors.races?.[index]?.seats?.message}
                        {...form.register(`races.${index}.seats`)}
                      />
                      <NativeSelect
                        label={
                          regional
                            ? `Office ${index + 1}: the region's office`
                            : `Office ${index + 1}: committee`
                        }
                        data={targets}
                        error={errors.races?.[index]?.target?.message}
                        {...form.register(`races.${index}.target`)}
                      />
                    </SimpleGrid>
                    <Button
                      variant="outline"
                      color="red.9"
                      style={{ alignSelf: "flex-start" }}
                      onClick={() => races.remove(index)}
                    >
                      Remove office {index + 1}
                    </Button>
                  </Stack>
                ))}
                {errors.races?.message || errors.races?.root?.message ? (
                  <Text c="red.9" role="alert">
                    {errors.races?.message ?? errors.races?.root?.message}
                  </Text>
                ) : null}
                <Button
                  variant="outline"
                  style={{ alignSelf: "flex-start" }}
                  onClick={() => races.append(emptyRace)}
                >
                  Add an office to fill
                </Button>
              </Stack>
            </Fieldset>

            <Fieldset legend="Questions (yes or no)">
              <Stack gap="sm">
                {questions.fields.map((field, index) => (
                  <Stack key={field.id} gap="xs" component="section" aria-label={`Question ${index + 1}`}>
                    <TextInput
                      label={`Question ${index + 1}: title`}
                      required
                      error={errors.questions?.[index]?.title?.message}
                      {...form.register(`questions.${index}.title`)}
                    />
                    <Textarea
                      label={`Question ${index + 1}: the text members vote on`}
                      required
                      rows={3}
                      error={errors.questions?.[index]?.body?.message}
                      {...form.register(`questions.${index}.body`)}
                    />
                    <Button
                      variant="outline"
                      color="red.9"
                      style={{ alignSelf: "flex-start" }}
                      onClick={() => questions.remove(index)}
                    >
                      Remove question {index + 1}
                    </Button>
                  </Stack>
                ))}
                <Button
                  variant="outline"
                  style={{ alignSelf: "flex-start" }}
                  onClick={() => questions.append(emptyQuestion)}
                >
                  Add a question
                </Button>
              </Stack>
            </Fieldset>
          </>
        ) : (
          <Text>Voting has opened: the offices and questions stay as they are.</Text>
        )}

        <ErrorLines errors={otherErrors} />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The fields of the races and questions a refusal may name, as the form names them. */
function fieldPaths(values: ElectionFormValues) {
  return [
    ...values.races.flatMap((_, index) =>
      ["title", "seats", "target"].map((name) => `races.${index}.${name}`),
    ),
    ...values.questions.flatMap((_, index) => ["title", "body"].map((name) => `questions.${index}.${name}`)),
    "races",
  ];
}
