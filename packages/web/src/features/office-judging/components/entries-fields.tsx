import { fullName } from "@club/domain/member-name.rules";
import type { EventRegistrant } from "@club/domain/office-events.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { SimpleGrid, Stack, Text } from "@mantine/core";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { errorAt, type JudgingValues } from "../form/judging-form.ts";

/** The car of a registration, then its owner: what its class select is labelled with. */
const entrantLine = (entrant: EventRegistrant) =>
  `${entrant.vehicle ? vehicleName(entrant.vehicle) : "No car"}, ${fullName(entrant)} (no. ${entrant.memberNo})`;

/** Each confirmed registration with a car, and the class it is shown in; "Not entered" leaves it out. */
export function EntriesFields({
  form,
  entrants,
}: {
  form: UseFormReturn<JudgingValues>;
  entrants: EventRegistrant[];
}) {
  const classes = useWatch({ control: form.control, name: "classes" });
  const classOptions = [
    { label: "Not entered", value: "" },
    ...classes
      .filter((item) => item.code.trim() !== "")
      .map((item) => ({ label: `${item.code}: ${item.name}`, value: item.code })),
  ];
  return (
    <OfficeSection title="Entries">
      <Stack gap="sm">
        <Text>Every confirmed registration with a car. Choose the class each car is shown in.</Text>
        {entrants.length === 0 ? <Text>No confirmed registration names a car yet.</Text> : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {entrants.map((entrant, index) => (
            <ControlledSelect
              key={entrant.id}
              control={form.control}
              name={`entries.${index}.classCode`}
              label={`Class of ${entrantLine(entrant)}`}
              data={classOptions}
            />
          ))}
        </SimpleGrid>
        {errorAt(form, "entries") ? <Text c="red.9">{errorAt(form, "entries")}</Text> : null}
      </Stack>
    </OfficeSection>
  );
}
