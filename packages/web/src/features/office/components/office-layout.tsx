import type { OfficeSession } from "@club/domain/office.schema";
import { Anchor, Box, Burger, Button, Drawer, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Link, Navigate, Outlet, useLocation } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { getToken } from "../../../api/token-storage.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PageLoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { returnToState } from "../../../lib/return-to.ts";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useSignOut } from "../../../lib/use-sign-out.ts";
import { officeSessionQuery, useOfficeSession } from "../../../office-kit/use-office-session.ts";
import { isTwoFactorRefusal } from "../api/two-factor-refusal.ts";
import { twoFactorPath, useTwoFactorRefusal } from "../api/use-two-factor-refusal.ts";
import { NotForYourAccount } from "./not-for-your-account.tsx";
import { OfficeNav } from "./office-nav.tsx";

/** The office session, asked for beside the layout's code (app/lazy-page.tsx); signed out, the guard sends to login. */
export function prefetch(queryClient: QueryClient) {
  if (getToken() !== null) void queryClient.prefetchQuery(officeSessionQuery);
}

const navWidth = 230;

/**
 * The office's own frame, for desk work on a laptop: a bar with the club's name and Sign out, the navigation on
 * the left, the page using the rest of the width. Under 720px the navigation moves into a drawer behind a burger.
 */
function OfficeFrame({ session, children }: { session?: OfficeSession; children: ReactNode }) {
  const { clubShortName } = useSiteConfig();
  const [menuOpened, menu] = useDisclosure(false);
  const { signOut, isPending } = useSignOut();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => menu.close(), [pathname]);

  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <a className="app-skip-link" href="#office-main">
        Skip to main content
      </a>
      <Box
        component="header"
        className="app-on-dark"
        bg="var(--mantine-primary-color-filled)"
        c="#ffffff"
        px="md"
        py="xs"
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            {session ? (
              <Burger
                hiddenFrom="sm"
                color="#ffffff"
                opened={menuOpened}
                onClick={menu.toggle}
                aria-label="Open the office menu"
                aria-expanded={menuOpened}
              />
            ) : null}
            <Text component="span" fw={700} fz="lg" ff="heading">
              {`${clubShortName} club office`}
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Anchor component={Link} to="/my-profile" c="#ffffff" visibleFrom="sm">
              Members portal
            </Anchor>
            <Button
              variant="white"
              size="compact-md"
              loading={isPending}
              onClick={() => void signOut()}
              c="var(--mantine-primary-color-filled)"
            >
              Sign out
            </Button>
          </Group>
        </Group>
      </Box>
      <Box style={{ display: "flex", flex: 1, minHeight: 0 }}>
        {session ? (
          <Box
            component="nav"
            aria-label="Office"
            visibleFrom="sm"
            w={navWidth}
            p="sm"
            bg="#ffffff"
            style={{ flexShrink: 0, borderRight: "1px solid #dee2e6" }}
          >
            <OfficeNav session={session} />
          </Box>
        ) : null}
        <Box
          component="main"
          id="office-main"
          tabIndex={-1}
          p={{ base: "sm", sm: "md" }}
          miw={0}
          style={{ flex: 1 }}
        >
          {children}
        </Box>
      </Box>
      {session ? (
        <Drawer
          opened={menuOpened}
          onClose={menu.close}
          position="left"
          size="xs"
          title="Office menu"
          closeButtonProps={{ "aria-label": "Close the office menu" }}
        >
          <Box component="nav" aria-label="Office menu">
            <OfficeNav session={session} onNavigate={menu.close} />
          </Box>
        </Drawer>
      ) : null}
    </Box>
  );
}

/**
 * `/office/*` (issue 13): the sign-in is checked before (RequireSignedIn); here the office session decides. No
 * office role: a page that says so. The second factor needed and not proved in this session: the two-step
 * sign-in first. Any later call refused for want of it leads there too (useTwoFactorRefusal).
 */
export function OfficeLayout() {
  const session = useOfficeSession();
  const location = useLocation();
  useTwoFactorRefusal();

  if (session.isPending) {
    return (
      <OfficeFrame>
        <PageLoadingState label="Opening the club office…" />
      </OfficeFrame>
    );
  }
  if (session.isError) {
    const refused = session.error instanceof ApiError && session.error.status === 403;
    return (
      <OfficeFrame>
        {refused && !isTwoFactorRefusal(session.error) ? (
          <NotForYourAccount />
        ) : (
          <Stack gap="md" maw={640} align="flex-start">
            <PageTitle>The club office could not be opened</PageTitle>
            <ErrorLines errors={errorsOf(session.error)} />
            <Button onClick={() => void session.refetch()}>Try again</Button>
          </Stack>
        )}
      </OfficeFrame>
    );
  }

  const { twoFactor } = session.data;
  const secondStepNeeded = twoFactor.required && !twoFactor.verified;
  const onSecondStep = location.pathname.replace(/\/$/, "") === twoFactorPath;
  if (secondStepNeeded && !onSecondStep) {
    return <Navigate to={twoFactorPath} replace state={returnToState(location)} />;
  }
  return (
    <OfficeFrame session={secondStepNeeded ? undefined : session.data}>
      <Outlet />
    </OfficeFrame>
  );
}
