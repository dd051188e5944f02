import { SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturn } from "react-hook-form";
import { useCountries } from "../../api/use-countries.ts";
import { useSubdivisions } from "../../api/use-subdivisions.ts";
import { ControlledSelect } from "../../components/controlled-fields.tsx";
import type { MemberSearchFormValues } from "../form/member-search-form-schema.ts";

const choose = { label: "Select", value: "" };

const optionsOf = (entries: Record<string, string> | undefined) => [
  choose,
  ...Object.entries(entries ?? {}).map(([label, value]) => ({ label, value })),
];

interface MemberFilterFieldsProps {
  form: UseFormReturn<MemberSearchFormValues>;
  /** Region name to code for the Region select; the administrator search puts its region first instead. */
  regions?: Record<string, string>;
}

// spec §2, §5: the member filters; State/Province is flagged required yet any one field is enough.
export function MemberFilterFields({ form, regions }: MemberFilterFieldsProps) {
  const { register, control, setValue, watch } = form;
  const { errors } = form.formState;
  const country = watch("country");
  const countries = useCountries();
  const subdivisions = useSubdivisions(country);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <TextInput label="First Name" {...register("firstName")} error={errors.firstName?.message} />
      <TextInput label="Last Name" {...register("lastName")} error={errors.lastName?.message} />
      <TextInput label="Email" {...register("email")} error={errors.email?.message} />
      <TextInput label="City" {...register("city")} error={errors.city?.message} />
      <ControlledSelect
        control={control}
        name="country"
        label="Country"
        data={optionsOf(countries.data)}
        onValueChange={() => setValue("state", "")}
      />
      <ControlledSelect
        control={control}
        name="state"
        label="State/Province"
        withAsterisk
        data={optionsOf(subdivisions.data)}
      />
      {regions ? (
        <ControlledSelect control={control} name="region" label="Region" data={optionsOf(regions)} />
      ) : null}
    </SimpleGrid>
  );
}
