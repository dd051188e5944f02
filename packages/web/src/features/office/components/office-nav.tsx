import type { OfficeSession } from "@club/domain/office.schema";
import type { OfficeAction } from "@club/domain/office-policies.schema";
import { Anchor, Box, Divider, NavLink, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { officeRoleLabels } from "../../../office-kit/member-status.ts";

/** The office's pages, each shown where the session's policies allow its action (the server refuses it otherwise). */
const items: { label: string; to: string; action: OfficeAction }[] = [
  { label: "Dashboard", to: "/office", action: "readDashboard" },
  { label: "Members", to: "/office/members", action: "manageMembers" },
  { label: "Car approvals", to: "/office/approvals", action: "reviewVehicles" },
  { label: "Car claims", to: "/office/vehicle-claims", action: "reviewVehicles" },
  { label: "Full Classic list", to: "/office/classics", action: "reviewVehicles" },
  { label: "Marketplace", to: "/office/listings", action: "moderateListings" },
  { label: "Archive", to: "/office/archive", action: "manageArchive" },
  { label: "Elections", to: "/office/elections", action: "manageElections" },
  { label: "Events", to: "/office/events", action: "manageEvents" },
  { label: "Judges", to: "/office/judges", action: "manageEvents" },
  { label: "Announcements", to: "/office/announcements", action: "manageAnnouncements" },
  { label: "Reminders", to: "/office/reminders", action: "runReminders" },
  { label: "Payments", to: "/office/payments", action: "readPayments" },
  { label: "Bouncing addresses", to: "/office/bounces", action: "manageBounces" },
  { label: "Requests to leave", to: "/office/erasure-requests", action: "readErasureRequests" },
  { label: "Regions", to: "/office/regions", action: "readRegions" },
  { label: "Committees", to: "/office/committees", action: "manageCommittees" },
  { label: "Plans and prices", to: "/office/plans", action: "managePlans" },
  { label: "Staff", to: "/office/staff", action: "manageStaff" },
  { label: "Import roster", to: "/office/imports", action: "manageImports" },
  { label: "Settings", to: "/office/settings", action: "manageSettings" },
  { label: "Audit trail", to: "/office/audit", action: "readAudit" },
];

/** The dashboard is the office's own address; every other page also holds the addresses under it. */
const isCurrent = (to: string, path: string) => (to === "/office" ? path === to : path.startsWith(to));

/** The office's own navigation, and who is signed in with which role. */
export function OfficeNav({ session, onNavigate }: { session: OfficeSession; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        {items
          .filter((item) => session.policies[item.action])
          .map((item) => {
            const active = isCurrent(item.to, pathname.replace(/\/$/, "") || "/");
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
