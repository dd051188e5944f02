import { emailSchema } from "@club/domain/fields.schema";
import { emailCheckDebounceMs } from "@club/domain/timing";
import { useEffect, useState } from "react";
import { useEmailAvailability } from "../api/use-email-availability.ts";

/**
 * idle: nothing checkable typed; waiting: a valid address waits for its debounce; checking: the server is
 * asked; then available, taken, or failed (the check itself failed, e.g. no connection).
 */
export type EmailCheckStatus = "idle" | "waiting" | "checking" | "available" | "taken" | "failed";

/** spec §4: Continue stays disabled until the typed address is known to be free. */
export function blocksContinue(status: EmailCheckStatus): boolean {
  return status === "waiting" || status === "checking" || status === "taken" || status === "failed";
}

/** spec §4, §9: the address is checked once the member stopped typing a valid one for 2 seconds. */
export function useEmailCheck(typed: string) {
  const email = typed.trim().toLowerCase();
  const checkable = emailSchema.safeParse(email).success;
  const [settled, setSettled] = useState(email);

  useEffect(() => {
    if (settled === email) return;
    const timer = setTimeout(() => setSettled(email), emailCheckDebounceMs);
    return () => clearTimeout(timer);
  }, [email, settled]);

  const query = useEmailAvailability(checkable && settled === email ? email : null);

  let status: EmailCheckStatus;
  if (!checkable) status = "idle";
  else if (settled !== email) status = "waiting";
  else if (query.isFetching) status = "checking";
  else if (query.isError) status = "failed";
  else if (query.data) status = query.data.available ? "available" : "taken";
  else status = "checking";

  return { status, error: query.error, recheck: () => void query.refetch() };
}
