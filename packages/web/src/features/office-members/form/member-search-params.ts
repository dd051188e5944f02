import { memberStatuses, officeMemberSorts } from "@club/domain/office.schema";
import type { OfficeMemberSearch, OfficeMemberSort } from "../../../office-kit/use-office-members.ts";

// The members list keeps its search in the address (issue 13), so Back returns to it and a link can share it.

const positiveInteger = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : 1;
};

const oneOf = <Value extends string>(values: readonly Value[], text: string | null): Value | undefined =>
  values.find((value) => value === text);

export function searchFromParams(params: URLSearchParams): OfficeMemberSearch {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  return {
    q: text("q"),
    status: oneOf(memberStatuses, params.get("status")),
    region: text("region"),
    sort: oneOf(officeMemberSorts, params.get("sort")) ?? "last_name",
    order: params.get("order") === "desc" ? "desc" : "asc",
    page: positiveInteger(params.get("page")),
  };
}

/** The address's query for a search: only what differs from the start (last name, ascending, page 1). */
export function paramsFromSearch(search: OfficeMemberSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.status) params.set("status", search.status);
  if (search.region) params.set("region", search.region);
  if (search.sort !== "last_name") params.set("sort", search.sort);
  if (search.order !== "asc") params.set("order", search.order);
  if (search.page > 1) params.set("page", String(search.page));
  return params;
}

/** A column heading's sort: the first press ascending, the next reverses; back to page 1 either way. */
export function sortedBy(search: OfficeMemberSearch, sort: OfficeMemberSort): OfficeMemberSearch {
  const order = search.sort === sort && search.order === "asc" ? "desc" : "asc";
  return { ...search, sort, order, page: 1 };
}

export const sortLabels: Record<OfficeMemberSort, string> = {
  last_name: "Last name",
  member_no: "Member number",
  dues_expire: "Dues expiry",
  created_at: "Date the account was created",
};
