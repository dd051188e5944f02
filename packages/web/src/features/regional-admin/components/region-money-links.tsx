import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useAdministeredZones } from "../api/use-regional-dashboard.ts";

/**
 * Issue 42: each region's statement, and each of the member's zones' (its regions together), for its treasurer (the
 * server refuses the region's other officers, and the page says so): what national collected for the region,
 * refunded, remitted and owes it.
 */
export function RegionMoneyLinks({ regions }: { regions: Record<string, string> }) {
  const entries = Object.entries(regions);
  const zones = useAdministeredZones().data?.zones ?? [];
  if (entries.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby="region-money" mt="xl">
      <Title order={2} id="region-money">
        The region's money
      </Title>
      <Text>
        A region's treasurer reads what national collected for it, refunded, sent and still owes it.
      </Text>
      <List listStyleType="none" spacing="xs">
        {zones.map((zone) => (
          <List.Item key={`zone-${zone.id}`}>
            <Anchor
              component={Link}
              to={`/my-profile/regional-administrator/zone-statement/${zone.id}`}
              fw={700}
            >
              {`Statement of ${zone.name}, its regions together`}
            </Anchor>
          </List.Item>
        ))}
        {entries.map(([name, code]) => (
          <List.Item key={code}>
            <Anchor component={Link} to={`/my-profile/regional-administrator/statement/${code}`} fw={700}>
              {`Statement of the ${name}`}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
