import type { ErrorBody } from "@club/domain/errors.schema";
import { serverMessages } from "@club/domain/messages";

/**
 * Every code a service or route may fail with, and the one place that decides its HTTP status (the errors plugin
 * reads it). Services name what went wrong; they never pick a status themselves.
 */
export const httpStatusOf = {
  invalid_input: 400,
  invalid_query: 400,
  invalid_vehicle: 400,
  form_unreadable: 400,
  webhook_unverified: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  sign_in_code_wrong: 401,
  passkey_refused: 401,
  marketplace_closed: 403,
  forbidden: 403,
  sign_in_required: 403,
  membership_unpaid: 403,
  membership_lapsed: 403,
  not_in_good_standing: 403,
  signature_invalid: 403,
  two_factor_enrolment_required: 403,
  two_factor_required: 403,
  not_found: 404,
  invoice_not_found: 404,
  renewal_link_invalid: 404,
  ballot_link_invalid: 404,
  not_on_roll: 403,
  renewal_link_expired: 410,
  renewal_link_used: 410,
  claim_link_invalid: 404,
  reset_link_unknown: 404,
  reset_link_expired: 410,
  reset_link_used: 410,
  claim_link_expired: 410,
  claim_link_used: 410,
  inquiry_gone: 410,
  sign_in_link_used: 410,
  card_invalid: 404,
  payment_in_progress: 409,
  invoice_unpaid: 409,
  announcement_not_draft: 409,
  email_conflict: 409,
  file_not_ready: 409,
  card_not_issued: 409,
  vehicle_duplicate: 409,
  passkey_taken: 409,
  claim_pending: 409,
  claim_decided: 409,
  claim_outdated: 409,
  vehicle_disputed: 409,
  registration_cancelling: 409,
  transfer_pending: 409,
  transfer_gone: 409,
  vehicle_has_history: 409,
  petition_decided: 409,
  already_checked_in: 409,
  not_checked_in: 409,
  erasure_open: 409,
  erasure_decided: 409,
  term_begun: 409,
  term_not_proposed: 409,
  term_not_serving: 409,
  office_in_use: 409,
  zone_has_terms: 409,
  committee_in_use: 409,
  committee_retired: 409,
  listing_state: 409,
  car_listed: 409,
  mention_decided: 409,
  mention_exists: 409,
  issue_has_history: 409,
  issue_not_ready: 409,
  volunteer_role_full: 409,
  volunteer_role_has_sign_ups: 409,
  volunteer_signed_up: 409,
  volunteer_not_signed_up: 409,
  meet_begun: 409,
  election_state: 409,
  roll_not_made: 409,
  election_counted: 409,
  election_not_closed: 409,
  election_not_counted: 409,
  results_published: 409,
  term_overlaps: 409,
  already_nominated: 409,
  already_voted: 409,
  voting_closed: 409,
  change_not_allowed: 409,
  too_many_requests: 429,
  form_too_large: 413,
  image_too_large: 413,
  pdf_too_large: 413,
  multipart_required: 415,
  invalid: 422,
  email_taken: 422,
  current_password_wrong: 422,
  password_already_set: 422,
  reset_token_invalid: 422,
  plan_not_offered: 422,
  regional_plan_unknown: 422,
  make_unknown: 422,
  too_many_vehicles: 422,
  too_many_photos: 422,
  too_many_listings: 422,
  too_many_suggestions: 422,
  senior_locked: 422,
  buyer_unknown: 422,
  claim_own_car: 422,
  document_type: 422,
  too_many_documents: 422,
  image_type: 422,
  pdf_type: 422,
  pdf_unreadable: 422,
  pdf_too_many_pages: 422,
  image_unreadable: 422,
  image_too_many_pixels: 422,
  renewal_not_allowed: 422,
  invoice_paid: 422,
  receipt_invalid: 422,
  code_invalid: 422,
  invoice_void: 422,
  order_unknown: 422,
  order_replaced: 422,
  payment_declined: 422,
  payment_mismatch: 422,
  payment_refunded: 422,
  no_membership: 422,
  no_lifetime_plan: 422,
  purchase_refused: 422,
  refund_too_large: 422,
  merge_refused: 422,
  two_factor_code_wrong: 422,
  passkey_invalid: 422,
  passkey_request_expired: 422,
  provider_not_configured: 422,
  provider_unavailable: 502,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof httpStatusOf;

/** A failure the client should see, with a stable code for logs and tests and the errors body it gets. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: ErrorBody["errors"];
  /** Sent as Retry-After: when the request may succeed if made again (a rate limit). */
  readonly retryAfterSeconds?: number;
  readonly existing?: ErrorBody["existing"];

  constructor(
    code: ErrorCode,
    errors: ErrorBody["errors"],
    retryAfterSeconds?: number,
    existing?: ErrorBody["existing"],
  ) {
    super(code);
    this.code = code;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
    this.existing = existing;
  }

  get statusCode(): number {
    return httpStatusOf[this.code];
  }
}

export const unauthorized = (message: string = serverMessages.signInRequired) =>
  new AppError("unauthorized", { base: [message] });

export const forbidden = () => new AppError("forbidden", { base: [serverMessages.forbidden] });

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError("too_many_requests", { base: [serverMessages.tooManyRequests] }, retryAfterSeconds);

export const notFound = () => new AppError("not_found", { base: [serverMessages.notFound] });

/** A request that is well-formed but breaks a rule about one field. */
export const invalidField = (field: string, message: string, code: ErrorCode = "invalid") =>
  new AppError(code, { [field]: [message] });
