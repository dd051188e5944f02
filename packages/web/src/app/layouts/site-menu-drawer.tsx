import { Drawer, Stack } from "@mantine/core";
import type { ReactNode } from "react";

/** The top menu on a phone (spec §1), a chunk of its own: Mantine's Drawer loads when the menu is first opened. */
export function SiteMenuDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title="Menu"
      size="xs"
      closeButtonProps={{ "aria-label": "Close menu" }}
    >
      <Stack component="nav" aria-label="Mobile menu" gap="md">
        {children}
      </Stack>
    </Drawer>
  );
}
