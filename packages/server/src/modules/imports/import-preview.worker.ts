import type { MessagePort } from "node:worker_threads";
import type { RegistryCar } from "../vehicles/vehicle-import.service.ts";
import { analyseRows, type PreviewAnswer, type PreviewInput, type PreviewReads } from "./import-analysis.ts";

// Issue 41: the task a worker thread of import-preview-threads.ts runs: the whole preview's work on rows (the rules,
// the matching, the changes, the cars), so that the thread answering members never spends seconds on 20,000 rows.
// The reads it needs between its steps go over `port` to the thread that holds the database (and the preview's
// transaction), which answers each with plain data.

type PreviewReadRequest =
  | { read: "memberStates"; ids: number[] }
  | { read: "registryCars"; serialKeys: string[] }
  | { read: "vehicleKeys"; memberIds: number[] };
export type PreviewRead = PreviewReadRequest & { id: number };

/** An answer to a read: its value, or that it failed (the caller keeps the error itself). */
export type PreviewReadAnswer =
  | { id: number; value: string[] | RegistryCar[] }
  | { id: number; failed: true };

export interface PreviewTask {
  input: PreviewInput;
  port: MessagePort;
}

/** The reads asked over the port, one answer for each. */
function readsOver(port: MessagePort): PreviewReads {
  let next = 0;
  const waiting = new Map<number, (answer: PreviewReadAnswer) => void>();
  port.on("message", (answer: PreviewReadAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  const ask = <T>(request: PreviewReadRequest): Promise<T> => {
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, (answer) =>
        "failed" in answer
          ? reject(new Error(`the preview's read ${request.read} failed`))
          : resolve(answer.value as T),
      );
      port.postMessage({ ...request, id });
    });
  };
  return {
    memberStates: (ids) => ask({ read: "memberStates", ids }),
    registryCars: (serialKeys) => ask({ read: "registryCars", serialKeys }),
    vehicleKeys: (memberIds) => ask({ read: "vehicleKeys", memberIds }),
  };
}

export default async function analyseImportTask({ input, port }: PreviewTask): Promise<PreviewAnswer> {
  try {
    return await analyseRows(input, readsOver(port));
  } finally {
    port.close();
  }
}
