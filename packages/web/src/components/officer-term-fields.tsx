import { NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import type { FieldErrors } from "../api/api-error.ts";

// Issue 42: a term's member, office and days, as the office appoints an officer and a region's director proposes one.

export interface TermFieldValues {
  memberNo: string;
  officeId: string;
  startsOn: string;
  endsOn: string;
}

export const emptyTermFields: TermFieldValues = { memberNo: "", officeId: "", startsOn: "", endsOn: "" };

/** Each field's name in an error's sentence. */
export const termFieldLabels = {
  memberNo: "Member number",
  officeId: "Office",
  startsOn: "First day",
  endsOn: "Last day",
};

/** What is missing, in words at its field; none when the member and the office are given. */
export function missingTermFields(values: TermFieldValues): FieldErrors {
  const number = Number(values.memberNo);
  const missing: FieldErrors = {};
  if (!Number.isInteger(number) || number <= 0) missing.memberNo = ["Enter the member's number"];
  if (!values.officeId) missing.officeId = ["Choose an office"];
  return missing;
}

/** The term as the API takes it: no first day is the club's today, no last day is until the office ends it. */
export function termOf(values: TermFieldValues) {
  return {
    memberNo: Number(values.memberNo),
    officeId: Number(values.officeId),
    ...(values.startsOn ? { startsOn: values.startsOn } : {}),
    endsOn: values.endsOn || null,
  };
}

interface OfficerTermFieldsProps {
  values: TermFieldValues;
  onChange: (field: keyof TermFieldValues, value: string) => void;
  errors: FieldErrors | undefined;
  /** The offices in use; `loading` while they are asked for. */
  offices: { id: number; title: string }[];
  loading?: boolean;
}

export function OfficerTermFields({
  values,
  onChange,
  errors,
  offices,
  loading = false,
}: OfficerTermFieldsProps) {
  const change = (field: keyof TermFieldValues) => (event: { currentTarget: { value: string } }) =>
    onChange(field, event.currentTarget.value);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Member number"
          inputMode="numeric"
          value={values.memberNo}
          onChange={change("memberNo")}
          error={errors?.memberNo?.[0]}
        />
        <NativeSelect
          label="Office"
          value={values.officeId}
          onChange={change("officeId")}
          data={[
            { value: "", label: loading ? "Loading the offices…" : "Choose…" },
            ...offices.map((office) => ({ value: String(office.id), label: office.title })),
          ]}
          error={errors?.officeId?.[0]}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="First day (optional)"
          description="Empty: today"
          type="date"
          value={values.startsOn}
          onChange={change("startsOn")}
          error={errors?.startsOn?.[0]}
        />
        <TextInput
          label="Last day (optional)"
          description="Empty: until the office ends it"
          type="date"
          value={values.endsOn}
          onChange={change("endsOn")}
          error={errors?.endsOn?.[0]}
        />
      </SimpleGrid>
    </>
  );
}
