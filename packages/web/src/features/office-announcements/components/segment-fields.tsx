import { announcementSegmentKinds, lapsedMonthsMax } from "@club/domain/announcement.schema";
import { Stack, TextInput } from "@mantine/core";
import type { UseFormReturn } from "react-hook-form";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { useSegmentOptions } from "../api/use-office-announcements.ts";
import { type AnnouncementValues, segmentKindLabels } from "../form/announcement-values.ts";

const kindOptions = announcementSegmentKinds.map((kind) => ({ value: kind, label: segmentKindLabels[kind] }));

/** Who the announcement goes to: the kind of group, then the region, the months or the event it needs. */
export function SegmentFields({ form }: { form: UseFormReturn<AnnouncementValues> }) {
  const options = useSegmentOptions();
  const kind = form.watch("segment.kind");
  const { errors } = form.formState;
  const regions = [
    { value: "", label: "Choose a region" },
    ...(options.data?.regions ?? []).map((region) => ({ value: String(region.id), label: region.name })),
  ];
  const events = [
    { value: "", label: "Choose an event" },
    ...(options.data?.events ?? []).map((event) => ({
      value: String(event.id),
      label: `${event.title} (${event.dateStart})`,
    })),
  ];
  return (
    <Stack gap="sm">
      <ControlledSelect
        control={form.control}
        name="segment.kind"
        label="Send to"
        data={kindOptions}
        required
      />
      {kind === "region" ? (
        <ControlledSelect
          control={form.control}
          name="segment.regionId"
          label="Region"
          data={regions}
          required
        />
      ) : null}
      {kind === "lapsed" ? (
        <TextInput
          label="Number of months"
          description={`Members whose dues ran out in the last 1 to ${lapsedMonthsMax} months, up to yesterday.`}
          required
          inputMode="numeric"
          maw={320}
          error={errors.segment?.months?.message}
          {...form.register("segment.months")}
        />
      ) : null}
      {kind === "event" ? (
        <ControlledSelect
          control={form.control}
          name="segment.eventId"
          label="Event"
          data={events}
          required
        />
      ) : null}
    </Stack>
  );
}
