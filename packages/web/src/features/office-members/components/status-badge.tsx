import type { MemberStatus } from "@club/domain/office.schema";
import { Badge } from "@mantine/core";
import { memberStatusColors, memberStatusLabels } from "../../../office-kit/member-status.ts";

/** A member's status as a word on a colour: the word says it, the colour only helps the eye find it. */
export function StatusBadge({ status }: { status: MemberStatus }) {
  return (
    // Never cut to "Unp…": a table column gives the badge the width of its whole word.
    <Badge
      color={memberStatusColors[status]}
      variant="filled"
      tt="none"
      autoContrast
      styles={{ root: { minWidth: "max-content" } }}
    >
      {memberStatusLabels[status]}
    </Badge>
  );
}
