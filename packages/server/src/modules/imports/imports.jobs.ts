import { housekeeping, type JobDefinition } from "../jobs/job-definition.ts";
import { runImportCommits } from "./import-commit.service.ts";
import { runImportUndos } from "./import-undo.service.ts";
import {
  importCommitJob,
  importPreviewJob,
  importUndoJob,
  purgeStoppedImports,
  runImportPreviews,
} from "./imports.service.ts";

// Issue 16: a roster import's commit and undo, sent by the office's request (batches, with progress); issue 41: its
// preview too, so that the worker, not the web instance that took the request, works on the rows.
export const importsJobs: JobDefinition[] = [
  { name: importPreviewJob, run: (context) => runImportPreviews(context) },
  { name: importCommitJob, run: runImportCommits },
  { name: importUndoJob, run: runImportUndos },
  // Issue 41: an upload a stopped process left half stored goes a day later, with its rows.
  { name: "purge-stopped-imports", schedule: housekeeping, run: purgeStoppedImports },
];
