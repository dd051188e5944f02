// spec §4: the session token lives in localStorage when remember-me was chosen, else in sessionStorage.
// Signed-in state is derived from the token's presence, so this module is the one source of truth.

const tokenKey = "club.session-token";

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return window.localStorage.getItem(tokenKey) ?? window.sessionStorage.getItem(tokenKey);
}

export function saveToken(token: string, rememberMe: boolean): void {
  const keep = rememberMe ? window.localStorage : window.sessionStorage;
  const drop = rememberMe ? window.sessionStorage : window.localStorage;
  drop.removeItem(tokenKey);
  keep.setItem(tokenKey, token);
  notify();
}

export function clearToken(): void {
  window.localStorage.removeItem(tokenKey);
  window.sessionStorage.removeItem(tokenKey);
  notify();
}

/** Subscribes to token changes, including sign-in or sign-out in another tab. */
export function subscribeToToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === tokenKey) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
