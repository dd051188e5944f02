import type { MembershipCard } from "@club/domain/membership-card.schema";
import { PKPass } from "passkit-generator";
import sharp from "sharp";
import type { AppleWalletConfig } from "../../wallet-config.ts";
import { validUntilOf } from "./pass-words.ts";

// Issue 43: the membership card as an Apple Wallet store card (a signed .pkpass: pass.json, its icons, manifest.json
// with each file's SHA-1 and signature, a PKCS#7 detached signature of the manifest by the pass type's certificate).

export interface ApplePassInput {
  apple: AppleWalletConfig;
  club: { clubName: string; primaryColor: string; accentColor: string };
  card: MembershipCard;
  serialNumber: string;
  authenticationToken: string;
  webServiceURL: string;
  now: Date;
}

function rgbOf(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** The pass's icons (Wallet requires one; it shows it on the lock screen and in notifications): the club's colour. */
async function iconsOf(primaryColor: string) {
  const icon = (size: number) =>
    sharp({ create: { width: size, height: size, channels: 3, background: primaryColor } })
      .png()
      .toBuffer();
  const [one, two, three] = await Promise.all([icon(29), icon(58), icon(87)]);
  return { "icon.png": one, "icon@2x.png": two, "icon@3x.png": three };
}

/** The card's status as the pass shows it: a lapsed membership's card says "Expired" (and expires now). */
function statusOf(card: MembershipCard) {
  return card.standing === "current" ? "Current" : "Expired";
}

export async function applePassFile(input: ApplePassInput): Promise<Buffer> {
  const { apple, club, card } = input;
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: apple.passTypeIdentifier,
    teamIdentifier: apple.teamIdentifier,
    serialNumber: input.serialNumber,
    authenticationToken: input.authenticationToken,
    webServiceURL: input.webServiceURL,
    organizationName: club.clubName,
    description: `${club.clubName} membership card`,
    logoText: club.clubName,
    backgroundColor: rgbOf(club.primaryColor),
    foregroundColor: "rgb(255, 255, 255)",
    labelColor: "rgb(230, 222, 200)",
    storeCard: {
      headerFields: [
        { key: "status", label: "Status", value: statusOf(card), changeMessage: "Your card is now %@" },
      ],
      primaryFields: [{ key: "name", label: "Member", value: card.name }],
      secondaryFields: [
        { key: "memberNo", label: "Member number", value: String(card.memberNo) },
        { key: "plan", label: "Plan", value: card.planTitle },
      ],
      auxiliaryFields: [
        {
          key: "validUntil",
          label: "Valid until",
          value: validUntilOf(card),
          changeMessage: "Your card is now valid until %@",
        },
      ],
      backFields: [
        {
          key: "check",
          label: "Checking this card",
          value: `The QR code opens the club's check of this card, read live: ${card.checkUrl}`,
        },
      ],
    },
  };
  const pass = new PKPass(
    { "pass.json": Buffer.from(JSON.stringify(passJson)), ...(await iconsOf(club.primaryColor)) },
    {
      signerCert: apple.signerCert,
      signerKey: apple.signerKey,
      signerKeyPassphrase: apple.signerKeyPassphrase,
      wwdr: apple.wwdr,
    },
  );
  pass.setBarcodes({
    format: "PKBarcodeFormatQR",
    message: card.checkUrl,
    messageEncoding: "iso-8859-1",
    altText: `No. ${card.memberNo}`,
  });
  if (card.standing !== "current") pass.setExpirationDate(input.now);
  return pass.getAsBuffer();
}
