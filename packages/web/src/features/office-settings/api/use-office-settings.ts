import { type ClubSettingsUpdate, clubSettingsSchema } from "@club/domain/office-settings.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

const settingsKey = [...queryKeys.office, "settings"] as const;

/** GET /api/v1/office/settings (office_admin). */
export function useOfficeSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => apiRequest("/office/settings", clubSettingsSchema),
  });
}

/**
 * PUT /api/v1/office/settings: the reply is the settings as saved. The site configuration (the contact details and
 * the fee the checkout shows) is asked for again.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClubSettingsUpdate) =>
      apiRequest("/office/settings", clubSettingsSchema, { method: "PUT", body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.siteConfig });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.office, "audit"] });
    },
  });
}
