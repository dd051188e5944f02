import type { Profile } from "@club/domain/member.schema";
import { messages } from "@club/domain/messages";
import { Button, Group, Paper, Stack, TextInput, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { memo, useEffect } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { UnsavedChangesDialog } from "../../../components/unsaved-changes-dialog.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useUnsavedChangesPrompt } from "../../../lib/use-unsaved-changes-prompt.ts";
import { emailLockedNote, publicationsLockedNote } from "../../../profile-form/office-only-notes.ts";
import { profileFieldLabels } from "../../../profile-form/profile-field-labels.ts";
import { ProfileFormFields } from "../../../profile-form/profile-form-fields.tsx";
import { profileToFormValues } from "../../../profile-form/profile-to-form-values.ts";
import { toProfileUpdate } from "../../../profile-form/to-profile-update.ts";
import { useProfileForm } from "../../../profile-form/use-profile-form.ts";
import { useUpdateProfile } from "../api/use-update-profile.ts";

// spec §2, §5, §8: the member's editable profile; the e-mail and publications are shown but are the office's.
interface MemberInfoFormProps {
  profile: Profile;
  /** Told whether the form holds unsaved changes, e.g. to warn before the renewal replaces it. */
  onDirtyChange?: (dirty: boolean) => void;
}

// Memoised: the renewal beside it (its button, its data arriving) renders the page again, and the form, the
// page's largest part, has nothing new to show then (issue 11: blocking time on a slow phone).
export const MemberInfoForm = memo(function MemberInfoForm({ profile, onDirtyChange }: MemberInfoFormProps) {
  const config = useSiteConfig();
  const form = useProfileForm(profileToFormValues(profile));
  const update = useUpdateProfile(profile.id);
  const { isDirty } = form.formState;
  const blocker = useUnsavedChangesPrompt(isDirty);
  const emailNote = emailLockedNote(config);

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  // A profile reloaded elsewhere (after a renewal) shows at once, unless the member is in the middle of changes.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(profileToFormValues(profile));
  }, [profile, form]);

  const onSubmit = form.handleSubmit(() => {
    update.mutate(toProfileUpdate(form.getValues()), {
      onSuccess: (saved) => {
        form.reset(profileToFormValues(saved));
        notifications.show({ color: "green", message: messages.memberInfoUpdated });
      },
    });
  });

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <form onSubmit={onSubmit} noValidate aria-label="Member Info">
        <Stack gap="md">
          <ProfileFormFields
            form={form}
            publicationsLockedNote={publicationsLockedNote}
            emailField={
              <Tooltip label={emailNote} multiline maw={320} withArrow>
                <TextInput
                  label="Email Address"
                  value={profile.email}
                  readOnly
                  variant="filled"
                  description={emailNote}
                  autoComplete="email"
                />
              </Tooltip>
            }
          />
          {/* Server errors stay above the button; the form keeps what was typed so it can be corrected. */}
          <ErrorLines errors={errorsOf(update.error)} labels={profileFieldLabels} />
          <Group gap="sm">
            <Button type="submit" loading={update.isPending}>
              Save Changes
            </Button>
            <Button
              type="button"
              variant="subtle"
              disabled={!isDirty || update.isPending}
              onClick={() => {
                form.reset();
                update.reset();
              }}
            >
              Undo Changes
            </Button>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </Paper>
  );
});
