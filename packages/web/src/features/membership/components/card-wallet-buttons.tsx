import { Button, Stack, Text } from "@mantine/core";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { useAddToAppleWallet, useCardWallets, useGoogleWalletLink } from "../api/use-card-wallets.ts";

// Issue 43: the card in the phone's wallet. A wallet the club has not set up has no button.

function AppleWalletButton() {
  const add = useAddToAppleWallet();
  return (
    <Stack gap="xs">
      <Button size="lg" fullWidth variant="outline" onClick={() => add.mutate()} loading={add.isPending}>
        Add to Apple Wallet
      </Button>
      {add.isSuccess ? (
        <Text role="status">Your card was downloaded: open it to add it to Apple Wallet.</Text>
      ) : null}
      <ErrorLines errors={errorsOf(add.error)} />
    </Stack>
  );
}

/** Google's save page is opened by a link the server signs on request: one tap prepares it, the next opens it. */
function GoogleWalletButton() {
  const link = useGoogleWalletLink();
  return (
    <Stack gap="xs">
      {link.data ? (
        <Button size="lg" fullWidth component="a" href={link.data.saveUrl} rel="noopener">
          Open Google Wallet to save your card
        </Button>
      ) : (
        <Button size="lg" fullWidth variant="outline" onClick={() => link.mutate()} loading={link.isPending}>
          Save to Google Wallet
        </Button>
      )}
      <ErrorLines errors={errorsOf(link.error)} />
    </Stack>
  );
}

export function CardWalletButtons() {
  const wallets = useCardWallets();
  if (!wallets.data || (!wallets.data.apple && !wallets.data.google)) return null;
  return (
    <Stack component="section" aria-label="Your card in your phone's wallet" gap="sm">
      <Text fz="lg">Keep your card in your phone's wallet: it updates when you renew.</Text>
      {wallets.data.apple ? <AppleWalletButton /> : null}
      {wallets.data.google ? <GoogleWalletButton /> : null}
    </Stack>
  );
}
