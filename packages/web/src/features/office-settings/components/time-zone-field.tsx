import { clubTimeZones, clubZoneName } from "@club/domain/club-clock";
import { Select } from "@mantine/core";
import { useMemo } from "react";

/** "America/Chicago — Central Time": the zone's name as the runtime knows it, then as people say it. */
export function timeZoneLabel(zone: string): string {
  const spoken = clubZoneName(zone);
  return spoken === zone ? zone : `${zone} — ${spoken}`;
}

interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * Issue 40: the club's time zone, chosen from the zones the browser knows. Searchable by either name: "Chicago" or
 * "Central" finds America/Chicago.
 */
export function TimeZoneField({ value, onChange, onBlur, error }: TimeZoneFieldProps) {
  const data = useMemo(
    () => clubTimeZones().map((zone) => ({ value: zone, label: timeZoneLabel(zone) })),
    [],
  );
  return (
    <Select
      label="Club time zone"
      description="Every time the portal shows, e-mails, prints or exports is written in it, e.g. 9:49 PM Central Time."
      data={data}
      value={value}
      onChange={(zone) => {
        if (zone) onChange(zone);
      }}
      onBlur={onBlur}
      error={error}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No time zone has that name"
      maxDropdownHeight={280}
      maw={460}
    />
  );
}
