import { describe, expect, it } from 'vitest';
import { invoicePaymentFailedEmail, subscriptionChangedEmail } from './billing-emails.ts';
import { planner } from './plan-emails.ts';

const subscriptionChangedEmails = planner(subscriptionChangedEmail);
const invoicePaymentFailedEmails = planner(invoicePaymentFailedEmail);

const appUrl = 'https://inkslot.app';
const changed = {
  artistId: 'a1',
  plan: 'pro' as const,
  previousPlan: 'free' as const,
  interval: 'yearly' as const,
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2027-11-26T10:00:00.000Z',
  change: 'upgraded' as const,
  artist: { email: 'mia@example.com', locale: 'fr' as const, displayName: 'Mia Ink' },
};

describe('the billing emails', () => {
  it('welcomes the artist to Pro in their language, with the renewal date', () => {
    const [email] = subscriptionChangedEmails(changed, { appUrl });
    expect(email).toMatchObject({ template: 'plan-upgraded', to: 'mia@example.com', locale: 'fr' });
    expect(email?.content.subject).toBe('Bienvenue dans Inkslot Pro');
    expect(email?.content.text).toContain('Votre formule Pro annuelle est active');
    expect(email?.content.text).toContain('26 novembre 2027');
    expect(email?.content.html).toContain('https://inkslot.app/app/settings/plan');
  });

  it('confirms a cancellation with its end date, says when Pro ended, and stays quiet otherwise', () => {
    const en = { ...changed, artist: { ...changed.artist, locale: 'en' as const } };
    expect(
      subscriptionChangedEmails({ ...en, change: 'cancel-scheduled', cancelAtPeriodEnd: true }, { appUrl })[0]
        ?.content.subject,
    ).toBe('Your Pro plan will end on November 26, 2027');
    expect(
      subscriptionChangedEmails(
        { ...en, change: 'downgraded', plan: 'free', previousPlan: 'pro' },
        { appUrl },
      )[0]?.content.subject,
    ).toBe('Your Pro plan has ended');
    for (const change of ['renewal-changed', 'cancel-withdrawn', 'status'] as const)
      expect(subscriptionChangedEmails({ ...en, change }, { appUrl })).toEqual([]);
  });

  it('asks to fix a failed payment, with the amount due', () => {
    const [email] = invoicePaymentFailedEmails(
      {
        artistId: 'a1',
        invoiceId: 'in_1',
        amountDueCents: 1_900,
        currency: 'eur',
        attemptCount: 1,
        artist: { email: 'mia@example.com', locale: 'es', displayName: 'Mia Ink' },
      },
      { appUrl },
    );
    expect(email?.content.subject).toBe('El pago de tu plan Pro ha fallado');
    expect(email?.content.text).toMatch(/El pago de 19\s€ no se ha completado/);
  });
});
