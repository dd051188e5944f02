import { getPriority } from "node:os";

// A thread's task for office-thread.test.ts: the thread's nice value when this module was evaluated, that is, while
// the task's modules were loading.
const atLoad = getPriority();

export default function priorityAtLoad(): number {
  return atLoad;
}
