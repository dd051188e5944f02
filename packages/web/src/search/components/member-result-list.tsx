import type { MemberSearchResult } from "@club/domain/search.schema";
import { Anchor, Paper, Stack } from "@mantine/core";
import { Link } from "react-router";
import { DetailList, type DetailRow } from "../../components/detail-list.tsx";

const orNone = (value: string | null | undefined) => (value ? value : "—");

function rowsOf(member: MemberSearchResult): DetailRow[] {
  return [
    { label: "Member Number", value: String(member.memberNo) },
    { label: "City/State", value: orNone([member.city, member.state].filter(Boolean).join(", ")) },
    { label: "Email", value: orNone(member.email) },
    { label: "Cell Phone", value: orNone(member.cellPhone) },
    { label: "Home Phone", value: orNone(member.residentialPhone) },
    { label: "Associate", value: orNone(member.associate) },
    { label: "Regional Memberships", value: orNone(member.regionalMemberships.join(", ")) },
    { label: "National Expiration", value: orNone(member.nationalExpirationDate) },
    { label: "Cars", value: String(member.vehiclesCount) },
  ];
}

interface MemberResultListProps {
  members: MemberSearchResult[];
  /** Keeps the search before a member's page opens (spec §4). */
  onOpen: () => void;
  /** Where the member's page returns to. */
  returnTo: string;
}

// spec §3: each found member, named by a link to their page.
export function MemberResultList({ members, onOpen, returnTo }: MemberResultListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
      {members.map((member) => {
        const name = `${member.firstName} ${member.lastName}`;
        return (
          <Paper component="li" key={member.memberNo} withBorder p="md" aria-label={name}>
            <Anchor
              component={Link}
              to={`/my-profile/search/member/${member.memberNo}`}
              state={{ returnTo }}
              onClick={onOpen}
              fw={700}
              size="lg"
            >
              {name}
            </Anchor>
            <DetailList rows={rowsOf(member)} />
          </Paper>
        );
      })}
    </Stack>
  );
}
