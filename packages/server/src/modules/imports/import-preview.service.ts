import { isoDay } from "@club/domain/days";
import type { CarMapping, MemberMapping } from "@club/domain/import.schema";
import { asOfficeWork } from "../../db/office-work.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { findRegistryCars } from "../vehicles/vehicle-import.service.ts";
import type { PreviewAnswer } from "./import-analysis.ts";
import type { ImportPreviewThreads } from "./import-preview-threads.ts";
import {
  findMemberKeyPages,
  findMemberStatePages,
  findReference,
  findRowPages,
  findVehicleKeyPages,
} from "./imports.repository.ts";

// Issue 16: the preview (the rules and the matching: import-analysis.ts). Issue 41: this thread only reads, as text
// a page at a time, and hands the pages to the preview's worker thread (import-preview-threads.ts), which works on
// the rows and asks for what it must read in between; it answers with the JSON pages that save the rows' results.

export interface PreviewContext extends Pick<AppContext, "db" | "now"> {
  importPreview: ImportPreviewThreads;
}

/**
 * Reads, checks and matches every row of the import; nothing is written. Its reads are the office's work: on the
 * embedded database each waits for members' statements to pause (db/members-first.ts). The thread's reads arrive by
 * its port's messages, outside this call's context, so each is marked again.
 */
export function analyseImport(
  context: PreviewContext,
  importId: number,
  mapping: MemberMapping,
  carMapping: CarMapping | null,
): Promise<PreviewAnswer> {
  return asOfficeWork(async () => {
    const input = {
      reference: await findReference(context.db),
      rowPages: await findRowPages(context.db, importId),
      memberPages: await findMemberKeyPages(context.db),
      mapping,
      carMapping,
      today: isoDay(context.now()),
    };
    return context.importPreview.analyse(input, {
      memberStates: (ids) => asOfficeWork(() => findMemberStatePages(context.db, ids)),
      registryCars: (serialKeys) => asOfficeWork(() => findRegistryCars(context, { serialKeys })),
      vehicleKeys: (memberIds) => asOfficeWork(() => findVehicleKeyPages(context.db, memberIds)),
    });
  });
}
