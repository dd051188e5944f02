import { passkeyMessages } from "@club/domain/messages";
import type { AuthenticationOptions, RegistrationOptions } from "@club/domain/passkey.schema";
import {
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from "@simplewebauthn/browser";
import { ApiError } from "../api/api-error.ts";

// Issue 43: the browser's side of passkeys (@simplewebauthn/browser), for Member Info, the login page and the
// office's second factor. Each of them loads it with its own code, after the first page runs (the login page's
// passkey offer is a lazy part of it): a second import at the page's start could fail offline and reload the page.

/** Whether this browser can make and use passkeys at all (WebAuthn). */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/**
 * What the browser said instead of a passkey. No request failed, so it is no lost connection: the app's notice of
 * one (query-client.ts) stays away, as when the member leaves the login page while its passkey offer waits.
 */
class BrowserRefusal extends ApiError {
  override get isNetworkError(): boolean {
    return false;
  }
}

/** The browser's refusal as the member reads it: cancelled or timed out, or anything else it said. */
export function browserRefusal(error: unknown): Error {
  if (error instanceof ApiError) return error;
  const name = error instanceof Error ? error.name : "";
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : "";
  if (name === "NotAllowedError" || cause === "NotAllowedError" || name === "AbortError")
    return new BrowserRefusal(0, { base: [passkeyMessages.cancelled] });
  if (!passkeysSupported()) return new BrowserRefusal(0, { base: [passkeyMessages.notSupported] });
  return new BrowserRefusal(0, { base: [passkeyMessages.notVerified] });
}

/** navigator.credentials.create with the server's options: the new passkey's JSON for the server. */
export async function makePasskey(options: RegistrationOptions) {
  try {
    return await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw browserRefusal(error);
  }
}

/**
 * navigator.credentials.get with the server's options: the passkey's signed answer. With `autofill`, the browser
 * offers the passkeys in the username field's suggestions (conditional UI) and answers when the member picks one.
 */
export async function answerWithPasskey(options: AuthenticationOptions, { autofill = false } = {}) {
  try {
    return await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill,
    });
  } catch (error) {
    throw browserRefusal(error);
  }
}

/** Whether the browser offers passkeys among a field's autofill suggestions (conditional UI). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  return browserSupportsWebAuthnAutofill();
}

/** A pending autofill request is cancelled (the member leaves the page, or presses the button instead). */
export function cancelPasskeyRequest() {
  WebAuthnAbortService.cancelCeremony();
}
