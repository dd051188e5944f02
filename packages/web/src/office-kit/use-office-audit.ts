import { auditPageSchema } from "@club/domain/office.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api/client.ts";
import { queryKeys } from "../api/query-keys.ts";
import { toQueryString } from "../api/query-string.ts";

/**
 * The audit trail's filters, as the URL keeps them: a member and who acted, each a member number or part of a name,
 * as typed; memberId, the record's own id, for its history's CSV file.
 */
export interface AuditFilters {
  memberId?: string;
  memberSearch?: string;
  actorSearch?: string;
  from?: string;
  to?: string;
}

export function auditCsvPath(filters: AuditFilters): string {
  return `/office/audit.csv${toQueryString({ ...filters })}`;
}

/** GET /api/v1/office/audit: the audit trail, newest first, 100 a page. */
export function useOfficeAudit(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: queryKeys.officeAudit({ ...filters, page }),
    queryFn: () => apiRequest(`/office/audit${toQueryString({ ...filters, page })}`, auditPageSchema),
    placeholderData: keepPreviousData,
  });
}
