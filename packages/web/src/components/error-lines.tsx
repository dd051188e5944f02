import { Box, List } from "@mantine/core";
import type { FieldErrors } from "../api/api-error.ts";
import { fieldLabels, formatErrorLines } from "./field-labels.ts";

interface ErrorLinesProps {
  errors: FieldErrors | undefined;
  labels?: Record<string, string>;
}

/** The server's errors of a form, one line each, announced to screen readers. */
export function ErrorLines({ errors, labels = fieldLabels }: ErrorLinesProps) {
  const lines = errors ? formatErrorLines(errors, labels) : [];
  if (lines.length === 0) return null;
  return (
    <Box
      role="alert"
      p="sm"
      style={{ background: "#fdf0ef", color: "#8a1c14", borderLeft: "4px solid #b42318", borderRadius: 4 }}
    >
      <List listStyleType="none" spacing={4}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Box>
  );
}
