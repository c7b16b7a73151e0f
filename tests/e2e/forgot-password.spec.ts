import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createConfirmedAccount } from './support/local-cloud.ts';
import { codeIn, linkIn, mailsTo, waitForMail } from './support/mailbox.ts';
import { chooseLanguage } from './support/site-language.ts';

const OLD_PASSWORD = 'Ancien-mot#2026';
const NEW_PASSWORD = 'Nouveau-mot#2026';

test.use({ locale: 'fr-FR' });

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Adresse email').fill(email);
  await field(page, 'Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('a forgotten password is reset with the emailed code; only the new one signs in', async ({
  page,
  baseURL,
}) => {
  const { email } = await createConfirmedAccount({ password: OLD_PASSWORD, locale: 'fr' });
  const mailsBefore = (await mailsTo(email)).length;

  await test.step('/login → /forgot-password → /forgot-password/confirmation', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
    await field(page, 'Adresse email').fill(email);
    await page.getByRole('button', { name: 'Envoyer le code' }).click();

    await expect(page).toHaveURL(`/forgot-password/confirmation?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Consultez vos emails' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      `Si un compte existe pour ${email}, un code de réinitialisation vient d’y être envoyé.`,
    );
    await expect(page.getByRole('link', { name: 'Saisir le code' })).toHaveAttribute(
      'href',
      `/change-password?email=${encodeURIComponent(email)}`,
    );
  });

  let code = '';
  await test.step('the reset email (in French): a link to /change-password carrying the email and the code', async () => {
    const mail = await waitForMail(email, { after: mailsBefore });
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Inkslot');
    code = codeIn(mail);
    const link = linkIn(mail, '/change-password');
    expect(link).toBe(`${baseURL}/change-password?email=${encodeURIComponent(email)}&code=${code}`);
    await page.goto(link);
  });

  await test.step('/change-password: a mismatched confirmation is refused, in fr then en', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choisissez un nouveau mot de passe' }),
    ).toBeVisible();
    // One click from the email: the email and the code are there, the new password has the focus.
    await expect(field(page, 'Adresse email')).toHaveValue(email);
    await expect(field(page, 'Code de vérification')).toHaveValue(code);
    await expect(field(page, 'Nouveau mot de passe')).toBeFocused();
    await page.keyboard.type(NEW_PASSWORD);
    await field(page, 'Confirmez le mot de passe').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByRole('alert')).toHaveText(['Les mots de passe ne correspondent pas']);
    await expect(field(page, 'Confirmez le mot de passe')).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas',
    );
    await expect(page).toHaveURL(/\/change-password\?/);

    await chooseLanguage(page, 'en');
    await expect(page.getByRole('alert')).toHaveText(['Passwords do not match']);
    await chooseLanguage(page, 'fr');
    await expect(page.getByRole('alert')).toHaveText(['Les mots de passe ne correspondent pas']);
  });

  await test.step('a matching confirmation changes it: /change-password/confirmation → /login', async () => {
    await field(page, 'Confirmez le mot de passe').fill(NEW_PASSWORD);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page).toHaveURL('/change-password/confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe modifié' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
    );
    await page.getByRole('link', { name: 'Retour à la connexion' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion à votre espace' })).toBeVisible();
  });

  await test.step('the old password fails with a clear error', async () => {
    await signIn(page, email, OLD_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Adresse email ou mot de passe incorrect');
    await expect(page).toHaveURL('/login');
  });

  await test.step('the new password signs in (a new artist: on to the onboarding)', async () => {
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL('/app/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Créez votre page' })).toBeVisible();
  });
});
