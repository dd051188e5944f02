import { workerData } from "piscina";
import { lowerThisThreadForOfficeWork } from "./office-work-priority.ts";

// Issue 41: every thread of the office's work (a PDF, a roster, a preview, an archive's pages) starts here, and is at
// the lowest priority before its task's modules load: loaded first, at the priority of the thread that answers members,
// the roster's parsers took 0.2 s of a core in each web instance whenever its reading thread started, which it does at
// the office's next file once it has been idle a minute. `workerData.task` is the task's file (thread-worker-file.ts).

lowerThisThreadForOfficeWork();

const task: { default: unknown } = await import((workerData as { task: string }).task);

export default task.default;
