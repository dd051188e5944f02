import { Group } from "@mantine/core";
import { NavLink } from "react-router";
import { desktopTabItems, type ProfileRoles } from "./profile-nav-items.ts";

// spec §2: desktop tabs, hidden under 720px (theme breakpoint "sm") where the burger menu takes over.
export function ProfileTabs(roles: ProfileRoles) {
  return (
    <Group
      component="nav"
      aria-label="Profile sections"
      visibleFrom="sm"
      gap={0}
      style={{ borderBottom: "1px solid #c9c6bd" }}
    >
      {desktopTabItems(roles).map((item) => (
        <NavLink key={item.to} to={item.to} className="app-profile-tab">
          {item.label}
        </NavLink>
      ))}
    </Group>
  );
}
