import { isMembershipRefusal } from "../../../api/membership-refusal.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { NotFoundNote } from "./not-found-note.tsx";

/**
 * spec §2: a detail page whose request failed is Not Found, unless the server refused the member's standing:
 * then its message shows until reloaded membership details let the directory's guard say the way forward.
 */
export function DetailFailure({ error }: { error: unknown }) {
  if (isMembershipRefusal(error)) return <ErrorLines errors={error.errors} />;
  return <NotFoundNote />;
}
