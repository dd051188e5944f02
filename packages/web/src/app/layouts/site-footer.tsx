import { Anchor, Box, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useSiteConfig, websiteLink } from "../../lib/site-config-context.tsx";
import { footerPolicyLinks, footerWebsiteLinks } from "./website-links.ts";

// spec §1: events, news, store, sign in, join, privacy notice, advertise, sponsors; and (issue 30) the
// portal's own accessibility statement.
export function SiteFooter() {
  const config = useSiteConfig();
  const linkColor = "#1a1a1a";
  return (
    <Box component="footer" bg="#eeece6" c="#1a1a1a" mt="xl" py="xl" px="md">
      <Stack maw={1200} mx="auto" px="md" gap="md">
        <Group component="nav" aria-label="Footer" gap="lg">
          {footerWebsiteLinks.map((link) => (
            <Anchor key={link.path} href={websiteLink(config, link.path)} c={linkColor}>
              {link.label}
            </Anchor>
          ))}
          <Anchor component={Link} to="/login" c={linkColor}>
            Sign In
          </Anchor>
          <Anchor component={Link} to="/join-the-ccca" c={linkColor}>
            Join
          </Anchor>
          {footerPolicyLinks.map((link) => (
            <Anchor key={link.path} href={websiteLink(config, link.path)} c={linkColor}>
              {link.label}
            </Anchor>
          ))}
          <Anchor component={Link} to="/accessibility" c={linkColor}>
            Accessibility
          </Anchor>
        </Group>
        <Text size="sm">
          {config.clubName} office:{" "}
          <Anchor href={`mailto:${config.officeEmail}`} c={linkColor}>
            {config.officeEmail}
          </Anchor>
          {" · "}
          {/* A phone number reads whole, never split over two lines. */}
          <Anchor
            href={`tel:${config.officePhone.replace(/[^\d+]/g, "")}`}
            c={linkColor}
            style={{ whiteSpace: "nowrap" }}
          >
            {config.officePhone}
          </Anchor>
        </Text>
        <Text size="sm">
          © {new Date().getFullYear()} {config.clubName}
        </Text>
      </Stack>
    </Box>
  );
}
