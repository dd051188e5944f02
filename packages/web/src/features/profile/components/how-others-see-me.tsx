import type { Profile } from "@club/domain/member.schema";
import { fullName } from "@club/domain/member-name.rules";
import { contactHiddenFrom } from "@club/domain/member-visibility.rules";
import { contactAsOthersSeeIt, type DirectoryContact, type PrivacyChoices } from "@club/domain/privacy.rules";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useCountries } from "../../../api/use-countries.ts";
import { useSubdivisions } from "../../../api/use-subdivisions.ts";
import { DetailList } from "../../../components/detail-list.tsx";
import { memberContactRows } from "../../../components/member-contact-rows.ts";

/** The name of a code in a name-to-code list ("US-IL" → "Illinois"), as the directory shows it; the code until loaded. */
function nameOf(names: Record<string, string> | undefined, code: string | null): string | null {
  if (!code) return null;
  return Object.entries(names ?? {}).find(([, value]) => value === code)?.[0] ?? code;
}

// Issue 30: the member's own directory entry as another member would read it, with the boxes as they are ticked
// now, before they are saved. Issue 40: drawn by the directory page's own rows, so the two say the same.
export function HowOthersSeeMe({ profile, choices }: { profile: Profile; choices: PrivacyChoices }) {
  const headingId = useId();
  const subdivisions = useSubdivisions(profile.country ?? "");
  const countries = useCountries();
  const seen = contactAsOthersSeeIt<DirectoryContact>(profile, choices);

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
            rows={memberContactRows(
              {
                ...seen,
                city: profile.city,
                stateName: nameOf(subdivisions.data, profile.state),
                countryName: nameOf(countries.data, profile.country),
              },
              contactHiddenFrom("member", choices),
            )}
          />
          {choices.showEmail ? null : (
            <Text size="sm">
              Members who cannot see your e-mail can still write to you through the portal.
            </Text>
          )}
        </Stack>
      ) : (
        <Text>Other members cannot find you in the directory.</Text>
      )}
    </Paper>
  );
}
