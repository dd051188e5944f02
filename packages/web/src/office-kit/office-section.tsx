import { Paper, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

/** A part of an office page: a section named by its heading. */
export function OfficeSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p={{ base: "sm", sm: "md" }} aria-labelledby={headingId}>
      <Title order={2} size="h3" mb="sm" id={headingId}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
