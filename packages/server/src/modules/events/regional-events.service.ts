import {
  type OfficeEventInput,
  type OfficeEventQuery,
  officeEventMessages,
} from "@club/domain/office-events.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { forbidden, invalidField, notFound } from "../../lib/app-error.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { authorizeRegion } from "../policy/policy.ts";
import { getOfficeEvent, listEventRegistrations, listOfficeEvents } from "./events.service.ts";
import { addEventByOffice, changeEventByOffice, deleteEventByOffice } from "./office-events.service.ts";

// Issue 28: a regional administrator adds and runs the events of the regions the office appointed them to, as the
// office runs all of them (the same rules, the same trail, with them as the actor). A club-wide event, or another
// region's, stays the office's.

/**
 * The context of the regional administrators' events: which regions the signed-in member may administer, handed in
 * by app.ts from the regional-admin module (which cannot be called from here: its dashboard reaches events back).
 */
export interface RegionalEventsContext extends AppContext {
  administeredRegions(session: SessionContext): Promise<string[]>;
}

const notOwnRegion = () => invalidField("regionCode", officeEventMessages.regionNotAdministered);

async function ownRegions(context: RegionalEventsContext, session: SessionContext) {
  const codes = await context.administeredRegions(session);
  if (codes.length === 0) throw forbidden();
  return codes;
}

/**
 * The event's region is one of theirs: another region's event, or a club-wide one, is not found. Judging asks it too
 * (a meet's hosting region's administrator sets up its judging).
 */
export async function requireOwnEvent(context: RegionalEventsContext, session: SessionContext, id: number) {
  const codes = await ownRegions(context, session);
  const event = await getOfficeEvent(context, id);
  if (event.regionCode === null || !codes.includes(event.regionCode)) throw notFound();
  return codes;
}

/** The input names one of their regions (its code in any case, as the office's form takes it). */
function requireOwnRegion(session: SessionContext, codes: string[], input: OfficeEventInput) {
  const code = input.regionCode?.toUpperCase();
  if (!code) throw notOwnRegion();
  authorizeRegion(session, codes, code);
}

export async function listRegionalEvents(
  context: RegionalEventsContext,
  session: SessionContext,
  query: OfficeEventQuery,
) {
  return listOfficeEvents(context, query, await ownRegions(context, session));
}

export async function addRegionalEvent(
  context: RegionalEventsContext,
  session: SessionContext,
  input: OfficeEventInput,
) {
  requireOwnRegion(session, await ownRegions(context, session), input);
  return addEventByOffice(context, session, input);
}

export async function changeRegionalEvent(
  context: RegionalEventsContext,
  session: SessionContext,
  id: number,
  input: OfficeEventInput,
) {
  requireOwnRegion(session, await requireOwnEvent(context, session, id), input);
  return changeEventByOffice(context, session, id, input);
}

export async function deleteRegionalEvent(
  context: RegionalEventsContext,
  session: SessionContext,
  id: number,
) {
  await requireOwnEvent(context, session, id);
  await deleteEventByOffice(context, session, id);
}

export async function listRegionalEventRegistrations(
  context: RegionalEventsContext,
  session: SessionContext,
  id: number,
  page: number,
) {
  await requireOwnEvent(context, session, id);
  return listEventRegistrations(context, id, page);
}
