import type { RosterRole, VolunteerRoster } from "@club/domain/volunteer.schema";
import { Anchor, Button, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { errorsOf } from "../../api/api-error.ts";
import { ErrorLines } from "../../components/error-lines.tsx";
import { ConfirmDialog } from "../../office-kit/confirm-dialog.tsx";
import { OfficeSection } from "../../office-kit/office-section.tsx";
import { QueryState } from "../../office-kit/query-state.tsx";
import { useRemoveVolunteerRole, useVolunteerRoster, type VolunteersRoot } from "./use-volunteers.ts";
import { VolunteerRoleDialog } from "./volunteer-role-dialog.tsx";

const membersWord = (count: number) => (count === 1 ? "One member" : `${count} members`);

/** "2 of 3 places taken", and how many are left. */
export function placesLine(role: Pick<RosterRole, "places" | "placesLeft">) {
  const taken = role.places - role.placesLeft;
  return `${taken} of ${role.places} ${role.places === 1 ? "place" : "places"} taken${role.placesLeft === 0 ? ": full" : ""}`;
}

function JudgesList({ roster }: { roster: VolunteerRoster }) {
  if (roster.judges.length === 0) return <Text>No judges on the teams yet: set the teams up above.</Text>;
  return (
    <List spacing={4}>
      {roster.judges.map((judge) => (
        <List.Item key={judge.judgeId}>
          {`${judge.name}: ${judge.teams
            .map((team) =>
              team.leader ? `class ${team.classCode} (team leader)` : `class ${team.classCode}`,
            )
            .join(", ")}`}
        </List.Item>
      ))}
    </List>
  );
}

interface RoleCardProps {
  role: RosterRole;
  onChange: (role: RosterRole) => void;
  onRemove: (role: RosterRole) => void;
}

function RoleCard({ role, onChange, onRemove }: RoleCardProps) {
  return (
    <Paper withBorder p="sm" component="article" aria-label={role.title}>
      <Stack gap={6}>
        <Title order={4}>{role.title}</Title>
        {role.time ? <Text>{`When: ${role.time}`}</Text> : null}
        {role.description ? <Text style={{ whiteSpace: "pre-line" }}>{role.description}</Text> : null}
        <Text fw={700}>{placesLine(role)}</Text>
        {role.volunteers.length === 0 ? (
          <Text>Nobody has signed up yet.</Text>
        ) : (
          <List spacing={4} aria-label={`Signed up as ${role.title}`}>
            {role.volunteers.map((volunteer) => (
              <List.Item key={volunteer.signUpId}>
                {volunteer.memberNo === null
                  ? volunteer.name
                  : `${volunteer.name} (no. ${volunteer.memberNo})`}
                {volunteer.email ? (
                  <>
                    {" · "}
                    <Anchor href={`mailto:${volunteer.email}`}>{volunteer.email}</Anchor>
                  </>
                ) : null}
              </List.Item>
            ))}
          </List>
        )}
        <Group gap="sm">
          <Button variant="outline" onClick={() => onChange(role)}>
            Change<VisuallyHidden>{` ${role.title}`}</VisuallyHidden>
          </Button>
          <Button variant="outline" color="red.9" onClick={() => onRemove(role)}>
            Remove<VisuallyHidden>{` ${role.title}`}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Issue 46: a meet's volunteers beside its judges, on the judging page: who judges which class, then each volunteer
 * role with its places and who signed up (their e-mail for the office), and the roles added, changed and removed. A
 * role with sign-ups is removed only once the dialog said how many members lose their place.
 */
export function VolunteersSection({ root, eventId }: { root: VolunteersRoot; eventId: number }) {
  const roster = useVolunteerRoster(root, eventId);
  const remove = useRemoveVolunteerRole(root, eventId);
  const [editing, setEditing] = useState<RosterRole | "new" | null>(null);
  const [removing, setRemoving] = useState<RosterRole | null>(null);

  function closeRemoval() {
    remove.reset();
    setRemoving(null);
  }

  function confirmRemoval() {
    if (!removing) return;
    remove.mutate(
      { id: removing.id, force: removing.volunteers.length > 0 },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: `The role "${removing.title}" was removed.` });
          closeRemoval();
        },
      },
    );
  }

  return (
    <OfficeSection title="Volunteers">
      <Stack gap="md">
        <QueryState query={roster} loading="Loading the volunteers…" />
        {roster.data ? (
          <>
            <Stack gap="xs">
              <Title order={3} size="h4">
                Judges
              </Title>
              <JudgesList roster={roster.data} />
            </Stack>
            <Stack gap="xs">
              <Group justify="space-between" align="center">
                <Title order={3} size="h4">
                  Volunteer roles
                </Title>
                <Button onClick={() => setEditing("new")}>Add a role</Button>
              </Group>
              {roster.data.roles.length === 0 ? (
                <Text>
                  No volunteer roles yet. Add the marshals, the registration desk or the tabulators the meet
                  needs: members sign up on their My Events page.
                </Text>
              ) : (
                roster.data.roles.map((role) => (
                  <RoleCard key={role.id} role={role} onChange={setEditing} onRemove={setRemoving} />
                ))
              )}
            </Stack>
          </>
        ) : null}
      </Stack>
      <VolunteerRoleDialog root={root} eventId={eventId} editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title={removing ? `Remove ${removing.title}?` : ""}
        confirmLabel="Remove the role"
        onConfirm={confirmRemoval}
        onCancel={closeRemoval}
        pending={remove.isPending}
        danger
      >
        {removing && removing.volunteers.length > 0 ? (
          <Text>
            {`${membersWord(removing.volunteers.length)} signed up for this role. Removing it removes their sign-ups too; they are not told by e-mail, so let them know.`}
          </Text>
        ) : (
          <Text>Nobody has signed up for this role.</Text>
        )}
        <ErrorLines errors={errorsOf(remove.error)} />
      </ConfirmDialog>
    </OfficeSection>
  );
}
