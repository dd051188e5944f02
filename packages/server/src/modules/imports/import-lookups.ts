import type { AppContext } from "../../lib/app-context.ts";
import { type ImportReference, importReferenceOf } from "./import-reference.ts";
import { findReference } from "./imports.repository.ts";

/** The reference tables read, then built into what the row rules look up (import-reference.ts). */
export async function loadImportReference(context: Pick<AppContext, "db">): Promise<ImportReference> {
  return importReferenceOf(await findReference(context.db));
}
