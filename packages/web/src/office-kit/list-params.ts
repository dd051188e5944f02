/** The filters of a list page, read from the address: only the names given, blanks left out. */
export function filtersFromParams<Name extends string>(
  params: URLSearchParams,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const filters: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address's query for filters and a page (page 1 left out). */
export function listParams(filters: Record<string, string | undefined>, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  return params;
}
