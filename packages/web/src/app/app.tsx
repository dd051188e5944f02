import { RouterProvider } from "react-router";
import { setUnauthorizedHandler } from "../api/client.ts";
import { forgetSessionData } from "../api/forget-session-data.ts";
import { rememberRenewalLinkRefused, returnToState } from "../lib/return-to.ts";
import { Providers } from "./providers.tsx";
import { createQueryClient } from "./query-client.ts";
import { createAppRouter } from "./router.tsx";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// spec §4, §8: a 401 on a protected call signs the user out: the client has cleared the token;
// leave the protected page first (signing in again returns to it, and the login page says why when a renewal link's
// session asked for more than the renewal), then forget every cached answer.
setUnauthorizedHandler((reason) => {
  rememberRenewalLinkRefused(reason === "renewal_link_only");
  const { location } = router.state;
  const state = location.pathname === "/login" ? location.state : returnToState(location);
  void router.navigate("/login", { replace: true, state }).then(() => forgetSessionData(queryClient));
});

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
