import type { ClaimStatus } from "@club/domain/claim.schema";
import type { ImportView } from "@club/domain/import.schema";
import { Anchor, Badge, Button, Group, NumberInput, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { errorsOf } from "../../../api/api-error.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { formatCount } from "../../../office-kit/counts.ts";
import { formatMoment } from "../../../office-kit/office-format.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { SavedNote } from "../../../office-kit/saved-note.tsx";
import { useOfficePolicy } from "../../../office-kit/use-office-session.ts";
import { useDownloadImportFile, useImportClaims, useSendInvitations } from "../api/use-office-imports.ts";
import { countOf } from "../format/import-format.ts";
import { wrappingLabel } from "./wrapping-label.ts";

const defaultPerHour = 200;
const maxPerHour = 5000;

/** How an invitation goes, as a word on a colour dark enough for white text (WCAG AA). */
const channels = {
  email: { label: "E-mail", color: "#1864ab" },
  letter: { label: "Letter", color: "#8a5a00" },
} as const;

function invitationsInWords({ queued, sent, claimed, letters }: ImportView["invitations"]): string {
  if (queued + sent + letters === 0) return "No invitations have been sent yet.";
  return `${countOf(sent, "e-mail", "e-mails")} sent, ${formatCount(queued)} waiting to be sent, ${countOf(letters, "letter", "letters")} to print; ${countOf(claimed, "member has", "members have")} claimed their account.`;
}

function ClaimsTable({ rows }: { rows: ClaimStatus[] }) {
  return (
    <DataTable
      label="Invited members"
      rows={rows}
      rowKey={(row) => row.memberId}
      minWidth={720}
      columns={[
        {
          heading: "Member",
          cell: (row) => (
            <>
              <Anchor component={Link} to={`/office/members/${row.memberId}`} fw={700}>
                {row.name}
              </Anchor>
              {row.email ? (
                <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
                  {row.email}
                </Text>
              ) : null}
            </>
          ),
        },
        { heading: "Member no.", cell: (row) => row.memberNo },
        {
          heading: "Invited by",
          cell: (row) => (
            <Badge color={channels[row.channel].color} variant="filled" tt="none" size="lg">
              {channels[row.channel].label}
            </Badge>
          ),
        },
        { heading: "Sent", nowrap: true, cell: (row) => (row.sentAt ? formatMoment(row.sentAt) : "Waiting") },
        {
          heading: "Claimed",
          nowrap: true,
          cell: (row) => (row.claimedAt ? formatMoment(row.claimedAt) : "Not yet"),
        },
      ]}
    />
  );
}

function Claims({ view }: { view: ImportView }) {
  const [page, setPage] = useState(1);
  const { queued, sent, letters } = view.invitations;
  const claims = useImportClaims(view.id, page, { enabled: queued + sent + letters > 0 });
  if (!claims.data) return claims.isError ? <ErrorLines errors={errorsOf(claims.error)} /> : null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Who has claimed their account
      </Title>
      {claims.data.results.length === 0 ? (
        <Text>No member of this import has been invited yet.</Text>
      ) : (
        <>
          <ClaimsTable rows={claims.data.results} />
          <Pager
            page={claims.data.page}
            pageSize={claims.data.pageSize}
            total={claims.data.total}
            shown={claims.data.results.length}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * Step 5: the imported members are invited to claim their accounts (choose a password): e-mails go out a number an
 * hour, so the mail server is not flooded; members without e-mail get a printed letter with a code.
 */
export function ImportInvitations({ view }: { view: ImportView }) {
  const invite = useSendInvitations();
  const download = useDownloadImportFile();
  const mayReadClaims = useOfficePolicy("manageClaims");
  const [perHour, setPerHour] = useState<number | string>(defaultPerHour);
  const [asking, setAsking] = useState(false);
  const rate = typeof perHour === "number" ? perHour : Number.NaN;
  const rateError =
    Number.isInteger(rate) && rate >= 1 && rate <= maxPerHour
      ? undefined
      : `Enter a whole number from 1 to ${formatCount(maxPerHour)}`;
  const [showRateError, setShowRateError] = useState(false);

  return (
    <Stack gap="sm">
      <Text>
        Imported members have no password yet. An invitation gives each a link (or, for members without
        e-mail, a letter with a code) to claim their account. Members already invited are left out, so you can
        send again after a later import.
      </Text>
      <Text fw={700}>{invitationsInWords(view.invitations)}</Text>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="E-mails sent an hour"
          description="A slower pace keeps the club's mail from being taken for spam."
          value={perHour}
          onChange={(value) => {
            setPerHour(value);
            setShowRateError(false);
          }}
          min={1}
          max={maxPerHour}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          error={showRateError ? rateError : undefined}
          w={320}
        />
        <Button
          {...wrappingLabel}
          onClick={() => {
            if (rateError) {
              setShowRateError(true);
              return;
            }
            invite.reset();
            setAsking(true);
          }}
        >
          Send invitations to claim accounts
        </Button>
      </Group>
      {invite.data ? (
        <SavedNote>
          {`${countOf(invite.data.queued, "e-mail is", "e-mails are")} on the way, ${formatCount(rate)} an hour; ${countOf(invite.data.letters, "letter is", "letters are")} ready to print.`}
        </SavedNote>
      ) : null}
      <ErrorLines errors={asking ? undefined : errorsOf(invite.error)} />
      {view.invitations.letters > 0 ? (
        <Stack gap={4} align="flex-start">
          <Text>
            Members without an e-mail address get a letter with their claim code. Printing the letters again
            gives new codes, and the earlier ones stop working.
          </Text>
          <Group gap="sm">
            <Button
              variant="outline"
              loading={download.isPending}
              onClick={() => download.mutate({ id: view.id, file: "claim-letters" })}
              {...wrappingLabel}
            >
              Download claim letters (PDF)
            </Button>
            {download.isSuccess ? <Text role="status">{`Downloaded ${download.data}`}</Text> : null}
          </Group>
          <ErrorLines errors={errorsOf(download.error)} />
        </Stack>
      ) : null}
      {mayReadClaims ? <Claims view={view} /> : null}
      <ConfirmDialog
        opened={asking}
        title="Send the invitations?"
        confirmLabel="Send the invitations"
        pending={invite.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => invite.mutate({ id: view.id, perHour: rate }, { onSettled: () => setAsking(false) })}
      >
        <Text>
          {`Each member of this import who has not been invited gets an e-mail with a link to claim their account, ${formatCount(rate)} an hour from now on.`}
        </Text>
        <Text>Members without an e-mail address get a letter instead, to print and post.</Text>
        <Text fw={700}>E-mails cannot be called back once they have gone.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
