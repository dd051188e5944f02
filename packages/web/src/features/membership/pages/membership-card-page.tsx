import type { MembershipCard } from "@club/domain/membership-card.schema";
import { Box, Button, Paper, Stack, Text } from "@mantine/core";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { QrCode } from "../../../components/qr-code.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useDownloadCard, useMembershipCard } from "../api/use-membership-card.ts";
import { CardWalletButtons } from "../components/card-wallet-buttons.tsx";
import { validityOf } from "../details/card-dates.ts";

// Dark enough behind white bold type for WCAG AA at any size (over 7:1).
const standingColours = { current: "#1b5e20", lapsed: "#8a1c14" };

/** The card as the member shows it from a phone: large type, the QR code the office or a host scans. */
function CardFace({ card }: { card: MembershipCard }) {
  const { clubName } = useSiteConfig();
  const current = card.standing === "current";
  return (
    <Paper component="section" aria-label="Your membership card" withBorder radius="lg" shadow="sm" p={0}>
      <Box
        bg="var(--mantine-primary-color-filled)"
        c="white"
        px="lg"
        py="sm"
        style={{ borderRadius: "16px 16px 0 0" }}
      >
        <Text fw={700} fz="lg">
          {clubName}
        </Text>
      </Box>
      <Stack gap={6} p="lg">
        <Text fw={700} fz={28} lh={1.2}>
          {card.name}
        </Text>
        <Text fz="xl">{`Member no. ${card.memberNo}`}</Text>
        <Text fz="xl">{card.planTitle}</Text>
        <Text fz="xl" fw={700}>
          {validityOf(card)}
        </Text>
        <Text
          mt={4}
          px="md"
          py={6}
          fz="lg"
          fw={700}
          c="white"
          bg={current ? standingColours.current : standingColours.lapsed}
          style={{ alignSelf: "flex-start", borderRadius: 8 }}
        >
          {current ? "Current member" : "Membership lapsed"}
        </Text>
        <Stack align="center" gap="xs" mt="md">
          <QrCode text={card.checkUrl} size={220} label="QR code to check this membership card" />
          <Text fz="md" ta="center">
            The club office or an event host scans this code to check your membership.
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}

function DownloadButton() {
  const download = useDownloadCard();
  return (
    <Stack gap="sm">
      <Button size="lg" fullWidth onClick={() => download.mutate()} loading={download.isPending}>
        Download card (PDF)
      </Button>
      {download.isSuccess ? (
        <Text role="status">Your card was downloaded: print it at actual size and cut along the marks.</Text>
      ) : null}
      <ErrorLines errors={errorsOf(download.error)} />
    </Stack>
  );
}

/** Issue 25: the member's card on a phone screen, and the printable one. A joiner who has not paid is told why not. */
export function MembershipCardPage() {
  const card = useMembershipCard();
  const notIssued = card.error instanceof ApiError && card.error.status === 409 ? card.error : null;
  return (
    <>
      <PageTitle>Membership Card</PageTitle>
      <Stack gap="lg" maw={440}>
        {card.isPending ? <LoadingState label="Loading your card…" /> : null}
        {notIssued ? (
          <Text role="alert" fz="lg">
            {notIssued.errors.membership?.[0]}
          </Text>
        ) : null}
        {card.isError && !notIssued ? (
          <LoadFailure what="membership card" onRetry={() => card.refetch()} />
        ) : null}
        {card.data ? (
          <>
            <CardFace card={card.data} />
            {card.data.standing === "lapsed" ? (
              <Text fz="lg">
                Your membership has lapsed: renew it, and this card shows you as current again.
              </Text>
            ) : null}
            <DownloadButton />
            <CardWalletButtons />
          </>
        ) : null}
      </Stack>
    </>
  );
}
