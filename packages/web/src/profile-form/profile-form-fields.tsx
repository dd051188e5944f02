import { publicationPreferences } from "@club/domain/member.schema";
import { Checkbox, Grid, Radio, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useCountries } from "../api/use-countries.ts";
import { useSubdivisions } from "../api/use-subdivisions.ts";
import { ControlledSelect } from "../components/controlled-select.tsx";
import { LoadFailure } from "../components/load-failure.tsx";
import type { ProfileForm } from "./use-profile-form.ts";

interface ProfileFormFieldsProps {
  form: ProfileForm;
  /** The member info page shows the read-only e-mail among the member's details; joining asks for it later. */
  emailField?: ReactNode;
  /** Set on the profile, where the office changes the publication preference (spec §5): shown, disabled. */
  publicationsLockedNote?: string;
}

/** "Name": "CODE" pairs as select options, sorted by name. */
function optionsOf(map: Record<string, string> | undefined) {
  return Object.entries(map ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, value]) => ({ label, value }));
}

// spec §3, §5: the profile form's fields with their labels; errors show for touched fields only.
export function ProfileFormFields({ form, emailField, publicationsLockedNote }: ProfileFormFieldsProps) {
  const { errors } = form.formState;
  const [country, wasReferred] = useWatch({ control: form.control, name: ["country", "wasReferred"] });
  const countries = useCountries();
  const subdivisions = useSubdivisions(country ?? "");
  const subdivisionOptions = optionsOf(subdivisions.data);
  const noSubdivisions = subdivisions.isSuccess && subdivisionOptions.length === 0;

  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <TextInput
            label="Prefix"
            autoComplete="honorific-prefix"
            error={errors.prefix?.message}
            {...form.register("prefix")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="First Name"
            required
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register("firstName")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="Last Name"
            required
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register("lastName")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <TextInput
            label="Suffix"
            autoComplete="honorific-suffix"
            error={errors.suffix?.message}
            {...form.register("suffix")}
          />
        </Grid.Col>
      </Grid>
      <TextInput
        label="Company"
        autoComplete="organization"
        error={errors.company?.message}
        {...form.register("company")}
      />
      {emailField}
      <TextInput
        label="Street Address"
        required
        autoComplete="address-line1"
        error={errors.addressLine1?.message}
        {...form.register("addressLine1")}
      />
      <TextInput
        label="Apt. or Suite"
        autoComplete="address-line2"
        error={errors.addressLine2?.message}
        {...form.register("addressLine2")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="City"
          required
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register("city")}
        />
        <ControlledSelect
          control={form.control}
          name="country"
          label="Country"
          required
          autoComplete="country"
          data={[{ label: "Select a country", value: "" }, ...optionsOf(countries.data)]}
          // spec §4: changing country resets the state and loads that country's states
          onValueChange={() => form.setValue("state", "")}
        />
        {noSubdivisions ? (
          <TextInput
            label="State/Province"
            required
            autoComplete="address-level1"
            error={errors.state?.message}
            {...form.register("state")}
          />
        ) : (
          <ControlledSelect
            control={form.control}
            name="state"
            label="State/Province"
            required
            autoComplete="address-level1"
            data={[{ label: "Select a state or province", value: "" }, ...subdivisionOptions]}
          />
        )}
        <TextInput
          label="Postal Code"
          required
          autoComplete="postal-code"
          error={errors.zipCode?.message}
          {...form.register("zipCode")}
        />
      </SimpleGrid>
      {countries.isError && <LoadFailure what="countries" onRetry={() => void countries.refetch()} />}
      {subdivisions.isError && (
        <LoadFailure what="states and provinces" onRetry={() => void subdivisions.refetch()} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Business Phone"
          type="tel"
          autoComplete="work tel"
          error={errors.businessPhone?.message}
          {...form.register("businessPhone")}
        />
        <TextInput
          label="Cell Phone"
          type="tel"
          autoComplete="mobile tel"
          error={errors.cellPhone?.message}
          {...form.register("cellPhone")}
        />
        <TextInput
          label="Home Phone"
          type="tel"
          autoComplete="home tel"
          error={errors.residentialPhone?.message}
          {...form.register("residentialPhone")}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="publicationPreferences"
        render={({ field }) => (
          <Radio.Group
            label="Publication Preferences"
            description={publicationsLockedNote}
            disabled={publicationsLockedNote !== undefined}
            value={String(field.value ?? 1)}
            onChange={(value) => field.onChange(Number(value))}
            error={errors.publicationPreferences?.message}
          >
            <Stack gap="xs" mt="xs">
              {Object.entries(publicationPreferences).map(([value, label]) => (
                <Radio key={value} value={value} label={label} onBlur={field.onBlur} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      <Checkbox label="Were you referred by a member?" {...form.register("wasReferred")} />
      {wasReferred && (
        <TextInput
          label="Referrer Name"
          required
          error={errors.referrerName?.message}
          {...form.register("referrerName")}
        />
      )}
    </Stack>
  );
}
