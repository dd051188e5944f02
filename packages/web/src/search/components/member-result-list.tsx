import { fullName } from "@club/domain/member-name.rules";
import type { MemberSearchQuery, MemberSearchResult } from "@club/domain/search.schema";
import { Anchor } from "@mantine/core";
import { Fragment } from "react";
import { Link } from "react-router";
import type { SortOrder } from "../state/next-sort.ts";
import type { ResultSteps } from "../state/use-search-state.ts";
import { noValue, type ResultColumn, ResultView } from "./result-view.tsx";

type MemberSortKey = MemberSearchQuery["sort"];

const orNone = (value: string | null | undefined) => (value ? value : noValue);

// Issue 40: a detail the member keeps from the reader says so, as on their page; a dash is a detail left empty.
const notShown = "Not shown";

/** An e-mail address that may wrap before its @ and its dots, never inside a word. */
function Email({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/** A table's one column for both phones, each named. */
function phones(member: MemberSearchResult) {
  if (member.hidden.phones) return notShown;
  const numbers = [
    ["Cell", member.cellPhone],
    ["Home", member.residentialPhone],
  ].filter(([, number]) => number);
  if (numbers.length === 0) return noValue;
  return numbers.map(([kind, number]) => <div key={kind}>{`${kind} ${number}`}</div>);
}

// The phones in pairs and the e-mail on a line of its own, so a phone's card reads in two columns.
const valueColumns: ResultColumn<MemberSearchResult, MemberSortKey>[] = [
  { label: "Member Number", sortKey: "member_no", value: (member) => String(member.memberNo) },
  {
    label: "City/State",
    value: (member) => orNone([member.city, member.stateName].filter(Boolean).join(", ")),
  },
  {
    label: "Email",
    wide: true,
    minWidth: "12rem",
    value: (member) =>
      member.hidden.email ? notShown : member.email ? <Email address={member.email} /> : noValue,
  },
  { label: "Phone", only: "table", nowrap: true, value: phones },
  {
    label: "Cell Phone",
    only: "cards",
    value: (member) => (member.hidden.phones ? notShown : orNone(member.cellPhone)),
  },
  {
    label: "Home Phone",
    only: "cards",
    value: (member) => (member.hidden.phones ? notShown : orNone(member.residentialPhone)),
  },
  { label: "Associate", value: (member) => orNone(member.associate) },
  { label: "National Expiration", nowrap: true, value: (member) => orNone(member.nationalExpirationDate) },
  { label: "Regional Memberships", value: (member) => orNone(member.regionalMemberships.join(", ")) },
  { label: "Cars", value: (member) => String(member.vehiclesCount) },
];

interface MemberResultListProps {
  members: MemberSearchResult[];
  sort: MemberSortKey | undefined;
  order: SortOrder;
  onSort: (key: MemberSortKey) => void;
  /** Keeps the search, and which member was opened, before a member's page opens (spec §4). */
  onOpen: (memberNo: string) => void;
  /** Where the member's page returns to. */
  returnTo: string;
  steps: ResultSteps;
}

// spec §3: each found member, named by a link to their page; the names sort by last name.
export function MemberResultList({
  members,
  sort,
  order,
  onSort,
  onOpen,
  returnTo,
  steps,
}: MemberResultListProps) {
  const nameLink = (member: MemberSearchResult, size?: "lg") => (
    <Anchor
      component={Link}
      to={`/my-profile/search/member/${member.memberNo}`}
      state={{ returnTo }}
      onClick={() => onOpen(String(member.memberNo))}
      fw={700}
      size={size}
    >
      {fullName(member)}
    </Anchor>
  );
  return (
    <ResultView
      label="Members found"
      rows={members}
      rowKey={(member) => member.memberNo}
      cardName={fullName}
      cardTitle={(member) => nameLink(member, "lg")}
      columns={[
        { label: "Last Name", sortKey: "last_name", inCardTitle: true, value: (member) => nameLink(member) },
        ...valueColumns,
      ]}
      sort={sort}
      order={order}
      onSort={onSort}
      steps={steps}
    />
  );
}
