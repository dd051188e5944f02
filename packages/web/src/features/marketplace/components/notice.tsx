import { Box, Text } from "@mantine/core";
import type { ReactNode } from "react";

const tones = {
  warning: { background: "#fdf0ef", color: "#5c1410", border: "#b42318" },
  success: { background: "#edf7ee", color: "#1e4620", border: "#2f7a3a" },
};

interface NoticeProps {
  tone: keyof typeof tones;
  title?: string;
  role?: "alert" | "status";
  children: ReactNode;
}

/**
 * A box of words the reader must not miss (the registry's warning, a message sent), dark on light so it reads at
 * the contrast older eyes need, as My Vehicles shows the office's reason.
 */
export function Notice({ tone, title, role, children }: NoticeProps) {
  const colors = tones[tone];
  return (
    <Box
      role={role}
      p="sm"
      style={{
        background: colors.background,
        color: colors.color,
        borderLeft: `4px solid ${colors.border}`,
        borderRadius: 4,
      }}
    >
      {title ? <Text fw={700}>{title}</Text> : null}
      <Text style={{ whiteSpace: "pre-wrap" }}>{children}</Text>
    </Box>
  );
}
