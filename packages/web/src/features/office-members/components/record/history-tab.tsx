import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { Anchor, Group, Stack } from "@mantine/core";
import { Link } from "react-router";
import { AuditTable } from "../../../../office-kit/audit-table.tsx";
import { CsvButton } from "../../../../office-kit/csv-button.tsx";
import { auditCsvPath } from "../../../../office-kit/use-office-audit.ts";

/** The member's audit trail, newest first, and the whole of it as a CSV file. */
export function HistoryTab({ record }: { record: OfficeMemberRecord }) {
  const memberId = String(record.profile.id);
  return (
    <Stack gap="md">
      <Group gap="lg" wrap="wrap">
        <CsvButton
          label="Download the history (CSV)"
          path={auditCsvPath({ memberId })}
          fileName={`audit-member-${record.profile.memberNo}.csv`}
        />
        <Anchor component={Link} to={`/office/audit?memberSearch=${record.profile.memberNo}`}>
          Open it in the audit trail
        </Anchor>
      </Group>
      <AuditTable entries={record.audit} label="History of this member" empty="No changes recorded yet." />
    </Stack>
  );
}
