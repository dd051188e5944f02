import { renewalQuoteSchema } from "@club/domain/renewal-quote.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/members/renewal_quote: last year's choices priced online and by cheque, or why not now. */
export function useRenewalQuote() {
  return useQuery({
    queryKey: queryKeys.renewalQuote,
    queryFn: () => apiRequest("/members/renewal_quote", renewalQuoteSchema),
  });
}
