import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** Issue 46: each region's elections, for its officers: those proposed and run, and a new one to propose. */
export function RegionElectionsLinks({ regions }: { regions: Record<string, string> }) {
  const entries = Object.entries(regions);
  if (entries.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby="region-elections" mt="xl">
      <Title order={2} id="region-elections">
        Elections
      </Title>
      <Text>A region's officers propose an election of its officers; the office confirms it.</Text>
      <List listStyleType="none" spacing="xs">
        {entries.map(([name, code]) => (
          <List.Item key={code}>
            <Anchor component={Link} to={`/my-profile/regional-administrator/elections/${code}`} fw={700}>
              {`Elections of the ${name}`}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
