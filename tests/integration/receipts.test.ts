import { describe, expect, it } from 'vitest';
import { PLATFORM_SELLER } from '#shared/config/seller.ts';
import { STRIPE_PRICE_LOOKUP_KEYS } from '#shared/domain/billing/price-table.ts';
import { api } from '#tests/support/api.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { onboardedArtist } from '#tests/support/portfolio.ts';
import { localStripe, payCheckout } from '#tests/support/stripe.ts';

/**
 * Pro receipts (issue 30, item 5; ADR 0086) through the local cloud: the Stripe stand-in pays a Pro
 * checkout and posts `invoice.paid`; the webhook route records it, billing-sync reads the invoice
 * again (its tax rates and charge too) and issues `pro.receipt-issued` once per invoice; the email
 * consumer sends the artist the receipt in their language. Redelivered webhooks change nothing.
 */
const { cloud, db } = cloudAndDb();
const stripe = localStripe(cloud);
const standIn = (path: string, form: Record<string, string> = {}) =>
  fetch(`${cloud.env.STRIPE_API_URL}/_stand-in/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });

async function receiptsIssued(invoiceId: string) {
  const { data } = await db.entities.outboxEvent.scan
    .where(({ detailType }, { eq }) => eq(detailType, 'pro.receipt-issued'))
    .go({ pages: 'all' });
  return data.filter((item) => item.detail.includes(invoiceId));
}

/** An artist in `locale` pays Pro monthly by card (a tax collected for their customer, if given). */
async function artistPaysPro(locale: 'fr' | 'en' | 'es', tax?: Record<string, string>) {
  const artist = await onboardedArtist();
  const prefs = await api('/me/preferences', { method: 'PATCH', token: artist.idToken, body: { locale } });
  expect(prefs.status).toBe(200);
  const customer = await stripe.customers.create({ email: artist.email, metadata: { artistId: artist.sub } });
  if (tax) expect((await standIn('tax', { ...tax, scope: customer.id })).status).toBe(200);
  const [price] = (await stripe.prices.list({ lookup_keys: [STRIPE_PRICE_LOOKUP_KEYS.monthly] })).data;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: artist.sub,
    line_items: [{ price: price!.id, quantity: 1 }],
    subscription_data: { metadata: { artistId: artist.sub } },
    success_url: `${cloud.urls.app}/app/settings/plan/confirmation?session={CHECKOUT_SESSION_ID}`,
    cancel_url: `${cloud.urls.app}/app/settings/plan`,
  });
  expect((await payCheckout(session.url!)).status).toBe(303);
  const subscription = await stripe.subscriptions.retrieve(
    String((await stripe.checkout.sessions.retrieve(session.id)).subscription),
  );
  const invoice = await stripe.invoices.retrieve(String(subscription.latest_invoice));
  return { artist, invoice };
}

describe('Pro receipts', () => {
  it('a paid Pro invoice emails the artist one receipt, in their language, whatever the redeliveries', async () => {
    const { artist, invoice } = await artistPaysPro('fr');
    const receipt = await waitForMail(artist.email, {
      match: (mail) => mail.subject === `Votre reçu Inkslot Pro n° ${invoice.number}`,
    });
    const text = receipt.body.text ?? '';
    expect(text).toContain(`Vendeur : ${PLATFORM_SELLER.local.legalName}, ${PLATFORM_SELLER.local.address}`);
    expect(text).toContain(`Numéro de reçu : ${invoice.number}`);
    expect(text).toMatch(/Inkslot Pro, formule mensuelle : 19,00\s€/);
    expect(text).toMatch(/Total payé : 19,00\s€/);
    expect(text).toContain('Carte : Visa •••• 4242');
    expect(text).toContain('Aucune taxe : Stripe n’en a appliqué aucune à ce paiement.');
    expect(text).toContain(invoice.hosted_invoice_url!);
    // Stripe delivers invoice.paid again (twice): still one receipt, one event.
    const paidEvents = (
      (await (await fetch(`${cloud.env.STRIPE_API_URL}/_stand-in/events`)).json()) as {
        id: string;
        type: string;
        data: { object: { id: string } };
      }[]
    ).filter((event) => event.type === 'invoice.paid' && event.data.object.id === invoice.id);
    expect(paidEvents).toHaveLength(1);
    for (let round = 0; round < 2; round++)
      expect((await standIn(`resend/${paidEvents[0]!.id}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const receipts = (await mailsTo(artist.email)).filter((mail) =>
      mail.subject.includes('reçu Inkslot Pro'),
    );
    expect(receipts).toHaveLength(1);
    expect(await receiptsIssued(invoice.id)).toHaveLength(1);
  });

  it('shows the tax line exactly as Stripe reports it on the invoice', async () => {
    const { artist, invoice } = await artistPaysPro('en', {
      display_name: 'VAT',
      percentage: '20',
      inclusive: 'false',
      country: 'FR',
    });
    expect(invoice.total).toBe(2280);
    const receipt = await waitForMail(artist.email, {
      match: (mail) => mail.subject === `Your Inkslot Pro receipt ${invoice.number}`,
    });
    const text = receipt.body.text ?? '';
    expect(text).toContain('Subtotal: €19.00');
    expect(text).toContain('VAT 20% (FR): €3.80');
    expect(text).toContain('Total paid: €22.80');
    expect(text).not.toContain('No tax');
    // The email came from the event, so its outbox item is there: one read (a scan of the shared
    // table can outlast vi.waitFor's one second on a busy machine, which failed a CI-like run).
    expect(await receiptsIssued(invoice.id)).toHaveLength(1);
  });
});
