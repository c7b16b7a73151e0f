import { describe, expect, it } from 'vitest';
import { EMAILS_PER_RECIPIENT } from '#functions/lib/email/recipient-guard.ts';
import { rateWindowKey } from '#functions/lib/rate-limit/rate-limit.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import { api, freshSource } from '#tests/support/api.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { knownClient } from '#tests/support/portal.ts';

/**
 * SES feedback and the per-recipient cap (ADR 0069), through the real path: an email to SES's
 * mailbox simulator makes the SES stand-in put SES's bounce or complaint event on the local default
 * bus; the `ses-feedback` consumer writes the suppression record; every later send checks it. The
 * portal's login email is the send used (any send goes through the same `sendEmail`).
 */
const { db } = cloudAndDb();

async function asClient(email: string) {
  const now = new Date().toISOString();
  await db.entities.client
    .put({
      email,
      firstName: 'Sim',
      lastName: 'Ulator',
      age: 30,
      alreadyTattooed: false,
      locale: 'en',
      createdAt: now,
      updatedAt: now,
    })
    .go();
}

async function suppressionOf(email: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await db.entities.emailSuppression.get({ emailHash: emailHash(email) }).go();
    if (data || Date.now() > deadline) return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const login = (email: string) => api('/portal/login', { body: { email }, source: freshSource() });

describe('SES feedback and the per-recipient cap', () => {
  it.each([
    ['bounce@simulator.amazonses.com', 'bounce'],
    ['complaint@simulator.amazonses.com', 'complaint'],
  ] as const)('suppresses %s after its %s: no email goes there again', async (address, reason) => {
    await asClient(address);
    expect((await login(address)).status).toBe(202);
    await waitForMail(address);
    const suppression = await suppressionOf(address);
    expect(suppression).toMatchObject({ reason, emailHash: emailHash(address) });
    const sent = (await mailsTo(address)).length;
    expect((await login(address)).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(address)).toHaveLength(sent);
  });

  it('sends nothing to an address past its daily cap, whatever sends it', async () => {
    const email = await knownClient();
    const { key, endsAt } = rateWindowKey(`email-to:${emailHash(email)}`, EMAILS_PER_RECIPIENT, new Date());
    await db.entities.rateWindow
      .put({ ...key, count: EMAILS_PER_RECIPIENT.limit, expiresAt: endsAt + 60 })
      .go();
    expect((await login(email)).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(email)).toEqual([]);
  });

  it('counts each email to an address toward its cap', async () => {
    const email = await knownClient();
    expect((await login(email)).status).toBe(202);
    await waitForMail(email);
    const { key } = rateWindowKey(`email-to:${emailHash(email)}`, EMAILS_PER_RECIPIENT, new Date());
    expect((await db.entities.rateWindow.get(key).go()).data?.count).toBe(1);
  });
});
