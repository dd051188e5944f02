import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { auditCsvPath } from "../../api/use-office-audit.ts";
import { AuditTable } from "../audit-table.tsx";
import { CsvButton } from "../csv-button.tsx";

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
      {record.audit.length === 0 ? (
        <Text>No changes recorded yet.</Text>
      ) : (
        <AuditTable entries={record.audit} label="History of this member" />
      )}
    </Stack>
  );
}
