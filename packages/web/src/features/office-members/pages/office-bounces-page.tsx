import type { MailBounce } from "@club/domain/mail-bounce.schema";
import { Anchor, Stack, Text } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { type DataColumn, DataTable } from "../../../components/data-table.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { listParams, pageFromParams } from "../../../office-kit/list-params.ts";
import { formatMoment } from "../../../office-kit/office-format.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useOfficeBounces } from "../api/use-office-bounces.ts";
import { ClearBounceButton } from "../components/clear-bounce-button.tsx";

const bounceColumns: DataColumn<MailBounce>[] = [
  {
    heading: "Member",
    cell: (bounce) =>
      bounce.member ? (
        <Anchor component={Link} to={`/office/members/${bounce.member.id}?tab=mail`}>
          {`${bounce.member.name} (no. ${bounce.member.memberNo})`}
        </Anchor>
      ) : (
        "No member has this address"
      ),
  },
  { heading: "Address", nowrap: true, cell: (bounce) => bounce.address },
  { heading: "Reason", wrap: "break-word", cell: (bounce) => bounce.reason },
  { heading: "Bounced", nowrap: true, cell: (bounce) => formatMoment(bounce.bouncedAt) },
  {
    heading: "Actions",
    headingHidden: true,
    cell: (bounce) => <ClearBounceButton address={bounce.address} />,
  },
];

// Issue 15: the addresses whose mail server refused the club's mail for good, the latest first. Reminders and
// announcements skip them; the office asks the member for a working address and clears the bounce.
export function OfficeBouncesPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const bounces = useOfficeBounces(page);
  const data = bounces.data;

  return (
    <>
      <PageTitle>Bouncing addresses</PageTitle>
      <Stack gap="md">
        <Text maw={900}>
          The mail servers of these addresses refused the club's mail for good. Renewal reminders and
          announcements are not sent to them. Ask the member for a working address; once they confirm it,
          clear the bounce.
        </Text>
        <QueryState query={bounces} loading="Loading the bouncing addresses…" />
        {data && !bounces.isError ? (
          <DataTable
            label="Bouncing addresses"
            rows={data.results}
            rowKey={(bounce) => bounce.address}
            columns={bounceColumns}
            empty="No addresses are bouncing."
            total={data.total}
            minWidth={900}
            busy={bounces.isFetching}
            pager={
              <Pager
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                shown={data.results.length}
                onPage={(next) => setParams(listParams({}, next))}
              />
            }
          />
        ) : null}
      </Stack>
    </>
  );
}
