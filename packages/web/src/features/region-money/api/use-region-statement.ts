import {
  regionStatementSchema,
  remittanceSchema,
  zoneStatementSchema,
} from "@club/domain/region-money.schema";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { toQueryString } from "../../../api/query-string.ts";

// Issue 42: a region's statement (the office's and the region's treasurer's) and the remittances the national
// treasurer records.

export interface StatementPeriod {
  from: string;
  to: string;
}

const statementKey = (code: string) => ["regions", code, "statement"] as const;

/** The statement as a file: the PDF (figures, months, remittances) or the CSV (every line). */
export function statementFilePath(code: string, period: StatementPeriod, kind: "pdf" | "csv"): string {
  return `/office/regions/${encodeURIComponent(code)}/statement.${kind}${toQueryString({ ...period })}`;
}

/** GET /api/v1/office/regions/{code}/statement: the figures, the remittances and a page of the lines. */
export function useRegionStatement(code: string, period: StatementPeriod, page: number) {
  return useQuery({
    queryKey: [...statementKey(code), period, page],
    queryFn: () =>
      apiRequest(
        `/office/regions/${encodeURIComponent(code)}/statement${toQueryString({ ...period, page })}`,
        regionStatementSchema,
      ),
    placeholderData: keepPreviousData,
  });
}

export interface RemittanceEntry {
  amount: number;
  sentOn: string;
  reference: string;
}

/** POST /api/v1/office/regions/{code}/remittances; the statement is read again (what is owed goes down). */
export function useRecordRemittance(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: RemittanceEntry) =>
      apiRequest(`/office/regions/${encodeURIComponent(code)}/remittances`, remittanceSchema, {
        method: "POST",
        body: { ...entry },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementKey(code) }),
  });
}

/** GET /api/v1/office/zones/{id}/statement: each of the zone's regions' figures for the period, and their sums. */
export function useZoneStatement(id: number, period: StatementPeriod) {
  return useQuery({
    queryKey: ["zones", id, "statement", period],
    queryFn: () =>
      apiRequest(`/office/zones/${id}/statement${toQueryString({ ...period })}`, zoneStatementSchema),
    placeholderData: keepPreviousData,
  });
}
