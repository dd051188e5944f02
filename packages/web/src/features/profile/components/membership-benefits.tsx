import { List, Paper, Text, Title } from "@mantine/core";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";

// spec §2: the member info page's benefits text, a reminder of what membership brings.
export function MembershipBenefits() {
  const { clubName } = useSiteConfig();
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby="membership-benefits-title">
      <Title order={2} size="h3" mb="sm" id="membership-benefits-title">
        Your membership benefits
      </Title>
      <Text mb="sm">{`As a member of the ${clubName} you enjoy:`}</Text>
      <List spacing="xs">
        <List.Item>
          The club magazine and the bulletin, full of stories, restorations and club news.
        </List.Item>
        <List.Item>Club events across the country, from car shows to touring weekends.</List.Item>
        <List.Item>Regional clubs with tours, meetings and friends close to home.</List.Item>
        <List.Item>The member and car directory, to find fellow owners and their Classics.</List.Item>
        <List.Item>Ties to the club museum and its collection, with museum membership on offer.</List.Item>
      </List>
    </Paper>
  );
}
