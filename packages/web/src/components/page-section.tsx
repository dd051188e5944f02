import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A part of a page under its own heading (h2), named by it for assistive technology, so readers jump between them. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
