import { cardWalletsSchema, googleWalletLinkSchema } from "@club/domain/wallet.schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { downloadFile } from "../../../api/download-file.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/members/card/wallets: which wallets the club offers the card in (issue 43). */
export function useCardWallets() {
  return useQuery({
    queryKey: queryKeys.cardWallets,
    queryFn: () => apiRequest("/members/card/wallets", cardWalletsSchema),
    retry: false,
  });
}

/** GET /api/v1/members/card.pkpass: the card for Apple Wallet, saved under the name the server gives. */
export function useAddToAppleWallet() {
  return useMutation({
    mutationFn: () => downloadFile("/members/card.pkpass", "membership-card.pkpass"),
  });
}

/** GET /api/v1/members/card/google_wallet: the address that saves the card in Google Wallet. */
export function useGoogleWalletLink() {
  return useMutation({
    mutationFn: () => apiRequest("/members/card/google_wallet", googleWalletLinkSchema),
  });
}
