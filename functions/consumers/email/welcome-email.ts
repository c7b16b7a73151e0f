import { artistOnboarded } from '#events/definitions/onboarding.ts';
import { defineEmail, words } from './letter.ts';

/** `artist.onboarded`: the artist's welcome, in their language, with a link to their public page. */
export const welcomeEmail = defineEmail(artistOnboarded, (payload, { appUrl }) => {
  const link = `${appUrl}/${payload.pseudo}`;
  const vars = { displayName: payload.displayName, link };
  return [
    {
      template: 'welcome',
      to: payload.email,
      locale: payload.locale,
      subject: words('email.welcome.subject', vars),
      blocks: [words('email.welcome.body', vars)],
      cta: { label: words('email.welcome.cta'), url: link },
    },
  ];
});
