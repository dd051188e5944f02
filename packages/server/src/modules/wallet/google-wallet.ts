import type { MembershipCard } from "@club/domain/membership-card.schema";
import { SignJWT } from "jose";
import type { GoogleWalletConfig } from "../../wallet-config.ts";
import { validUntilOf } from "./pass-words.ts";

// Issue 43: "Save to Google Wallet": a link to pay.google.com carrying a JWT signed (RS256) with the club's service
// account key, which holds the card as a generic pass object of the club's class
// (developers.google.com/wallet/generic/web, "Add to Google Wallet" links).

export interface GoogleLinkInput {
  google: GoogleWalletConfig;
  club: { clubName: string; primaryColor: string };
  card: MembershipCard;
  serialNumber: string;
  publicUrl: string;
  now: Date;
}

/** The card as a Google Wallet generic object: its id is the issuer's id and the pass's serial number. */
export function genericObjectOf({ google, club, card, serialNumber }: GoogleLinkInput) {
  const text = (value: string) => ({ defaultValue: { language: "en-US", value } });
  return {
    id: `${google.issuerId}.${serialNumber}`,
    classId: google.classId,
    state: card.standing === "current" ? "ACTIVE" : "EXPIRED",
    cardTitle: text(club.clubName),
    subheader: text("Member"),
    header: text(card.name),
    hexBackgroundColor: club.primaryColor,
    textModulesData: [
      { id: "member_no", header: "Member number", body: String(card.memberNo) },
      { id: "plan", header: "Plan", body: card.planTitle },
      { id: "valid_until", header: "Valid until", body: validUntilOf(card) },
      { id: "status", header: "Status", body: card.standing === "current" ? "Current" : "Expired" },
    ],
    barcode: { type: "QR_CODE", value: card.checkUrl, alternateText: `No. ${card.memberNo}` },
  };
}

export async function googleSaveUrl(input: GoogleLinkInput): Promise<string> {
  const jwt = await new SignJWT({
    typ: "savetowallet",
    origins: [input.publicUrl],
    payload: { genericObjects: [genericObjectOf(input)] },
  })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(input.google.serviceAccountEmail)
    .setAudience("google")
    .setIssuedAt(Math.floor(input.now.getTime() / 1000))
    .sign(input.google.privateKey);
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
