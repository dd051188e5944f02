import { clubDate } from "@club/domain/club-clock";
import type { MyData } from "@club/domain/my-data.schema";
import { ownArchiveData } from "../archive/archive-member-data.service.ts";
import { archivePagesOfCar } from "../archive/archive-mentions.service.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { listMemberSessions, type SessionContext } from "../auth/auth.service.ts";
import { listMemberPayments } from "../checkout/member-payments.service.ts";
import { listOwnPetitions } from "../classics/classics.service.ts";
import { committeeTermsOfMember } from "../committees/committees.service.ts";
import { ownNominations } from "../elections/election-setup.service.ts";
import { ownVoterRolls } from "../elections/voter-roll.service.ts";
import { listAllRegistrations, listVehicleEvents } from "../events/events.service.ts";
import { getPlaceNames } from "../geo/geo.service.ts";
import { ownJudgeRecord } from "../judging/judges.service.ts";
import { vehicleAwards } from "../judging/judging-results.service.ts";
import { listPublishedSheets, listSheetsScoredBy } from "../judging/score-sheets.service.ts";
import { ownVolunteering } from "../judging/volunteers.service.ts";
import { ownMarketplaceData } from "../listings/listings-member-data.service.ts";
import { listMemberMail } from "../mail/mail.service.ts";
import { getMemberRecord } from "../members/members.service.ts";
import { getMembershipDetails } from "../memberships/memberships.service.ts";
import { passkeysForMyData } from "../passkeys/passkeys.service.ts";
import { ownOfficerTerms } from "../regional-admin/officer-terms.service.ts";
import { ownRegionPosts } from "../regional-admin/region-posts.service.ts";
import { getClubTimeZone } from "../settings/settings.service.ts";
import { memberClaimsData } from "../vehicles/vehicle-claims.service.ts";
import { listFormerCars, vehicleHistory } from "../vehicles/vehicle-registry.service.ts";
import { listVehicles, type VehiclesContext } from "../vehicles/vehicles.service.ts";
import { ownWalletPass } from "../wallet/wallet.service.ts";
import { findRelayedMessagesOf } from "./my-data.repository.ts";
import { myDataZip } from "./my-data-zip.ts";
import { consentLogOf, ownPrivacyChoices } from "./privacy-choices.service.ts";

// Issue 30: everything the portal holds about the signed-in member, gathered from each area through its service,
// as that area's own page shows it to them. Only the session's member: there is no id to ask for another's.

/** GET /members/my_data (and its ZIP): the member's data, and a line in the trail that they took it (not the data). */
export async function exportMyData(
  context: VehiclesContext,
  session: SessionContext,
  format: "json" | "zip",
): Promise<MyData> {
  const { memberId } = session;
  const historyContext = {
    ...context,
    eventsOf: (vehicleId: number) => listVehicleEvents(context, vehicleId),
    awardsOf: (vehicleId: number) => vehicleAwards(context, vehicleId),
    archiveOf: (reader: SessionContext, vehicleId: number, ownerId: number | null) =>
      archivePagesOfCar(context, reader, vehicleId, ownerId),
  };
  const profile = await getMemberRecord(context, memberId);
  const [membership, payments, vehicles, registrations, mail, privacyChoices, consents, relayed, sessions] =
    await Promise.all([
      getMembershipDetails(context, memberId),
      listMemberPayments(context, memberId),
      listVehicles(context, memberId),
      listAllRegistrations(context, memberId),
      listMemberMail(context, { id: memberId, email: profile.email }),
      ownPrivacyChoices(context, memberId),
      consentLogOf(context, memberId),
      findRelayedMessagesOf(context.db, memberId),
      listMemberSessions(context, memberId),
    ]);
  const [
    claims,
    petitions,
    judge,
    formerCars,
    judgedSheets,
    officerTerms,
    regionPosts,
    walletPass,
    passkeys,
    marketplace,
    archivePages,
    committeeTerms,
    volunteering,
    nominations,
    voterRolls,
  ] = await Promise.all([
    memberClaimsData(context, memberId),
    listOwnPetitions(context, memberId),
    ownJudgeRecord(context, memberId),
    listFormerCars(context, memberId),
    listSheetsScoredBy(context, memberId),
    ownOfficerTerms(context, memberId),
    ownRegionPosts(context, memberId),
    ownWalletPass(context, memberId),
    passkeysForMyData(context, memberId),
    ownMarketplaceData(context, memberId),
    ownArchiveData(context, memberId),
    committeeTermsOfMember(context, memberId),
    ownVolunteering(context, memberId),
    ownNominations(context, memberId),
    ownVoterRolls(context, memberId),
  ]);
  const [cars, sheets] = await Promise.all([
    Promise.all(
      vehicles.map(async (car) => ({
        ...car,
        history: await vehicleHistory(historyContext, session, car.id),
      })),
    ),
    listPublishedSheets(
      context,
      session,
      registrations.map((registration) => registration.id),
    ),
  ]);
  await recordAudit(context, { actorId: memberId, memberId, action: "my_data_download", after: { format } });
  return {
    exportedAt: context.now().toISOString(),
    profile,
    membership,
    payments,
    cars,
    formerCars,
    registrations: registrations.map((registration) => ({
      ...registration,
      scoreSheets: sheets.get(registration.id) ?? null,
    })),
    mail,
    privacyChoices,
    consents,
    relayedMessages: relayed.map((message) => ({
      direction: message.senderId === memberId ? "sent" : "received",
      at: message.sentAt.toISOString(),
    })),
    sessions,
    passkeys,
    claims,
    petitions,
    judge,
    judgedSheets,
    officerTerms,
    regionPosts,
    walletPass,
    marketplace,
    archivePages,
    committeeTerms,
    volunteering,
    nominations,
    voterRolls,
  };
}

/**
 * GET /members/my_data.zip: the same data as a ZIP of CSVs for people, a read-me and my-data.json, named by member
 * number and the club's day.
 */
export async function exportMyDataZip(context: VehiclesContext, session: SessionContext) {
  const data = await exportMyData(context, session, "zip");
  const [timeZone, placeNames] = await Promise.all([getClubTimeZone(context), getPlaceNames(context)]);
  const now = context.now();
  return {
    fileName: `my-data-${data.profile.memberNo}-${clubDate(now, timeZone)}.zip`,
    zip: myDataZip(data, { now, timeZone, placeNames }),
  };
}
