import { Paper, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

/** One panel of the membership details page, a section named by its heading. */
export function MembershipPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p={{ base: "md", sm: "lg" }} aria-labelledby={headingId}>
      <Title order={2} size="h3" mb="md" id={headingId}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
