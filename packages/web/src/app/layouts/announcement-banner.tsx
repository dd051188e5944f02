import { CloseButton, Group, Text } from "@mantine/core";
import { useState } from "react";

// spec §1: a dismissible banner announces the redesign; dismissal is remembered in local storage.
export const announcementDismissedKey = "club.redesign-announcement-dismissed";

function isDismissed(): boolean {
  try {
    return window.localStorage.getItem(announcementDismissedKey) === "true";
  } catch {
    return false;
  }
}

export function AnnouncementBanner() {
  const [dismissed, setDismissed] = useState(isDismissed);
  if (dismissed) return null;

  function dismiss() {
    try {
      window.localStorage.setItem(announcementDismissedKey, "true");
    } catch {
      // storage can be blocked; hiding it for this visit is still right
    }
    setDismissed(true);
  }

  return (
    <section aria-label="Announcement" style={{ background: "#fff6dc", color: "#3d2f00" }}>
      <Group justify="space-between" wrap="nowrap" px="md" py="xs" maw={1200} mx="auto">
        <Text size="sm">
          Our website has a new look. We have redesigned the members section to make it easier to read and
          use.
        </Text>
        <CloseButton aria-label="Dismiss announcement" onClick={dismiss} c="#3d2f00" size="lg" />
      </Group>
    </section>
  );
}
