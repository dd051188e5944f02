import { SimpleGrid, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useCountries } from "../../../../api/use-countries.ts";
import { useSubdivisions } from "../../../../api/use-subdivisions.ts";
import { ControlledSelect } from "../../../../components/controlled-fields.tsx";
import { LoadFailure } from "../../../../components/load-failure.tsx";
import type { OfficeProfileValues } from "../../form/profile-values.ts";

const byName = new Intl.Collator("en").compare;

function optionsOf(map: Record<string, string> | undefined) {
  return Object.entries(map ?? {})
    .sort(([a], [b]) => byName(a, b))
    .map(([label, value]) => ({ label, value }));
}

/** A stored value the list does not hold (an old record) stays chosen, and visible as what it is. */
function withStored(
  options: { label: string; value: string }[],
  stored: string | undefined,
  loaded: boolean,
) {
  if (!loaded || !stored || options.some((option) => option.value === stored)) return options;
  return [...options, { label: `${stored} (as stored)`, value: stored }];
}

/**
 * City, country, state and postal code, as on the member's own form (src/profile-form), for the office's form:
 * the country chosen from the list, its states too (a text field where a country has none).
 */
export function OfficePlaceFields({ form }: { form: UseFormReturn<OfficeProfileValues> }) {
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: "country" });
  const state = useWatch({ control: form.control, name: "state" });
  const countries = useCountries();
  const subdivisions = useSubdivisions(country ?? "");
  const subdivisionOptions = useMemo(() => optionsOf(subdivisions.data), [subdivisions.data]);
  const countryOptions = useMemo(
    () =>
      withStored(
        [{ label: "Select a country", value: "" }, ...optionsOf(countries.data)],
        country,
        countries.isSuccess,
      ),
    [countries.data, countries.isSuccess, country],
  );
  const noSubdivisions = subdivisions.isSuccess && subdivisionOptions.length === 0;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <TextInput label="City" error={errors.city?.message} {...form.register("city")} />
        <ControlledSelect
          control={form.control}
          name="country"
          label="Country"
          data={countryOptions}
          onValueChange={() => form.setValue("state", "", { shouldDirty: true })}
        />
        {noSubdivisions || subdivisions.isError ? (
          <TextInput label="State/Province" error={errors.state?.message} {...form.register("state")} />
        ) : (
          <ControlledSelect
            control={form.control}
            name="state"
            label="State/Province"
            data={withStored(
              [{ label: "Select a state or province", value: "" }, ...subdivisionOptions],
              state,
              subdivisions.isSuccess,
            )}
          />
        )}
        <TextInput label="Postal Code" error={errors.zipCode?.message} {...form.register("zipCode")} />
      </SimpleGrid>
      {countries.isError && <LoadFailure what="countries" onRetry={() => void countries.refetch()} />}
      {subdivisions.isError && (
        <LoadFailure what="states and provinces" onRetry={() => void subdivisions.refetch()} />
      )}
    </>
  );
}
