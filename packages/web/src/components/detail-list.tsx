import { Box, Text } from "@mantine/core";
import { Fragment } from "react";
import { phoneQuery, useMediaMatch } from "../lib/media-queries.ts";

export interface DetailRow {
  label: string;
  value: string;
}

/**
 * Label and value pairs as a description list: labels in a column beside their values, each label above its
 * value on a phone. Words wrap whole; only a single token longer than the line (a long e-mail) is broken.
 */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  const stacked = useMediaMatch(phoneQuery);
  return (
    <Box
      component="dl"
      m={0}
      data-stacked={stacked || undefined}
      style={{
        display: "grid",
        // minmax(0, …): a value column that may be narrower than its longest word, which then wraps.
        gridTemplateColumns: stacked ? "minmax(0, 1fr)" : "max-content minmax(0, 1fr)",
        gap: stacked ? 0 : "0.4rem 1.5rem",
      }}
    >
      {rows.map((row) => (
        <Fragment key={row.label}>
          <Text component="dt" fw={700}>
            {row.label}
          </Text>
          <Text component="dd" m={0} mb={stacked ? "xs" : 0} style={{ overflowWrap: "break-word" }}>
            {row.value}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}
