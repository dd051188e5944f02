import { Anchor, Group, Paper, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect, useId } from "react";
import { useLocation } from "react-router";

/** The ids of Member Info's sections below the form, which the links at the top of the page jump to. */
export const memberInfoSections = {
  privacy: "who-sees-my-details",
  passkeys: "passkeys",
  myData: "download-my-data",
  leave: "leave-the-club",
} as const;

const sectionIds: string[] = Object.values(memberInfoSections);

/**
 * Arriving with a section's address (Help links to /my-profile/member-info#who-sees-my-details) or following a link
 * below, the section takes the focus, which brings it into view, so the keyboard and a screen reader are there too.
 */
function useFocusOnSection() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (sectionIds.includes(id)) document.getElementById(id)?.focus();
  }, [hash]);
}

const links = [
  { id: memberInfoSections.privacy, label: "Who sees my details" },
  { id: memberInfoSections.passkeys, label: "Passkeys" },
  { id: memberInfoSections.myData, label: "Download my data" },
  { id: memberInfoSections.leave, label: "Leave the club" },
];

// Issue 40: on a phone the privacy choices start some 3,000 px down, below the whole profile form; these links at the
// top of the page reach them (and the data and leaving sections) in one tap, and take the keyboard's focus there.
export function MemberInfoContents() {
  useFocusOnSection();
  return (
    <nav aria-label="On this page">
      <Group gap="md" mb="lg" wrap="wrap" align="baseline">
        <Text fw={700}>On this page:</Text>
        {links.map((link) => (
          <Anchor key={link.id} href={`#${link.id}`}>
            {link.label}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}

/** One of Member Info's sections below the form: a framed region named by its heading, which the links above reach. */
export function MemberInfoSection({
  section,
  title,
  children,
}: {
  section: keyof typeof memberInfoSections;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={memberInfoSections[section]}
      // The links at the top of Member Info jump here: focusable, so the keyboard follows.
      tabIndex={-1}
      withBorder
      p={{ base: "md", sm: "lg" }}
      mt="xl"
      aria-labelledby={headingId}
    >
      <Title order={2} size="h3" mb="md" id={headingId}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
