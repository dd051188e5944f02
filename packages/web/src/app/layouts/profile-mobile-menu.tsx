import { Box, Burger, Button, Menu } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { mobileMenuItems } from "./profile-nav-items.ts";

// spec §2: under 720px a burger menu replaces the tabs (plus the administrator member search).
export function ProfileMobileMenu({ isAdministrator }: { isAdministrator: boolean }) {
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
          <Button
            variant="outline"
            aria-label="Open profile menu"
            leftSection={<Burger component="span" opened={opened} size="sm" aria-hidden />}
          >
            Profile menu
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {mobileMenuItems(isAdministrator).map((item) => (
            <Menu.Item key={item.to} component={Link} to={item.to} fz="md">
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
