import { wireName } from "@club/domain/wire-keys";

// GET parameters go in the query string, which the client does not convert: their names are snake_cased
// here (DESIGN §4), and empty values are left out.
type QueryValue = string | number | boolean | null | undefined;

/** "?first_name=Ann&page=1" from { firstName: "Ann", page: 1 }; "" when nothing is left. */
export function toQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== "") search.append(wireName(name), text);
  }
  const query = search.toString();
  return query ? `?${query}` : "";
}
