import { defineMessages } from '../define-messages.ts';

/** Every email the product sends: Cognito's (through the CustomMessage trigger) and the consumers'. */
export const email = defineMessages({
  fr: {
    footer: 'Inkslot, la prise de rendez-vous des tatoueurs',
    signUp: {
      subject: 'Votre code de vérification Inkslot',
      body: 'Bienvenue sur Inkslot ! Votre code de vérification est {{code}}. Il expire dans 24 heures.',
    },
    resendCode: {
      subject: 'Votre nouveau code de vérification Inkslot',
      body: 'Votre nouveau code de vérification est {{code}}.',
    },
    forgotPassword: {
      subject: 'Réinitialisez votre mot de passe Inkslot',
      body: 'Votre code de réinitialisation est {{code}}. Vous pouvez aussi ouvrir ce lien : {{link}}',
      ignore: "Si vous n'avez rien demandé, ignorez cet email.",
    },
    welcome: {
      subject: 'Votre page Inkslot est en ligne, {{displayName}}',
      body: 'Bienvenue {{displayName}} ! Votre page publique est prête : {{link}}. Ajoutez vos flashs et réalisations pour recevoir vos premières demandes.',
      cta: 'Voir ma page',
    },
    digest: {
      subject: 'Votre journée sur Inkslot, {{displayName}}',
      intro: 'Voici le résumé de votre journée :',
      cta: 'Ouvrir Inkslot',
      metrics: { onboarded: 'Page publique créée' },
    },
  },
  en: {
    footer: 'Inkslot, booking for tattoo artists',
    signUp: {
      subject: 'Your Inkslot verification code',
      body: 'Welcome to Inkslot! Your verification code is {{code}}. It expires in 24 hours.',
    },
    resendCode: {
      subject: 'Your new Inkslot verification code',
      body: 'Your new verification code is {{code}}.',
    },
    forgotPassword: {
      subject: 'Reset your Inkslot password',
      body: 'Your reset code is {{code}}. You can also open this link: {{link}}',
      ignore: 'If you did not ask for this, ignore this email.',
    },
    welcome: {
      subject: 'Your Inkslot page is live, {{displayName}}',
      body: 'Welcome {{displayName}}! Your public page is ready: {{link}}. Add your flashes and works to get your first requests.',
      cta: 'See my page',
    },
    digest: {
      subject: 'Your day on Inkslot, {{displayName}}',
      intro: 'Here is the summary of your day:',
      cta: 'Open Inkslot',
      metrics: { onboarded: 'Public page created' },
    },
  },
  es: {
    footer: 'Inkslot, las citas de los tatuadores',
    signUp: {
      subject: 'Tu código de verificación de Inkslot',
      body: '¡Bienvenido a Inkslot! Tu código de verificación es {{code}}. Caduca en 24 horas.',
    },
    resendCode: {
      subject: 'Tu nuevo código de verificación de Inkslot',
      body: 'Tu nuevo código de verificación es {{code}}.',
    },
    forgotPassword: {
      subject: 'Restablece tu contraseña de Inkslot',
      body: 'Tu código de restablecimiento es {{code}}. También puedes abrir este enlace: {{link}}',
      ignore: 'Si no lo has pedido, ignora este correo.',
    },
    welcome: {
      subject: 'Tu página de Inkslot está en línea, {{displayName}}',
      body: '¡Bienvenido {{displayName}}! Tu página pública está lista: {{link}}. Añade tus flashes y trabajos para recibir tus primeras solicitudes.',
      cta: 'Ver mi página',
    },
    digest: {
      subject: 'Tu día en Inkslot, {{displayName}}',
      intro: 'Este es el resumen de tu día:',
      cta: 'Abrir Inkslot',
      metrics: { onboarded: 'Página pública creada' },
    },
  },
});
