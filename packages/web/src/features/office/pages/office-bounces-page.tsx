import type { MailBounce } from "@club/domain/mail-bounce.schema";
import { Anchor, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useOfficeBounces } from "../api/use-office-bounces.ts";
import { ClearBounceButton } from "../components/clear-bounce-button.tsx";
import { Pager } from "../components/pager.tsx";
import { QueryState } from "../components/query-state.tsx";
import { listParams, pageFromParams } from "../form/list-params.ts";
import { formatMoment } from "../format/office-format.ts";

function BounceRow({ bounce }: { bounce: MailBounce }) {
  return (
    <Table.Tr>
      <Table.Td>
        {bounce.member ? (
          <Anchor component={Link} to={`/office/members/${bounce.member.id}?tab=mail`}>
            {`${bounce.member.name} (no. ${bounce.member.memberNo})`}
          </Anchor>
        ) : (
          "No member has this address"
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{bounce.address}</Table.Td>
      <Table.Td style={{ overflowWrap: "break-word" }}>{bounce.reason}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatMoment(bounce.bouncedAt)}</Table.Td>
      <Table.Td>
        <ClearBounceButton address={bounce.address} />
      </Table.Td>
    </Table.Tr>
  );
}

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
          data.total === 0 ? (
            <Text>No addresses are bouncing.</Text>
          ) : (
            <Stack gap="sm" aria-busy={bounces.isFetching}>
              <Table.ScrollContainer minWidth={900}>
                <Table striped verticalSpacing={6} horizontalSpacing="xs" aria-label="Bouncing addresses">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Member</Table.Th>
                      <Table.Th scope="col">Address</Table.Th>
                      <Table.Th scope="col">Reason</Table.Th>
                      <Table.Th scope="col">Bounced</Table.Th>
                      <Table.Th scope="col">
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.results.map((bounce) => (
                      <BounceRow key={bounce.address} bounce={bounce} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                shown={data.results.length}
                onPage={(next) => setParams(listParams({}, next))}
              />
            </Stack>
          )
        ) : null}
      </Stack>
    </>
  );
}
