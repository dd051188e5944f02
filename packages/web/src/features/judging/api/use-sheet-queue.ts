import type { JudgingAssignment, ScoreSheetInput } from "@club/domain/judging.schema";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../api/api-error.ts";
import {
  dropSentSheet,
  type QueuedSheets,
  queueSheet,
  readQueuedSheets,
  waitingNoticeId,
} from "../queue/sheet-queue.ts";
import { withSavedSheet } from "./assignment-sheets.ts";
import { judgingKeys } from "./judging-keys.ts";
import { sendScoreSheet } from "./send-score-sheet.ts";

/** How often a sheet kept on the phone for want of a connection is tried again. */
const retryEveryMs = 5_000;

/** What became of a sheet saved: sent, kept on the phone for later, or refused by the server (shown at the sheet). */
export type SendOutcome = "sent" | "queued" | "refused";

/**
 * Issue 29: the judge's sheets saved on this phone and their sending. A sheet is sent the moment it is saved, and
 * every sheet still queued when the page opens and when the browser comes back online. Without a connection it
 * stays queued; a refusal (a deduction above the maximum, the results published) stays too, with the server's
 * errors, until the judge saves it again. The server keeps one sheet per car and judge, so sending one twice is
 * harmless.
 */
export function useSheetQueue(judgeId: number) {
  const queryClient = useQueryClient();
  const [queued, setQueued] = useState<QueuedSheets>(() => readQueuedSheets(judgeId));
  const [refusals, setRefusals] = useState<Record<string, ApiError>>({});
  // One send per car at a time; a save made while one is on its way is sent after it.
  const sending = useRef(new Set<number>());
  const savedWhileSending = useRef(new Set<number>());

  const send = useCallback(
    async (entryId: number): Promise<SendOutcome> => {
      const sheet = readQueuedSheets(judgeId)[entryId];
      if (sheet === undefined) return "sent";
      if (!navigator.onLine || sending.current.has(entryId)) return "queued";
      sending.current.add(entryId);
      let outcome: SendOutcome;
      try {
        const saved = await sendScoreSheet(entryId, sheet);
        // The car shows the sheet as the server saved it the moment it leaves the queue, not "Not started" until the
        // list is fetched again; a list that answers later without it does not take it back (useAssignments).
        queryClient.setQueryData<JudgingAssignment[]>(judgingKeys.assignments, (cars) =>
          withSavedSheet(cars, saved),
        );
        setQueued(dropSentSheet(judgeId, entryId, sheet));
        setRefusals(({ [entryId]: _sent, ...rest }) => rest);
        void queryClient.invalidateQueries({ queryKey: judgingKeys.assignments });
        outcome = "sent";
      } catch (error) {
        const refused = error instanceof ApiError && !error.isNetworkError;
        if (refused) setRefusals((current) => ({ ...current, [entryId]: error }));
        outcome = refused ? "refused" : "queued";
      } finally {
        sending.current.delete(entryId);
      }
      // The notice that the sheet waits on this phone is true only while it does: sent, or refused (the car then says
      // "Not accepted"), it closes.
      if (outcome !== "queued") notifications.hide(waitingNoticeId(entryId));
      if (!savedWhileSending.current.delete(entryId)) return outcome;
      return send(entryId);
    },
    [judgeId, queryClient],
  );

  const sendAll = useCallback(() => {
    for (const entryId of Object.keys(readQueuedSheets(judgeId))) void send(Number(entryId));
  }, [judgeId, send]);

  useEffect(() => {
    sendAll();
    window.addEventListener("online", sendAll);
    return () => window.removeEventListener("online", sendAll);
  }, [sendAll]);

  // A phone may say it is online with no way through (a show field's weak signal, a Wi-Fi that leads nowhere): the
  // `online` event then never comes. While a sheet waits for want of a connection (not refused), it is tried again
  // every few seconds; the server keeps one sheet per car and judge, so a retry that crosses a late answer is harmless.
  useEffect(() => {
    const waiting = Object.keys(queued).filter((entryId) => refusals[entryId] === undefined);
    if (waiting.length === 0) return;
    const timer = window.setInterval(() => {
      for (const entryId of waiting) void send(Number(entryId));
    }, retryEveryMs);
    return () => window.clearInterval(timer);
  }, [queued, refusals, send]);

  /** Keeps the sheet on the phone at once, then sends it. */
  const save = useCallback(
    (entryId: number, sheet: ScoreSheetInput) => {
      setQueued(queueSheet(judgeId, entryId, sheet));
      setRefusals(({ [entryId]: _replaced, ...rest }) => rest);
      if (sending.current.has(entryId)) savedWhileSending.current.add(entryId);
      return send(entryId);
    },
    [judgeId, send],
  );

  return { queued, refusals, save, sendAll };
}
