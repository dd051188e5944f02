import {
  type ClubSettings,
  type ClubSettingsUpdate,
  clubSettingsUpdateSchema,
} from "@club/domain/office-settings.schema";
import { Button, Group, List, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { AdministratorsOnly } from "../../../office-kit/administrators-only.tsx";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useOfficeSettings, useSaveSettings } from "../api/use-office-settings.ts";
import { MarketplaceSection } from "../components/marketplace-section.tsx";
import {
  changedMarketplace,
  marketplaceBodyOf,
  marketplaceChanges,
  marketplaceFields,
  marketplaceValuesOf,
} from "../components/marketplace-settings.ts";
import { MonthDayField, monthDayText } from "../components/month-day-field.tsx";
import { SettingCheckbox } from "../components/setting-checkbox.tsx";
import type { SettingsValues } from "../components/settings-values.ts";
import { TimeZoneField, timeZoneLabel } from "../components/time-zone-field.tsx";

const fields = [
  "renewalWindow.startMonthDay",
  "renewalWindow.endMonthDay",
  "convenienceFeePercent",
  "contact.officeEmail",
  "contact.officePhone",
  "contact.contactUrl",
  "contact.officeAddress",
  "judgesNamedOnSheets",
  "clubTimeZone",
  "onlineFeeTo",
  "joinWithoutPassword",
  ...marketplaceFields,
] as const;

function toValues(settings: ClubSettings): SettingsValues {
  return {
    ...settings,
    convenienceFeePercent: String(settings.convenienceFeePercent),
    marketplace: marketplaceValuesOf(settings.marketplace),
  };
}

function toBody(values: SettingsValues): ClubSettingsUpdate {
  const fee = values.convenienceFeePercent.trim().replace(",", ".");
  return {
    ...values,
    // Not a number reads as NaN, which the schema refuses with the fee's own message.
    convenienceFeePercent: fee === "" ? Number.NaN : Number(fee),
    marketplace: marketplaceBodyOf(values.marketplace),
  };
}

const resolver = bodyResolver(clubSettingsUpdateSchema, toBody);

/**
 * Only the settings that differ from those loaded: two administrators saving different settings at once keep each
 * other's change (a whole form would put back the other's older value). The contact details travel together; the
 * marketplace's settings go one by one.
 */
function changedOnly(before: ClubSettings, after: ClubSettingsUpdate): ClubSettingsUpdate {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const update: ClubSettingsUpdate = {};
  if (after.renewalWindow && !same(after.renewalWindow, before.renewalWindow))
    update.renewalWindow = after.renewalWindow;
  if (after.convenienceFeePercent !== before.convenienceFeePercent)
    update.convenienceFeePercent = after.convenienceFeePercent;
  if (after.contact && !same({ ...before.contact, ...after.contact }, before.contact))
    update.contact = after.contact;
  if (after.judgesNamedOnSheets !== before.judgesNamedOnSheets)
    update.judgesNamedOnSheets = after.judgesNamedOnSheets;
  if (after.clubTimeZone !== before.clubTimeZone) update.clubTimeZone = after.clubTimeZone;
  if (after.onlineFeeTo !== before.onlineFeeTo) update.onlineFeeTo = after.onlineFeeTo;
  if (after.joinWithoutPassword !== before.joinWithoutPassword)
    update.joinWithoutPassword = after.joinWithoutPassword;
  const marketplace = after.marketplace && changedMarketplace(before.marketplace, after.marketplace);
  if (marketplace && Object.keys(marketplace).length > 0) update.marketplace = marketplace;
  return update;
}

/** The postal address's lines, read in one sentence of the question. */
const oneLine = (text: string) => text.replaceAll("\n", ", ");

/** What the save will change, in words, for the question before it. */
function changesOf(before: ClubSettings, after: ClubSettingsUpdate) {
  const lines: string[] = [];
  const window = after.renewalWindow;
  if (
    window &&
    (window.startMonthDay !== before.renewalWindow.startMonthDay ||
      window.endMonthDay !== before.renewalWindow.endMonthDay)
  )
    lines.push(
      `Renewals open from ${monthDayText(window.startMonthDay)} to ${monthDayText(window.endMonthDay)} (was ${monthDayText(before.renewalWindow.startMonthDay)} to ${monthDayText(before.renewalWindow.endMonthDay)}).`,
    );
  if (
    after.convenienceFeePercent !== undefined &&
    after.convenienceFeePercent !== before.convenienceFeePercent
  )
    lines.push(
      `The convenience fee on online payments becomes ${after.convenienceFeePercent}% (was ${before.convenienceFeePercent}%). Invoices already open keep their fee.`,
    );
  const contact = after.contact;
  if (contact) {
    for (const [key, label] of [
      ["officeEmail", "Office e-mail"],
      ["officePhone", "Office phone"],
      ["contactUrl", "Contact page"],
      ["officeAddress", "Postal address for cheques"],
    ] as const) {
      if (contact[key] !== undefined && contact[key] !== before.contact[key])
        lines.push(`${label}: ${oneLine(contact[key])} (was ${oneLine(before.contact[key])}).`);
    }
  }
  if (after.judgesNamedOnSheets !== undefined && after.judgesNamedOnSheets !== before.judgesNamedOnSheets)
    lines.push(
      after.judgesNamedOnSheets
        ? "Entrants read their score sheets with the judges' names, at every published meet."
        : "Entrants read their score sheets without the judges' names.",
    );
  if (after.clubTimeZone !== undefined && after.clubTimeZone !== before.clubTimeZone)
    lines.push(
      `Times are written in ${timeZoneLabel(after.clubTimeZone)} (was ${timeZoneLabel(before.clubTimeZone)}), on every page, e-mail, letter and file.`,
    );
  if (after.onlineFeeTo !== undefined && after.onlineFeeTo !== before.onlineFeeTo)
    lines.push(
      after.onlineFeeTo === "shared"
        ? "From the next payment, each region keeps its part of the convenience fee, in proportion to its dues."
        : "From the next payment, national keeps the whole convenience fee.",
    );
  if (after.joinWithoutPassword !== undefined && after.joinWithoutPassword !== before.joinWithoutPassword)
    lines.push(
      after.joinWithoutPassword
        ? "People joining may skip the password and sign in with a code sent by e-mail."
        : "People joining choose a password, as before.",
    );
  if (after.marketplace) lines.push(...marketplaceChanges(before.marketplace, after.marketplace));
  return lines;
}

// Issue 14 (office_admin): the renewal window, the convenience fee and the office's contact details, in effect
// for every member as soon as they are saved; issue 29: whether entrants read the judges' names on their sheets;
// issue 40: the club's time zone, in which every time is written; issue 44: the marketplace's settings.
export function OfficeSettingsPage() {
  return (
    <AdministratorsOnly
      action="manageSettings"
      title="Settings"
      reason="The club's settings are changed by an office administrator."
    >
      <SettingsEditor />
    </AdministratorsOnly>
  );
}

function SettingsEditor() {
  const settings = useOfficeSettings();
  return (
    <>
      <PageTitle>Settings</PageTitle>
      <QueryState query={settings} loading="Loading the settings…" />
      {settings.data ? <SettingsForm saved={settings.data} /> : null}
    </>
  );
}

function SettingsForm({ saved }: { saved: ClubSettings }) {
  const save = useSaveSettings();
  const [confirming, setConfirming] = useState<ClubSettingsUpdate | null>(null);
  const [otherErrors, setOtherErrors] = useState<FieldErrors>();
  const form = useForm<SettingsValues>({ resolver, mode: "onTouched", defaultValues: toValues(saved) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setOtherErrors(undefined);
    const update = changedOnly(saved, toBody(values));
    if (Object.keys(update).length === 0) {
      form.reset(toValues(saved));
      notifications.show({ message: "Nothing has changed: the settings are as saved." });
    } else setConfirming(update);
  });

  function confirm() {
    if (!confirming) return;
    save.mutate(confirming, {
      onSuccess: (settingsNow) => {
        setConfirming(null);
        form.reset(toValues(settingsNow));
        notifications.show({ color: "green", message: "The settings were saved." });
      },
      onError: (error) => {
        setConfirming(null);
        setOtherErrors(showServerErrors(form, error, fields));
      },
    });
  }

  const changes = confirming ? changesOf(saved, confirming) : [];
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Settings">
      <Stack gap="md" maw={760}>
        <OfficeSection title="Renewal window">
          <Text mb="sm">
            Members may renew for the coming year between these two days. Outside them, the Renew button says
            when renewals open.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="renewalWindow.startMonthDay"
              render={({ field, fieldState }) => (
                <MonthDayField
                  label="Opens on"
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="renewalWindow.endMonthDay"
              render={({ field, fieldState }) => (
                <MonthDayField
                  label="Closes on"
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
        </OfficeSection>
        <OfficeSection title="Convenience fee">
          <TextInput
            label="Fee on online payments (percent)"
            description="Added to what members pay online; payments recorded at the office have none. 3 by default."
            inputMode="decimal"
            rightSection="%"
            maw={260}
            error={errors.convenienceFeePercent?.message}
            {...form.register("convenienceFeePercent")}
          />
        </OfficeSection>
        <OfficeSection title="How members reach the office">
          <Text mb="sm">Shown on the portal's pages and at the end of every e-mail it sends.</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Office e-mail"
              type="email"
              error={errors.contact?.officeEmail?.message}
              {...form.register("contact.officeEmail")}
            />
            <TextInput
              label="Office phone"
              type="tel"
              error={errors.contact?.officePhone?.message}
              {...form.register("contact.officePhone")}
            />
          </SimpleGrid>
          <TextInput
            mt="sm"
            label="Contact page"
            type="url"
            error={errors.contact?.contactUrl?.message}
            {...form.register("contact.contactUrl")}
          />
          {/* A Controller reads the resolver's error, which names the field by its whole path. */}
          <Controller
            control={form.control}
            name="contact.officeAddress"
            render={({ field, fieldState }) => (
              <Textarea
                mt="sm"
                label="Postal address for cheques"
                description="Printed on the renewal letters under the club's name: up to 3 lines of 40 characters."
                rows={3}
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
        </OfficeSection>
        <OfficeSection title="Score sheets at judged meets">
          <SettingCheckbox
            form={form}
            name="judgesNamedOnSheets"
            label="Show the judges' names on the entrants' score sheets"
            description="Without it, an entrant reads each sheet and its notes, but not who wrote it. The office always sees the names."
          />
        </OfficeSection>
        <OfficeSection title="Signing in">
          <SettingCheckbox
            form={form}
            name="joinWithoutPassword"
            label="Let people join without choosing a password"
            description="They sign in with a code we e-mail them, and may choose a password later. Every member may always sign in with a code."
          />
        </OfficeSection>
        <MarketplaceSection form={form} />
        <OfficeSection title="The regions' money">
          <Controller
            control={form.control}
            name="onlineFeeTo"
            render={({ field, fieldState }) => (
              <Radio.Group
                label="Who keeps the convenience fee members pay online"
                description="Payments already made keep the parts they were given."
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={fieldState.error?.message}
              >
                <Stack gap="xs" mt="xs">
                  <Radio size="md" value="national" label="National keeps all of it" />
                  <Radio
                    size="md"
                    value="shared"
                    label="Each region keeps its part, in proportion to its dues"
                  />
                </Stack>
              </Radio.Group>
            )}
          />
        </OfficeSection>
        <OfficeSection title="The club's clock">
          <Controller
            control={form.control}
            name="clubTimeZone"
            render={({ field, fieldState }) => (
              <TimeZoneField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </OfficeSection>
        <ErrorLines errors={otherErrors} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save the settings
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              form.reset(toValues(saved));
              setOtherErrors(undefined);
            }}
            disabled={!form.formState.isDirty || save.isPending}
          >
            Undo my changes
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title="Save the settings?"
        confirmLabel="Save the settings"
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
        pending={save.isPending}
      >
        {changes.length > 0 ? (
          <>
            <Text>These take effect at once, for every member:</Text>
            <List spacing={4}>
              {changes.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text>Nothing has changed.</Text>
        )}
      </ConfirmDialog>
    </form>
  );
}
