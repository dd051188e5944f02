import type { FastifyInstance } from "fastify";
import { forgetAnnouncementAddresses } from "./modules/announcements/announcements.service.ts";
import { officeAnnouncementsRoutes } from "./modules/announcements/office-announcements.routes.ts";
import { archivePagesOfCar } from "./modules/archive/archive-mentions.service.ts";
import { officeArchiveRoutes } from "./modules/archive/office-archive.routes.ts";
import { officeAuditRoutes } from "./modules/audit/office-audit.routes.ts";
import { officeLedgerRoutes } from "./modules/checkout/office-ledger.routes.ts";
import type { PaymentsContext } from "./modules/checkout/payments-context.ts";
import { officeClaimsRoutes } from "./modules/claims/office-claims.routes.ts";
import { officeClassicsRoutes } from "./modules/classics/office-classics.routes.ts";
import { officeCommitteesRoutes } from "./modules/committees/office-committees.routes.ts";
import { officeDashboardRoutes } from "./modules/dashboard/office-dashboard.routes.ts";
import { officeElectionResultsRoutes } from "./modules/elections/office-election-results.routes.ts";
import { officeElectionsRoutes } from "./modules/elections/office-elections.routes.ts";
import { officeVotingRoutes } from "./modules/elections/voter-roll.routes.ts";
import { listVehicleEvents } from "./modules/events/events.service.ts";
import { officeBadgesRoutes } from "./modules/events/office-badges.routes.ts";
import { officeCheckInRoutes } from "./modules/events/office-check-in.routes.ts";
import { officeEventsRoutes } from "./modules/events/office-events.routes.ts";
import { officeRegistrationsRoutes } from "./modules/events/office-registrations.routes.ts";
import type { ImportsContext } from "./modules/imports/imports.service.ts";
import { officeImportsRoutes } from "./modules/imports/office-imports.routes.ts";
import { vehicleAwards } from "./modules/judging/judging-results.service.ts";
import { officeJudgesRoutes } from "./modules/judging/office-judges.routes.ts";
import { officeJudgingRoutes } from "./modules/judging/office-judging.routes.ts";
import { officeVolunteersRoutes } from "./modules/judging/office-volunteers.routes.ts";
import { officeListingsRoutes } from "./modules/listings/office-listings.routes.ts";
import { officeBouncesRoutes } from "./modules/mail/office-bounces.routes.ts";
import { ownersOfAddresses } from "./modules/members/members.service.ts";
import {
  memberCountsByNationalPlan,
  memberCountsByRegionalPlan,
} from "./modules/memberships/memberships.service.ts";
import { officeRoutes } from "./modules/office/office.routes.ts";
import { officeGuard } from "./modules/office/office-guard.ts";
import { officeStaffRoutes } from "./modules/office/office-staff.routes.ts";
import { officePlansRoutes } from "./modules/plans/office-plans.routes.ts";
import { officeErasureRequestsRoutes } from "./modules/privacy/erasure-requests.routes.ts";
import { officeConsentsRoutes } from "./modules/privacy/office-consents.routes.ts";
import { officeRegionsRoutes } from "./modules/regional-admin/office-regions.routes.ts";
import { officeZonesRoutes } from "./modules/regional-admin/zones.routes.ts";
import { officeRemindersRoutes } from "./modules/reminders/office-reminders.routes.ts";
import { officeSettingsRoutes } from "./modules/settings/office-settings.routes.ts";
import { officeResourcesRoutes } from "./modules/settings/resources.routes.ts";
import { getClubTimeZone } from "./modules/settings/settings.service.ts";
import { vehicleApprovalsRoutes } from "./modules/vehicles/vehicle-approvals.routes.ts";
import { officeVehicleClaimsRoutes } from "./modules/vehicles/vehicle-claims.routes.ts";
import type { VehiclesContext } from "./modules/vehicles/vehicles.service.ts";

/**
 * /api/v1/office: the club office's API (issue 13), composed here so the office module is a frame around the areas,
 * not their HTTP layer. The guard comes first: its hooks refuse a route without `config.can` and authorise every
 * request (an office role, the second factor, the route's action). Then the office's own screens, then each area's
 * office routes (issue 14), each in its area's module.
 */
export async function officeApi(
  app: FastifyInstance,
  {
    context,
    vehicles,
    imports,
  }: { context: PaymentsContext; vehicles: VehiclesContext; imports: ImportsContext },
) {
  await app.register(officeGuard, { context });
  await app.register(officeRoutes, { context });
  await app.register(officeLedgerRoutes, { context });
  // The trail's day filters are the club's days; audit may not call settings, which writes the trail.
  await app.register(officeAuditRoutes, {
    context: { ...context, clubTimeZone: () => getClubTimeZone(context) },
  });
  await app.register(vehicleApprovalsRoutes, { context: vehicles });
  // A claim's card shows the car's history, with the events it was brought to and the awards judging knows of (handed
  // in, as app.ts does for members).
  await app.register(officeVehicleClaimsRoutes, {
    context: {
      ...vehicles,
      eventsOf: (vehicleId) => listVehicleEvents(vehicles, vehicleId),
      awardsOf: (vehicleId) => vehicleAwards(vehicles, vehicleId),
      archiveOf: (session, vehicleId, ownerId) => archivePagesOfCar(vehicles, session, vehicleId, ownerId),
    },
  });
  // Issue 44: the marketplace's listings show their thumbnails through the vehicles' URL signer.
  await app.register(officeListingsRoutes, { context: vehicles });
  // Issue 45: the archive's issues and its queue of pages found for cars; the Member Resources page's links.
  await app.register(officeArchiveRoutes, { context: vehicles });
  // Issue 46: the club's and the regions' committees and their members' terms.
  await app.register(officeCommitteesRoutes, { context });
  // Issue 46: elections; candidates' photos are signed with the vehicles' signer.
  await app.register(officeElectionsRoutes, { context: vehicles });
  await app.register(officeElectionResultsRoutes, { context });
  await app.register(officeResourcesRoutes, { context });
  // Issue 46: an election's roll, its paper ballots printed and keyed.
  await app.register(officeVotingRoutes, { context });
  await app.register(officeEventsRoutes, { context });
  await app.register(officeBadgesRoutes, { context });
  await app.register(officeCheckInRoutes, { context });
  await app.register(officeRegistrationsRoutes, { context });
  await app.register(officeJudgesRoutes, { context });
  await app.register(officeJudgingRoutes, { context });
  await app.register(officeVolunteersRoutes, { context });
  await app.register(officeAnnouncementsRoutes, { context });
  await app.register(officePlansRoutes, {
    context: {
      ...context,
      memberCounts: { national: memberCountsByNationalPlan, regional: memberCountsByRegionalPlan },
    },
  });
  await app.register(officeRegionsRoutes, { context });
  await app.register(officeZonesRoutes, { context });
  await app.register(officeStaffRoutes, { context });
  await app.register(officeSettingsRoutes, { context });
  await app.register(officeDashboardRoutes, { context });
  // The bounces name each address's member; mail cannot call the members (they reach mail through checkout).
  await app.register(officeBouncesRoutes, { context: { ...context, ownersOfAddresses } });
  await app.register(officeRemindersRoutes, { context });
  await app.register(officeClaimsRoutes, { context });
  await app.register(officeImportsRoutes, { context: imports });
  await app.register(officeClassicsRoutes, { context });
  // Completing a request removes the member's car photos from the vehicles' storage, and their address from the
  // announcements' recipients (announcements call privacy: the function is handed in).
  await app.register(officeErasureRequestsRoutes, {
    context: { ...vehicles, forgetAnnouncementAddresses },
  });
  await app.register(officeConsentsRoutes, { context });
}
