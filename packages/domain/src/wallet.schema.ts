import { z } from "zod";

// Issue 43: the membership card in the phone's wallet (Apple Wallet and Google Wallet), and Apple's pass web service
// through which a phone fetches the card again once it changed.

export const walletMessages = {
  notConfigured: "The club does not offer this wallet.",
};

/** GET /api/v1/members/card/wallets: which wallets the club offers (a wallet not configured has no button). */
export const cardWalletsSchema = z.object({ apple: z.boolean(), google: z.boolean() });
export type CardWallets = z.infer<typeof cardWalletsSchema>;

/** GET /api/v1/members/card/google_wallet: the "Save to Google Wallet" address, carrying the signed card. */
export const googleWalletLinkSchema = z.object({ saveUrl: z.url() });
export type GoogleWalletLink = z.infer<typeof googleWalletLinkSchema>;

/** Download my data: the member's card in a wallet, and when each of their phones asked for its changes. */
export const myWalletPassSchema = z.object({
  serialNumber: z.string(),
  issuedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  devicesRegisteredAt: z.array(z.iso.datetime()),
});
export type MyWalletPass = z.infer<typeof myWalletPassSchema>;

// Apple's pass web service (developer.apple.com/documentation/walletpasses/adding-a-web-service-to-update-passes):
// the names are Apple's, kept as sent (not snake_case).

const identifier = z.string().min(1).max(200);

export const passRegistrationParamsSchema = z.object({
  deviceLibraryIdentifier: identifier,
  passTypeIdentifier: identifier,
  serialNumber: identifier,
});

export const passParamsSchema = passRegistrationParamsSchema.omit({ deviceLibraryIdentifier: true });

export const deviceParamsSchema = passRegistrationParamsSchema.omit({ serialNumber: true });

export const pushTokenSchema = z.object({ pushToken: z.string().min(1).max(500) });

export const updatedPassesQuerySchema = z.object({
  passesUpdatedSince: z
    .string()
    .regex(/^\d{1,15}$/, "must be the lastUpdated tag of an earlier answer")
    .optional(),
});

export const updatedPassesSchema = z.object({
  serialNumbers: z.array(z.string()),
  lastUpdated: z.string(),
});

export const passLogSchema = z.object({ logs: z.array(z.string().max(10_000)).max(100) });
