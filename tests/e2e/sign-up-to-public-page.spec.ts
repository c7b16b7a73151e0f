import { expect, test } from './support/fixtures.ts';
import { uniqueEmail, uniquePseudo } from './support/local-cloud.ts';
import { codeIn, waitForMail } from './support/mailbox.ts';
import { skipOnboardingDetails } from './support/onboarding.ts';
import { chooseLanguage } from './support/site-language.ts';

const PASSWORD = 'Tatouage#2026';

test.use({ locale: 'fr-FR' });

test('a new artist signs up in French, verifies the email, onboards and has a public page', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('signup');
  const pseudo = uniquePseudo('mia');
  const displayName = 'Mia Encre';

  await test.step('/signup speaks the browser language (fr-FR) and validates in French', async () => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte artiste' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    const submit = page.getByRole('button', { name: 'Créer mon compte' });
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(['Adresse email requise', 'Mot de passe requis']);
    await expect(page.getByRole('textbox', { name: 'Adresse email', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      page.getByRole('textbox', { name: 'Adresse email', exact: true }),
    ).toHaveAccessibleDescription('Adresse email requise');

    await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill('pas-une-adresse');
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('court');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText([
      'Adresse email invalide',
      'Le mot de passe doit contenir au moins 8 caractères',
    ]);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('assezlong1');
    await expect(page.getByRole('alert')).toHaveText([
      'Adresse email invalide',
      'Le mot de passe doit contenir au moins 1 caractère spécial',
    ]);
  });

  await test.step('the language switcher turns the page and its messages into English', async () => {
    await chooseLanguage(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your artist account' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText([
      'Invalid email address',
      'Password must contain at least 1 special character',
    ]);
    await page.getByRole('textbox', { name: 'Email address', exact: true }).clear();
    await expect(page.getByRole('alert').first()).toHaveText('Email address is required');

    // Back to French: the account's language is the page's at sign-up (its emails follow it).
    await chooseLanguage(page, 'fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('alert').first()).toHaveText('Adresse email requise');
  });

  await test.step('signs up', async () => {
    await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
  });

  await test.step('/verify-email: the mailed code, the resend countdown', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre adresse email' })).toBeVisible();
    await expect(page.getByText(`Nous avons envoyé un code à 6 chiffres à ${email}.`)).toBeVisible();

    const resend = page.getByRole('button', { name: /^Renvoyer le code dans \d+ s$/ });
    await expect(resend).toBeDisabled();
    const firstLabel = (await resend.textContent()) ?? '';
    const seconds = Number(/(\d+) s$/.exec(firstLabel)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(45);
    expect(seconds).toBeLessThanOrEqual(60);
    // The countdown runs: the label changes within a couple of seconds and the button stays disabled.
    await expect(resend).not.toHaveText(firstLabel, { timeout: 3_000 });
    await expect(resend).toBeDisabled();

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Votre code de vérification Inkslot');
    await page.getByRole('textbox', { name: 'Code de vérification', exact: true }).fill(codeIn(mail));
    await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
  });

  await test.step('/login with the verified notice, then sign in', async () => {
    await expect(page).toHaveURL(`/login?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('status')).toHaveText(
      'Votre adresse email est vérifiée. Vous pouvez vous connecter.',
    );
    await expect(page.getByRole('textbox', { name: 'Adresse email', exact: true })).toHaveValue(email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL('/app/onboarding');
  });

  await test.step('/app/onboarding: pseudo (its availability shows) and display name', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Créez votre page' })).toBeVisible();
    const pseudoField = page.getByRole('textbox', { name: 'Nom d’utilisateur', exact: true });
    await pseudoField.fill(pseudo);
    await expect(page.getByRole('status')).toHaveText('Ce nom d’utilisateur est disponible');
    await expect(pseudoField).toHaveAccessibleDescription(`L’adresse de votre page : ${baseURL}/${pseudo}`);
    await page.getByRole('textbox', { name: 'Nom d’affichage', exact: true }).fill(displayName);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await skipOnboardingDetails(page);

    const welcome = page.getByRole('dialog', { name: `Bienvenue sur Inkslot, ${displayName} !` });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Accéder à mon espace' }).click();
  });

  await test.step('/app shows the display name and the link to the public page', async () => {
    await expect(page).toHaveURL('/app');
    await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${displayName} !` })).toBeVisible();
    const share = page.getByRole('region', { name: 'Votre page' });
    await expect(share.getByText(`${baseURL}/${pseudo}`, { exact: true }).first()).toBeVisible();
    const viewPage = share.getByRole('link', { name: 'Voir ma page' });
    await expect(viewPage).toHaveAttribute('href', `/${pseudo}`);
    await viewPage.click();
  });

  await test.step('/{pseudo} shows the display name', async () => {
    await expect(page).toHaveURL(`/${pseudo}`);
    await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
    await expect(page.getByText(`@${pseudo}`)).toBeVisible();
  });

  await test.step('the welcome email, in French, is in the mailbox', async () => {
    const welcome = await waitForMail(email, {
      match: (mail) => mail.subject.startsWith('Votre page Inkslot est en ligne'),
      timeoutMs: 15_000,
    });
    expect(welcome.subject).toBe(`Votre page Inkslot est en ligne, ${displayName}`);
    expect(`${welcome.body.html ?? ''}${welcome.body.text ?? ''}`).toContain(`/${pseudo}`);
  });
});
