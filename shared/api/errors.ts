/** Error codes the API answers with; each has an `errors.<code>` message in every language. */
const API_ERROR_CODES = [
  'validation_failed',
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'forbidden',
  /** A superadmin without a second factor (TOTP) on their account: set it up first (ADR 0073). */
  'mfa_required',
  'not_found',
  'route_not_found',
  'method_not_allowed',
  'pseudo_taken',
  'already_onboarded',
  'email_missing',
  'subscription_inactive',
  'limit_reached',
  'too_many_uploads',
  'travel_limit_reached',
  'availability_limit_reached',
  'slot_taken',
  'slot_unavailable',
  'slot_too_soon',
  'request_not_pending',
  'no_move_to_answer',
  'times_proposed',
  'no_times_to_pick',
  'proposal_expired',
  'time_already_picked',
  'booking_canceled',
  'booking_past',
  /** Projects of several sessions (ADR 0093). */
  'not_a_project',
  'already_a_project',
  'project_closed',
  'session_booked',
  'session_out_of_order',
  'deposit_not_held',
  'deposit_not_payable',
  'consent_already_signed',
  'consent_closed',
  'id_photo_not_image',
  'id_photo_not_ready',
  'id_photo_unavailable',
  'moves_exhausted',
  'slot_length_differs',
  'offer_taken',
  'touch_up_closed',
  'touch_up_not_yet',
  'touch_up_booked',
  'touch_up_after_window',
  /** The healed photo (ADR 0101). */
  'healed_photo_not_asked',
  'healed_photo_not_yet',
  'healed_photo_unavailable',
  'healed_photo_not_image',
  'healed_photo_not_ready',
  'late_arrival_too_soon',
  'late_arrival_no_rule',
  'late_arrival_no_deposit',
  'offer_expired',
  'requests_closed',
  'artist_unavailable',
  'project_type_closed',
  'request_limit_reached',
  'opening_full',
  'opening_closed',
  'opening_started',
  'reference_upload_limit',
  'login_code_invalid',
  'login_code_expired',
  'login_attempts_exceeded',
  'login_link_invalid',
  'too_many_login_emails',
  'confirmation_code_invalid',
  'confirmation_expired',
  'confirmation_link_invalid',
  'confirmation_attempts_exceeded',
  'too_many_confirmation_emails',
  'confirmation_slot_lost',
  'sender_blocked',
  'messages_closed',
  'recipient_blocked',
  'too_many_messages',
  'too_many_test_emails',
  'too_many_reports',
  'too_many_requests',
  'proof_of_work_required',
  'photo_not_image',
  'photo_not_ready',
  'photo_unavailable',
  'invalid_signature',
  'already_pro',
  'no_billing_account',
  'pro_required',
  'deletion_not_confirmed',
  'account_suspended',
  /** Design approval (ADR 0090). */
  'design_open',
  'design_approved',
  'design_answered',
  'design_expired',
  'design_closed',
  'revision_price_changed',
  'revision_not_payable',
  'design_payments_required',
  /** Push notifications (ADR 0098): the artist has as many devices as they may. */
  'push_devices_full',
  'conflict',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The body of every error answer: the code, its message in the caller's language, the fields' own. */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: { path: string; message: string; key: string }[];
  };
}

/** A failure the API answers on purpose, with its status and code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly fields?: { path: string; key: string; values?: Record<string, string> }[],
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

/** The largest JSON body the API accepts (API Gateway's own limit is 10 MB). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
