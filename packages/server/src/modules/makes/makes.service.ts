import type { AppContext } from "../../lib/app-context.ts";
import { findMakes } from "./makes.repository.ts";

/** The makes of the club's classics, by name. */
export function listMakes(context: Pick<AppContext, "db">) {
  return findMakes(context.db);
}
