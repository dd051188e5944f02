import { Box, Text } from "@mantine/core";
import { Fragment } from "react";

export interface DetailRow {
  label: string;
  value: string;
}

/** Label and value pairs as a description list, labels in a column beside their values. */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "0.4rem 1.5rem" }}
    >
      {rows.map((row) => (
        <Fragment key={row.label}>
          <Text component="dt" fw={700}>
            {row.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
            {row.value}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}
