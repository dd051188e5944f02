import { messages } from "@club/domain/messages";
import { notifications } from "@mantine/notifications";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api/api-error.ts";
import { isMembershipRefusal } from "../api/membership-refusal.ts";
import { queryKeys } from "../api/query-keys.ts";

// spec §8: a call that gets no response tells the user once, as a toast.
function toastNetworkError(error: unknown): void {
  if (error instanceof ApiError && error.isNetworkError) {
    notifications.show({ color: "red", message: messages.internetConnectionError });
  }
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        toastNetworkError(error);
        // The member's standing changed since membership details loaded (e.g. dues expired at midnight): reload
        // them, and the directory's guard shows why and the way forward.
        if (isMembershipRefusal(error)) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.membershipDetails });
        }
      },
    }),
    mutationCache: new MutationCache({ onError: toastNetworkError }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
