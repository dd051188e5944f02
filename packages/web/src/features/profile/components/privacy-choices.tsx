import type { Profile } from "@club/domain/member.schema";
import type { PrivacyChoices } from "@club/domain/privacy.rules";
import type { PrivacyChoicesReply } from "@club/domain/privacy.schema";
import { Button, Grid, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PrivacyChoiceFields } from "../../../profile-form/privacy-choice-fields.tsx";
import { usePrivacyChoices, useSavePrivacyChoices } from "../api/use-privacy.ts";
import { HowOthersSeeMe } from "./how-others-see-me.tsx";
import { MemberInfoSection } from "./member-info-contents.tsx";

const choicesOf = ({ chosenAt: _, ...choices }: PrivacyChoicesReply): PrivacyChoices => choices;

// Issue 30: the member decides what other members read of them in the directory, and sees it before saving.
export function PrivacyChoicesSection({ profile }: { profile: Profile }) {
  const saved = usePrivacyChoices();
  return (
    <MemberInfoSection section="privacy" title="Who sees my details">
      {saved.isPending ? <LoadingState label="Loading your choices…" /> : null}
      {saved.isError ? (
        <LoadFailure what="choices of who sees your details" onRetry={() => void saved.refetch()} />
      ) : null}
      {/* Keyed by when they were made: choices saved elsewhere replace what the boxes show. */}
      {saved.data ? (
        <PrivacyChoicesForm key={saved.data.chosenAt ?? "not chosen"} saved={saved.data} profile={profile} />
      ) : null}
    </MemberInfoSection>
  );
}

function PrivacyChoicesForm({ saved, profile }: { saved: PrivacyChoicesReply; profile: Profile }) {
  const [choices, setChoices] = useState(() => choicesOf(saved));
  const save = useSavePrivacyChoices();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(choices, {
      onSuccess: () => notifications.show({ color: "green", message: "Your choices were saved." }),
    });
  }

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <form onSubmit={onSubmit} noValidate aria-label="Who sees my details">
          <Stack gap="md">
            {saved.chosenAt === null ? (
              <Text fw={700}>
                You have not chosen yet, so other members see your details as they always have. You may choose
                now.
              </Text>
            ) : null}
            <PrivacyChoiceFields value={choices} onChange={setChoices} disabled={save.isPending} />
            <ErrorLines errors={errorsOf(save.error)} />
            <Button type="submit" loading={save.isPending} style={{ alignSelf: "flex-start" }}>
              Save my choices
            </Button>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <HowOthersSeeMe profile={profile} choices={choices} />
      </Grid.Col>
    </Grid>
  );
}
