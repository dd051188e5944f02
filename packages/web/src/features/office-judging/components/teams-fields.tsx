import type { Judge } from "@club/domain/judging.schema";
import { fullName } from "@club/domain/member-name.rules";
import { Button, Checkbox, Fieldset, SimpleGrid, Stack, Text, VisuallyHidden } from "@mantine/core";
import { Controller, type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { judgeLevelLabels } from "../../../lib/judge-levels.ts";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { emptyTeam, errorAt, type JudgingValues } from "../form/judging-form.ts";

interface TeamsFieldsProps {
  form: UseFormReturn<JudgingValues>;
  roster: Judge[];
  locked: boolean;
}

/** A team per class: its judges from the roster, one of them the leader (the class's head judge). */
export function TeamsFields({ form, roster, locked }: TeamsFieldsProps) {
  const teams = useFieldArray({ control: form.control, name: "teams" });
  const classes = useWatch({ control: form.control, name: "classes" });
  const classOptions = [
    { label: "Select", value: "" },
    ...classes
      .filter((item) => item.code.trim() !== "")
      .map((item) => ({ label: item.code, value: item.code })),
  ];
  const leaderOptions = [
    { label: "Select", value: "" },
    ...roster.map((judge) => ({ label: fullName(judge), value: String(judge.id) })),
  ];

  return (
    <OfficeSection title="Teams">
      <Stack gap="md">
        <Text>
          A class has one team. A judge who shows a car in a class cannot judge it. The leader is one of the
          team's judges.
        </Text>
        {roster.length === 0 ? <Text>The roster has no judges yet: add them on the Judges page.</Text> : null}
        {teams.fields.length === 0 ? <Text>No teams yet.</Text> : null}
        {teams.fields.map((field, index) => (
          <Fieldset key={field.id} legend={`Team ${index + 1}`}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <ControlledSelect
                  control={form.control}
                  name={`teams.${index}.classCode`}
                  label="Class"
                  required
                  data={classOptions}
                />
                <ControlledSelect
                  control={form.control}
                  name={`teams.${index}.leaderId`}
                  label="Leader"
                  required
                  data={leaderOptions}
                />
              </SimpleGrid>
              <Controller
                control={form.control}
                name={`teams.${index}.judgeIds`}
                render={({ field: judges }) => (
                  <Checkbox.Group
                    label="Judges"
                    value={judges.value}
                    onChange={judges.onChange}
                    error={errorAt(form, `teams.${index}.judgeIds`)}
                  >
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                      {roster.map((judge) => (
                        <Checkbox
                          key={judge.id}
                          value={String(judge.id)}
                          label={`${fullName(judge)} (${judgeLevelLabels[judge.level]})`}
                          size="md"
                        />
                      ))}
                    </SimpleGrid>
                  </Checkbox.Group>
                )}
              />
              {locked ? null : (
                <Button
                  variant="outline"
                  color="red.9"
                  style={{ alignSelf: "flex-start" }}
                  onClick={() => teams.remove(index)}
                >
                  Remove<VisuallyHidden>{` team ${index + 1}`}</VisuallyHidden>
                </Button>
              )}
            </Stack>
          </Fieldset>
        ))}
        {locked ? null : (
          <Button
            variant="outline"
            style={{ alignSelf: "flex-start" }}
            onClick={() => teams.append(emptyTeam)}
          >
            Add a team
          </Button>
        )}
      </Stack>
    </OfficeSection>
  );
}
