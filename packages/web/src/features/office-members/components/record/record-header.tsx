import { fullName } from "@club/domain/member-name.rules";
import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { PageTitle } from "../../../../components/page-title.tsx";
import { officeRoleLabels } from "../../../../office-kit/member-status.ts";
import { formatDay } from "../../../../office-kit/office-format.ts";
import { StatusBadge } from "../status-badge.tsx";

/**
 * Who the record is of, at a glance: name, number, status, e-mail (and whether it bounces), dues; a merged duplicate
 * says where it went.
 */
export function RecordHeader({ record }: { record: OfficeMemberRecord }) {
  const { profile } = record;
  const duesExpire = record.nationalMembership?.lifelong
    ? "Lifetime"
    : formatDay(record.nationalMembership?.duesExpire);
  return (
    <Stack gap="xs" mb="md">
      <PageTitle>{fullName(profile)}</PageTitle>
      <Group gap="lg" wrap="wrap" mt={-12}>
        <Text>
          <Text span fw={700}>
            Member no.{" "}
          </Text>
          {profile.memberNo}
        </Text>
        <StatusBadge status={record.status} />
        {record.officeRole ? <Text>{officeRoleLabels[record.officeRole]}</Text> : null}
        <Anchor href={`mailto:${profile.email}`} style={{ overflowWrap: "anywhere" }}>
          {profile.email}
        </Anchor>
        {record.mailBounce ? (
          <Badge color="#a51d24" tt="none" title={record.mailBounce.reason}>
            Address bouncing
          </Badge>
        ) : null}
        <Text>
          <Text span fw={700}>
            Dues expire:{" "}
          </Text>
          {duesExpire}
        </Text>
      </Group>
      {record.mergedIntoId !== null ? (
        <Paper withBorder p="sm" style={{ borderLeft: "4px solid #343a40" }}>
          <Text fw={700}>This account was merged into another.</Text>
          <Text>
            This duplicate no longer signs in; its history moved to{" "}
            <Anchor component={Link} to={`/office/members/${record.mergedIntoId}`}>
              the account it was merged into
            </Anchor>
            .
          </Text>
        </Paper>
      ) : null}
    </Stack>
  );
}
