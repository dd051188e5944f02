import { isoDay } from "@club/domain/days";
import {
  administratorViewerOf,
  carNumbersShown,
  contactAsSeen,
  contactHiddenFrom,
  memberVisibility,
  type Viewer,
  type ViewingAccount,
  viewerOf,
} from "@club/domain/member-visibility.rules";
import { renewalWindowFor } from "@club/domain/membership-year.rules";
import type { DirectoryContact, PrivacyChoices } from "@club/domain/privacy.rules";
import type {
  MemberSearchProfile,
  MemberSearchQuery,
  RegionalStatusFilter,
  VehicleSearchQuery,
} from "@club/domain/search.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { getPlaceNames } from "../geo/geo.service.ts";
import { getRenewalWindowSetting } from "../memberships/memberships.service.ts";
import { requireRegionAdministrator } from "../regional-admin/administered-regions.ts";
import { signPhotos, signThumbnail, type VehiclesContext } from "../vehicles/vehicles.service.ts";
import {
  countDirectoryMembers,
  countRegionMembers,
  findDirectoryMember,
  searchDirectoryMembers,
  searchRegionMembers,
} from "./members-search.repository.ts";
import { keptCount, matchKey, recallCount, rememberCount } from "./search-counts.ts";
import {
  countDirectoryVehicles,
  findDirectoryVehicle,
  searchDirectoryVehicles,
} from "./vehicles-search.repository.ts";

/**
 * A page of a search, with its total from the counts kept (search-counts.ts) when there is one: `unfiltered` when
 * nothing filters (the directory's size), or the total of the same search less than a minute ago. Otherwise the
 * page's query counts (only when the page is full), and the total is kept.
 */
async function withKnownTotal<Page extends { total: number }>(
  context: AppContext,
  key: string | undefined,
  unfiltered: number | undefined,
  search: (knownTotal: number | undefined) => Promise<Page>,
): Promise<Page> {
  if (key === undefined) return search(unfiltered);
  const kept = await recallCount(context, key);
  const page = await search(kept);
  if (kept === undefined) rememberCount(context, key, Promise.resolve(page.total));
  return page;
}

/**
 * A found member as the reader sees them (issues 30, 39: the domain's visibility rule): their own record as it is,
 * another member's without what they hide. The id and the choices, read to decide, go no further; null when the
 * rule shows the reader nothing of them (the directory's queries list only members it shows).
 */
function asReaderSeesIt<Row extends DirectoryContact & PrivacyChoices & { id: number }>(
  row: Row,
  viewer: Viewer,
) {
  const {
    id: _id,
    showInDirectory: _listed,
    showAddress: _address,
    showPhones: _phones,
    showEmail: _email,
    allowClubMail: _clubMail,
    ...member
  } = row;
  return contactAsSeen(viewer, row, member);
}

/**
 * Found members as the reader sees them, each with their state's name beside its code: people read names, the
 * filters take codes. `viewerOf` says which viewer the reader is of each member.
 */
async function forReader<
  Row extends DirectoryContact & PrivacyChoices & { id: number; state: string | null },
>(context: AppContext, rows: Row[], viewerOf: (memberId: number) => Viewer) {
  const names = await getPlaceNames(context);
  return rows.flatMap((row) => {
    const viewer = viewerOf(row.id);
    const member = asReaderSeesIt(row, viewer);
    return member
      ? [{ ...member, stateName: names.state(row.state), hidden: contactHiddenFrom(viewer, row) }]
      : [];
  });
}

/**
 * The directory search of members in good standing (spec §7) who are listed (issue 30). The results and counts are
 * the same for every reader; only the reader's own row shows what they hide from others.
 */
export async function findMembers(context: AppContext, query: MemberSearchQuery, reader: ViewingAccount) {
  const totalRecords = await keptCount(context, "members", (today) =>
    countDirectoryMembers(context.db, today),
  );
  const { rows, total } = await withKnownTotal(
    context,
    matchKey("members", query),
    totalRecords,
    (knownTotal) => searchDirectoryMembers(context.db, query, isoDay(context.now()), knownTotal),
  );
  return {
    results: await forReader(context, rows, (id) => viewerOf(reader, id)),
    total,
    totalRecords,
  };
}

/** The administrator's search: one of their regions, by regional membership status, lapsed members included. */
export async function findRegionMembers(
  context: AppContext,
  session: SessionContext,
  query: MemberSearchQuery & { region: string; regionalMemberStatus: RegionalStatusFilter },
) {
  await requireRegionAdministrator(context, session, query.region);
  const today = isoDay(context.now());
  const window = renewalWindowFor(today, await getRenewalWindowSetting(context));
  const [{ rows, total }, totalRecords] = await Promise.all([
    withKnownTotal(context, matchKey("region", query), undefined, (knownTotal) =>
      searchRegionMembers(context.db, query, today, window, knownTotal),
    ),
    keptCount(context, `region:${query.region}`, () => countRegionMembers(context.db, query.region)),
  ]);
  // A regional administrator counts as another member (issue 39), whatever their own dues.
  return {
    results: await forReader(context, rows, (id) => administratorViewerOf(session, id)),
    total,
    totalRecords,
  };
}

/** A member's page: 404 for another member when they are not listed (issue 30), and without what they hide. */
export async function getMemberProfile(
  context: AppContext,
  memberNo: number,
  reader: ViewingAccount,
): Promise<MemberSearchProfile> {
  const member = await findDirectoryMember(context.db, memberNo, isoDay(context.now()), reader.memberId);
  const viewer = member && viewerOf(reader, member.id);
  const shown = member && viewer && asReaderSeesIt(member, viewer);
  if (!member || !viewer || !shown) throw notFound();
  const names = await getPlaceNames(context);
  return {
    ...shown,
    stateName: names.state(member.state),
    countryName: names.country(member.country),
    hidden: contactHiddenFrom(viewer, member),
  };
}

/** What the car search and a car's page need: the URL signer of the cars' photos, besides the usual. */
export type SearchContext = AppContext & Pick<VehiclesContext, "signer">;

/**
 * The car search over the cars of members in good standing, each with its main photo's thumbnail. A car stays in
 * the search when its owner is not listed in the directory (issue 30), without the owner's name.
 */
export async function findVehicles(
  context: SearchContext,
  query: VehicleSearchQuery,
  reader: ViewingAccount,
) {
  const totalRecords = await keptCount(context, "vehicles", (today) =>
    countDirectoryVehicles(context.db, today),
  );
  const { rows, total } = await withKnownTotal(
    context,
    matchKey("vehicles", query),
    totalRecords,
    (knownTotal) => searchDirectoryVehicles(context.db, query, isoDay(context.now()), knownTotal),
  );
  // The page's query chose each car's main photo (an approved car's only); signing its URL costs no query.
  const results = await Promise.all(
    rows.map(async ({ mainPhotoId, ownerId, ownerListed, ...row }) => ({
      ...row,
      ...(memberVisibility(viewerOf(reader, ownerId), {
        choices: { showInDirectory: ownerListed },
        erased: false,
      }).cars
        ? {}
        : { firstName: null, lastName: null }),
      thumbnailUrl: await signThumbnail(context, mainPhotoId),
    })),
  );
  return { results, total, totalRecords };
}

/**
 * A car's detail page. Its serial, engine and body numbers as the visibility rule shows them to the reader (issue
 * 27: the owner's and the office's, other members' only when the owner shows them). Its owner as the reader sees them (issue 30): their e-mail
 * only when they show it, and no owner at all when they are not listed in the directory.
 */
export async function getVehicleProfile(context: SearchContext, id: number, reader: ViewingAccount) {
  const vehicle = await findDirectoryVehicle(context.db, id, isoDay(context.now()));
  if (!vehicle) throw notFound();
  const [names, photos] = await Promise.all([getPlaceNames(context), signPhotos(context, vehicle.photoIds)]);
  const { member, ownerChoices, photoIds: _photoIds, showNumbers, ownerId, ...car } = vehicle;
  const viewer = viewerOf(reader, ownerId);
  const contact = memberVisibility(viewer, { choices: ownerChoices, erased: false }).cars
    ? contactAsSeen(viewer, ownerChoices, member)
    : null;
  return {
    ...car,
    ...(carNumbersShown(viewer, { showNumbers })
      ? {}
      : { engineNumber: null, bodyNumber: null, serialNumber: null }),
    photos,
    member:
      contact !== null
        ? {
            memberNo: contact.memberNo,
            firstName: contact.firstName,
            lastName: contact.lastName,
            city: contact.city,
            state: contact.state,
            stateName: names.state(contact.state),
            country: contact.country,
            countryName: names.country(contact.country),
            email: contact.email,
          }
        : null,
  };
}
