import type { PublicCommittee } from "@club/domain/committee.schema";
import { List, Stack, Text, Title } from "@mantine/core";

/**
 * Issue 46: committees and who serves on each today, as the home page and a region's page show them. The names are
 * the server's (a member not listed in the directory is "A club member"); this only lays them out.
 */
export function CommitteesList({ committees }: { committees: PublicCommittee[] }) {
  return (
    <Stack gap="lg">
      {committees.map((committee) => (
        <Stack key={committee.id} gap={4}>
          <Title order={3} size="h4">
            {committee.name}
          </Title>
          {committee.description ? <Text>{committee.description}</Text> : null}
          {committee.members.length === 0 ? (
            <Text c="dimmed">No members listed at the moment.</Text>
          ) : (
            <List listStyleType="none" spacing={4} aria-label={`Members of the ${committee.name}`}>
              {committee.members.map((member) => (
                <List.Item key={member.termId}>
                  <Text span fw={700}>{`${member.role}: `}</Text>
                  {member.name}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
