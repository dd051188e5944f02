import { Anchor, List, Paper, Text, Title } from "@mantine/core";
import { useSiteConfig, websiteLink } from "../../../lib/site-config-context.tsx";

// spec §2: the join wizard's side panel links.
const joinLinks = [
  { label: "Printable membership form", path: "/membership-form" },
  { label: "About the club", path: "/about" },
  { label: "Join a local region", path: "/regional-clubs" },
  { label: "Store", path: "/store" },
  { label: "Approved classics", path: "/approved-classics" },
];

export function JoinSidePanel() {
  const config = useSiteConfig();
  return (
    <Paper component="aside" withBorder p="lg" aria-labelledby="join-links-title">
      <Title order={2} size="h3" mb="sm" id="join-links-title">
        Membership links
      </Title>
      <List spacing="sm" mb="lg">
        {joinLinks.map((link) => (
          <List.Item key={link.path}>
            <Anchor href={websiteLink(config, link.path)}>{link.label}</Anchor>
          </List.Item>
        ))}
      </List>
      <Text>
        Questions about membership? Contact the club office at{" "}
        <Anchor href={`mailto:${config.officeEmail}`}>{config.officeEmail}</Anchor> or {config.officePhone}.
      </Text>
    </Paper>
  );
}
