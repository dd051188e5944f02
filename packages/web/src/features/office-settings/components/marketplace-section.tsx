import { Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { Controller, type UseFormReturn } from "react-hook-form";
import { ControlledSwitch } from "../../../components/controlled-fields.tsx";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { SettingCheckbox } from "./setting-checkbox.tsx";
import type { SettingsValues } from "./settings-values.ts";

/** Issue 44: the marketplace's settings: open or not, how long a listing lasts, approval, the limit, the fee, public. */
export function MarketplaceSection({ form }: { form: UseFormReturn<SettingsValues> }) {
  return (
    <OfficeSection title="Marketplace">
      <Text mb="sm">
        Members in good standing list cars, parts, wanted notices and services for one another.
      </Text>
      <Stack gap="md">
        <ControlledSwitch
          control={form.control}
          name="marketplace.enabled"
          label="Open the marketplace"
          description="Members may list and browse, and the Classifieds link shows in the header."
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TypedField
            form={form}
            name="marketplace.listingDays"
            label="Days a listing lasts"
            description="From 7 to 365. The seller may renew it."
          />
          <TypedField
            form={form}
            name="marketplace.maxActive"
            label="Most listings per member"
            description="Listed or waiting, at once."
          />
          <TypedField
            form={form}
            name="marketplace.fee"
            label="Fee to publish a listing (dollars)"
            description="0 for free."
            inputMode="decimal"
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="marketplace.approval"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Listings the office approves before they are listed"
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
            >
              <Stack gap="xs" mt="xs">
                <Radio size="md" value="new_members" label="New members' listings (joined within 90 days)" />
                <Radio size="md" value="all" label="All listings" />
              </Stack>
            </Radio.Group>
          )}
        />
        <SettingCheckbox
          form={form}
          name="marketplace.public"
          label="Show cars and parts for sale to the public"
          description="Visitors see them without members' names, and write to the seller through the club. Wanted notices and services stay for members."
        />
      </Stack>
    </OfficeSection>
  );
}

/**
 * A number typed as text. A Controller reads the resolver's error, which names the field by its whole path
 * ("marketplace.fee"), on submit as on blur.
 */
function TypedField({
  form,
  name,
  label,
  description,
  inputMode = "numeric",
}: {
  form: UseFormReturn<SettingsValues>;
  name: "marketplace.listingDays" | "marketplace.maxActive" | "marketplace.fee";
  label: string;
  description: string;
  inputMode?: "numeric" | "decimal";
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          description={description}
          inputMode={inputMode}
          error={fieldState.error?.message}
          {...field}
        />
      )}
    />
  );
}
