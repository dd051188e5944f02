import { Box, Button, Menu } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { mobileMenuItems, type ProfileRoles } from "./profile-nav-items.ts";

// spec §2: under 720px a burger menu replaces the tabs (plus the administrator member search).
export function ProfileMobileMenu(roles: ProfileRoles) {
  const [opened, setOpened] = useState(false);
  return (
    <Box hiddenFrom="sm">
      <Menu
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        width={300}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <Button variant="outline" leftSection={<MenuLinesIcon />}>
            Profile menu
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {mobileMenuItems(roles).map((item) => (
            <Menu.Item key={item.to} component={Link} to={item.to} fz="md">
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}

function MenuLinesIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
