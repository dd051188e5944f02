import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/**
 * Issue 42: each region's news and newsletter, for its newsletter editor or director (the server refuses the
 * region's other officers, and the page says so).
 */
export function RegionNewsLinks({ regions }: { regions: Record<string, string> }) {
  const entries = Object.entries(regions);
  if (entries.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby="region-news" mt="xl">
      <Title order={2} id="region-news">
        News and newsletter
      </Title>
      <Text>A region's newsletter editor and director post its news and send its newsletter.</Text>
      <List listStyleType="none" spacing="xs">
        {entries.map(([name, code]) => (
          <List.Item key={code}>
            <Anchor component={Link} to={`/my-profile/regional-administrator/news/${code}`} fw={700}>
              {`News and newsletter of the ${name}`}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
