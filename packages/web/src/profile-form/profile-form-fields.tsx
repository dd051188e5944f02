import { publicationPreferences } from "@club/domain/member.schema";
import { Checkbox, Grid, Radio, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { Controller, useWatch } from "react-hook-form";
import { AddressPlaceFields } from "./address-place-fields.tsx";
import type { ProfileForm } from "./use-profile-form.ts";

interface ProfileFormFieldsProps {
  form: ProfileForm;
  /** The member info page shows the read-only e-mail among the member's details; joining asks for it later. */
  emailField?: ReactNode;
  /** Set on the profile, where the office changes the publication preference (spec §5): shown, disabled. */
  publicationsLockedNote?: string;
}

// spec §3, §5: the profile form's fields with their labels; errors show for touched fields only.
export function ProfileFormFields({ form, emailField, publicationsLockedNote }: ProfileFormFieldsProps) {
  const { errors } = form.formState;
  const wasReferred = useWatch({ control: form.control, name: "wasReferred" });

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
      <AddressPlaceFields form={form} />
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
