import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A write that went through, said beside its button and left there (a notification would vanish unread). */
export function SavedNote({ children }: { children: ReactNode }) {
  return (
    <Text
      role="status"
      fw={700}
      px="sm"
      py={6}
      style={{ background: "#ebf7ee", color: "#1b5e20", borderLeft: "4px solid #2b8a3e", borderRadius: 4 }}
    >
      {children}
    </Text>
  );
}
