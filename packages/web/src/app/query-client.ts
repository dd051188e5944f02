import { messages } from "@club/domain/messages";
import { notifications } from "@mantine/notifications";
import { MutationCache, onlineManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api/api-error.ts";
import { isMembershipRefusal } from "../api/membership-refusal.ts";
import { queryKeys } from "../api/query-keys.ts";

// spec §8: a call that gets no response tells the user once, as a toast.
function toastNetworkError(error: unknown): void {
  if (error instanceof ApiError && error.isNetworkError) {
    notifications.show({ color: "red", message: messages.internetConnectionError });
  }
}

/** A refusal (4xx) is the answer; a lost connection is only worth asking again while the browser is online. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.isNetworkError) return onlineManager.isOnline();
  return error.status < 400 || error.status >= 500;
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
    // spec §8, issue 25: a call is always sent, so one without a connection fails at once with the message; the
    // library's default ('online') held every call back while the browser said it was offline, and the button
    // spun on with nothing said.
    defaultOptions: {
      queries: {
        networkMode: "always",
        retry: (failureCount, error) => worthRetrying(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: "always", retry: false },
    },
  });
  return queryClient;
}
