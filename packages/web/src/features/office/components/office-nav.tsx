import type { OfficeSession } from "@club/domain/office.schema";
import { Anchor, Box, Divider, NavLink, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { officeRoleLabels } from "../format/member-status.ts";

const under = (prefix: string) => (path: string) => path.startsWith(prefix);

/** The office's pages; `admin`: for office administrators only (the server refuses office_staff there too). */
const items = [
  { label: "Dashboard", to: "/office", matches: (path: string) => path === "/office" },
  { label: "Members", to: "/office/members", matches: under("/office/members") },
  { label: "Car approvals", to: "/office/approvals", matches: under("/office/approvals") },
  { label: "Events", to: "/office/events", matches: under("/office/events") },
  { label: "Announcements", to: "/office/announcements", matches: under("/office/announcements") },
  { label: "Reminders", to: "/office/reminders", matches: under("/office/reminders") },
  { label: "Payments", to: "/office/payments", matches: under("/office/payments") },
  { label: "Bouncing addresses", to: "/office/bounces", matches: under("/office/bounces") },
  { label: "Regions", to: "/office/regions", matches: under("/office/regions") },
  { label: "Plans and prices", to: "/office/plans", matches: under("/office/plans"), admin: true },
  { label: "Staff", to: "/office/staff", matches: under("/office/staff"), admin: true },
  { label: "Import roster", to: "/office/imports", matches: under("/office/imports"), admin: true },
  { label: "Settings", to: "/office/settings", matches: under("/office/settings"), admin: true },
  { label: "Audit trail", to: "/office/audit", matches: under("/office/audit") },
];

/** The office's own navigation, and who is signed in with which role. */
export function OfficeNav({ session, onNavigate }: { session: OfficeSession; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        {items
          .filter((item) => !item.admin || session.role === "office_admin")
          .map((item) => {
            const active = item.matches(pathname.replace(/\/$/, "") || "/");
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                active={active}
                variant="filled"
                aria-current={active ? "page" : undefined}
                onClick={onNavigate}
                fz="md"
                fw={700}
                styles={{ label: { fontSize: "var(--mantine-font-size-md)" } }}
              />
            );
          })}
      </Stack>
      <Divider />
      <Box px="sm">
        <Text fw={700}>{session.name}</Text>
        <Text>{officeRoleLabels[session.role]}</Text>
        {session.twoFactor.enrolled ? null : (
          <Anchor component={Link} to="/office/two-factor" onClick={onNavigate}>
            Set up the second sign-in step
          </Anchor>
        )}
      </Box>
      <Box px="sm">
        <Anchor component={Link} to="/my-profile" onClick={onNavigate}>
          Back to the members portal
        </Anchor>
      </Box>
    </Stack>
  );
}
