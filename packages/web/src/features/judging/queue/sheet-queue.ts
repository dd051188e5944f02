import { type ScoreSheetInput, scoreSheetInputSchema } from "@club/domain/judging.schema";
import { z } from "zod";

// Issue 29: the show field has no signal to count on. A sheet is kept on the phone the moment the judge saves it,
// the latest save of a car replacing the earlier, and leaves only once the server has it. Kept per judge, so a sheet
// is never sent in the name of another judge who signs in on the same phone.

/** The sheets saved on this phone and not yet sent, by entry id. */
export type QueuedSheets = Record<string, ScoreSheetInput>;

const queuedSheetsSchema = z.record(z.string(), scoreSheetInputSchema);

const storageKey = (judgeId: number) => `judging-sheets:${judgeId}`;

export function readQueuedSheets(judgeId: number): QueuedSheets {
  try {
    const parsed = queuedSheetsSchema.safeParse(
      JSON.parse(window.localStorage.getItem(storageKey(judgeId)) ?? "{}"),
    );
    return parsed.success ? parsed.data : {};
  } catch {
    // Not JSON: nothing readable was queued.
    return {};
  }
}

function writeQueuedSheets(judgeId: number, sheets: QueuedSheets): QueuedSheets {
  if (Object.keys(sheets).length === 0) window.localStorage.removeItem(storageKey(judgeId));
  else window.localStorage.setItem(storageKey(judgeId), JSON.stringify(sheets));
  return sheets;
}

/** Keeps a car's sheet on the phone in place of any earlier one; returns the queue as it now is. */
export function queueSheet(judgeId: number, entryId: number, sheet: ScoreSheetInput): QueuedSheets {
  return writeQueuedSheets(judgeId, { ...readQueuedSheets(judgeId), [entryId]: sheet });
}

/** Drops a car's sheet once sent, unless the judge saved a newer one meanwhile; returns the queue as it now is. */
export function dropSentSheet(judgeId: number, entryId: number, sent: ScoreSheetInput): QueuedSheets {
  const { [entryId]: queued, ...rest } = readQueuedSheets(judgeId);
  if (queued === undefined || JSON.stringify(queued) !== JSON.stringify(sent))
    return readQueuedSheets(judgeId);
  return writeQueuedSheets(judgeId, rest);
}

/** The notice a save shows while its sheet waits on this phone: closed once the sheet is sent, as no longer true. */
export const waitingNoticeId = (entryId: number) => `judging-sheet-waiting-${entryId}`;
