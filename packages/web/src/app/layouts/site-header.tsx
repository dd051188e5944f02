import { Anchor, Box, Burger, Group, Image, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useProfile } from "../../api/use-profile.ts";
import { useIsSignedIn } from "../../api/use-session.ts";
import { useSiteConfig, websiteLink } from "../../lib/site-config-context.tsx";
import { AnnouncementBanner } from "./announcement-banner.tsx";
import { classifiedsPath, topMenuLinks } from "./website-links.ts";

const SiteMenuDrawer = lazy(async () => ({
  default: (await import("./site-menu-drawer.tsx")).SiteMenuDrawer,
}));

/** Issue 13: staff accounts (the signed-in profile carries an office role) see the way to the club office. */
function OfficeLink({ color, onNavigate }: { color: string; onNavigate?: () => void }) {
  const profile = useProfile();
  if (!profile.data?.officeRole) return null;
  return (
    <Anchor component={Link} to="/office" c={color} underline="hover" fw={700} onClick={onNavigate}>
      Office
    </Anchor>
  );
}

function MenuLinks({ color, onNavigate }: { color: string; onNavigate?: () => void }) {
  const config = useSiteConfig();
  const signedIn = useIsSignedIn();
  const { marketplace } = config;
  return (
    <>
      {topMenuLinks.map((link) =>
        // Issue 44: with the club's marketplace open, Classifieds opens it (named so for the members who use it); a
        // visitor reads the cars and parts for sale where the club shows them to the public, and signs in otherwise.
        marketplace.enabled && link.path === classifiedsPath ? (
          <Anchor
            key={link.path}
            component={Link}
            to={signedIn || !marketplace.public ? "/marketplace" : "/for-sale"}
            c={color}
            underline="hover"
            fw={500}
            onClick={onNavigate}
          >
            {signedIn ? "Marketplace" : link.label}
          </Anchor>
        ) : (
          <Anchor key={link.path} href={websiteLink(config, link.path)} c={color} underline="hover" fw={500}>
            {link.label}
          </Anchor>
        ),
      )}
      <Anchor component={Link} to="/help" c={color} underline="hover" fw={700} onClick={onNavigate}>
        Help
      </Anchor>
      {signedIn ? <OfficeLink color={color} onNavigate={onNavigate} /> : null}
      {signedIn ? (
        <Anchor component={Link} to="/my-profile" c={color} underline="hover" fw={700} onClick={onNavigate}>
          My Profile
        </Anchor>
      ) : (
        <Anchor component={Link} to="/login" c={color} underline="hover" fw={700} onClick={onNavigate}>
          Sign In
        </Anchor>
      )}
      <Anchor component={Link} to="/join-the-ccca" c={color} underline="hover" fw={700} onClick={onNavigate}>
        Join
      </Anchor>
    </>
  );
}

// spec §1: club name and top menu; under 600px the menu moves into a drawer.
export function SiteHeader() {
  const config = useSiteConfig();
  const [menuOpened, menu] = useDisclosure(false);
  // The drawer's code is fetched on the first opening, then it stays mounted.
  const [menuUsed, setMenuUsed] = useState(false);
  const { pathname } = useLocation();
  const textColor = "#ffffff";

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => menu.close(), [pathname]);

  return (
    <header>
      <AnnouncementBanner />
      <Box
        className="app-on-dark"
        bg="var(--mantine-primary-color-filled)"
        c={textColor}
        style={{ borderBottom: `4px solid ${config.accentColor}` }}
      >
        <Group justify="space-between" wrap="nowrap" px="md" py="sm" maw={1200} mx="auto" gap="lg">
          <Anchor href={config.websiteUrl} c={textColor} underline="never">
            <Group gap="sm" wrap="nowrap">
              {config.logoUrl ? <Image src={config.logoUrl} alt="" h={48} w="auto" /> : null}
              <Text component="span" fw={700} fz="xl" ff="heading">
                {config.clubName}
              </Text>
            </Group>
          </Anchor>
          <Group component="nav" aria-label="Main menu" gap="md" visibleFrom="xs" justify="flex-end">
            <MenuLinks color={textColor} />
          </Group>
          <Burger
            hiddenFrom="xs"
            color={textColor}
            opened={menuOpened}
            onClick={() => {
              setMenuUsed(true);
              menu.toggle();
            }}
            aria-label="Open menu"
            aria-expanded={menuOpened}
          />
        </Group>
      </Box>
      {menuUsed ? (
        <Suspense fallback={null}>
          <SiteMenuDrawer opened={menuOpened} onClose={menu.close}>
            <MenuLinks color="var(--mantine-primary-color-filled)" onNavigate={menu.close} />
          </SiteMenuDrawer>
        </Suspense>
      ) : null}
    </header>
  );
}
