import type { Profile } from "@club/domain/member.schema";
import { fullName } from "@club/domain/member-name.rules";
import { contactAsOthersSeeIt, type DirectoryContact, type PrivacyChoices } from "@club/domain/privacy.rules";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useSubdivisions } from "../../../api/use-subdivisions.ts";
import { DetailList } from "../../../components/detail-list.tsx";
import { notShown } from "../../../lib/directory-words.ts";

const none = "—";

const joined = (parts: (string | null)[]) => parts.filter(Boolean).join(", ");

/** The state's name from its code ("US-IL" → "Illinois"), as the directory shows it; the code until they load. */
function useStateName(profile: Profile): string | null {
  const subdivisions = useSubdivisions(profile.country ?? "");
  const code = profile.state;
  if (!code) return null;
  return Object.entries(subdivisions.data ?? {}).find(([, value]) => value === code)?.[0] ?? code;
}

// Issue 30: the member's own directory entry as another member would read it, with the boxes as they are ticked
// now, before they are saved.
export function HowOthersSeeMe({ profile, choices }: { profile: Profile; choices: PrivacyChoices }) {
  const headingId = useId();
  const stateName = useStateName(profile);
  const seen = contactAsOthersSeeIt<DirectoryContact>(profile, choices);
  const phones = joined([
    seen.cellPhone && `Cell ${seen.cellPhone}`,
    seen.residentialPhone && `Home ${seen.residentialPhone}`,
  ]);

  return (
    <Paper component="section" bg="gray.0" p="md" radius="md" aria-labelledby={headingId}>
      <Title order={3} size="h4" mb="sm" id={headingId}>
        How other members see me
      </Title>
      {choices.showInDirectory ? (
        <Stack gap="xs">
          <Text fw={700} size="lg">
            {fullName(profile)}
          </Text>
          <DetailList
            rows={[
              { label: "City/State", value: joined([profile.city, stateName]) || none },
              {
                label: "Street Address",
                value: choices.showAddress
                  ? joined([seen.addressLine1, seen.addressLine2, seen.zipCode]) || none
                  : notShown,
              },
              { label: "Phone", value: choices.showPhones ? phones || none : notShown },
              {
                label: "Email",
                value: seen.email ?? "Not shown — members write to you through the portal",
              },
            ]}
          />
        </Stack>
      ) : (
        <Text>Other members cannot find you in the directory.</Text>
      )}
    </Paper>
  );
}
