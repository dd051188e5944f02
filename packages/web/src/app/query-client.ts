import { messages } from "@club/domain/messages";
import { notifications } from "@mantine/notifications";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api/api-error.ts";

// spec §8: a call that gets no response tells the user once, as a toast.
function toastNetworkError(error: unknown): void {
  if (error instanceof ApiError && error.isNetworkError) {
    notifications.show({ color: "red", message: messages.internetConnectionError });
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: toastNetworkError }),
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
}
