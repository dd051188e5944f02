import { membershipActions, type OfficeMemberRecord } from "@club/domain/office.schema";
import { Accordion, Stack, Text } from "@mantine/core";
import { DataTable } from "../../../../components/data-table.tsx";
import { DetailList } from "../../../../components/detail-list.tsx";
import { formatDay, noValue } from "../../../../office-kit/office-format.ts";
import { OfficeSection } from "../../../../office-kit/office-section.tsx";
import { whyNotAllowed } from "../../format/record-refusals.ts";
import { MembershipActionForm, membershipActionTitles } from "./membership-action-form.tsx";
import { MergeForm } from "./merge-form.tsx";
import { PrintCardButton } from "./print-card-button.tsx";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/**
 * The memberships (national, regional, associate), then the office's changes to them and the merge of a duplicate,
 * each where the record's policies allow it (otherwise a line says why).
 */
export function MembershipTab({ record }: { record: OfficeMemberRecord }) {
  const national = record.nationalMembership;
  const unchangeable = whyNotAllowed(record, "changeMembership");
  const unmergeable = whyNotAllowed(record, "mergeDuplicate");
  return (
    <Stack gap="md">
      <OfficeSection title="National membership">
        {national ? (
          <>
            <DetailList
              rows={[
                { label: "Plan", value: national.planTitle },
                { label: "Lifetime", value: yesNo(national.lifelong) },
                {
                  label: "Year joined",
                  value: national.yearJoined === null ? noValue : String(national.yearJoined),
                },
                { label: "Dues expire", value: formatDay(national.duesExpire) },
                { label: "Complimentary", value: yesNo(national.complimentary) },
                ...(record.deceasedOn ? [{ label: "Deceased on", value: formatDay(record.deceasedOn) }] : []),
                ...(record.resignedOn ? [{ label: "Resigned on", value: formatDay(record.resignedOn) }] : []),
              ]}
            />
            <PrintCardButton memberId={record.profile.id} />
          </>
        ) : (
          <Text>No national membership: this account never had a paid membership.</Text>
        )}
      </OfficeSection>
      <OfficeSection title="Regional memberships">
        <DataTable
          label="Regional memberships"
          rows={record.regionalMemberships}
          rowKey={(region) => region.regionCode}
          empty="No regional memberships."
          minWidth={420}
          tableProps={{ verticalSpacing: "xs" }}
          columns={[
            { heading: "Region", cell: (region) => region.regionName },
            { heading: "Code", cell: (region) => region.regionCode },
            { heading: "Dues expire", cell: (region) => formatDay(region.duesExpire) },
          ]}
        />
      </OfficeSection>
      <OfficeSection title="Associate">
        <Text>
          {record.associate ? `${record.associate.firstName} ${record.associate.lastName}` : "No associate."}
        </Text>
      </OfficeSection>
      <OfficeSection title="Change the membership">
        {unchangeable ? <Text>{unchangeable}</Text> : <MembershipActions record={record} />}
      </OfficeSection>
      <OfficeSection title="Merge a duplicate into this member">
        {unmergeable ? <Text>{unmergeable}</Text> : <MergeForm record={record} />}
      </OfficeSection>
    </Stack>
  );
}

/** Each change of the membership in its own panel, opened one at a time. */
function MembershipActions({ record }: { record: OfficeMemberRecord }) {
  return (
    <>
      <Text mb="sm">Each change needs a reason, and asks before it is made. It is kept in the history.</Text>
      <Accordion variant="separated" chevronPosition="left">
        {membershipActions.map((action) => (
          <Accordion.Item key={action} value={action}>
            <Accordion.Control>{membershipActionTitles[action]}</Accordion.Control>
            <Accordion.Panel>
              <MembershipActionForm action={action} record={record} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}
