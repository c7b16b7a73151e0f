/**
 * The local Stripe account: a test key the stand-in accepts, the webhook endpoint's secret, and the
 * SSM parameters the functions read them from, as in AWS (ADR 0045). Nothing secret: local only.
 */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_inkslot_local';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_inkslot_local_webhook_secret';
export const LOCAL_STRIPE_SECRET_KEY_PARAMETER = '/inkslot/local/stripe/secret-key';
export const LOCAL_STRIPE_WEBHOOK_SECRET_PARAMETER = '/inkslot/local/stripe/webhook-secret';
/** The Connect endpoint's: events of the artists' connected accounts are signed with it (ADR 0057). */
export const LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_inkslot_local_connect_secret';
export const LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET_PARAMETER = '/inkslot/local/stripe/connect-webhook-secret';
