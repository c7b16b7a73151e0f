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
      metrics: { onboarded: 'Page publique créée', requestsReceived: 'Demandes reçues' },
    },
    projectTypes: { flash: 'un flash', custom: 'un projet personnalisé', touchup: 'une retouche' },
    requestSent: {
      subject: 'Votre demande a bien été envoyée à {{displayName}}',
      greeting: 'Bonjour {{firstname}},',
      body: 'Votre demande pour {{projectType}} a bien été envoyée à {{displayName}}, pour le créneau du {{date}} (heure de {{timezone}}). Ce créneau vous est réservé pendant que l’artiste étudie votre demande.',
      location: 'Lieu : {{shopName}}, {{city}}.',
      next: 'Vous recevrez un email dès que l’artiste aura répondu. Suivez votre demande dans votre espace client avec cette adresse email.',
      cta: 'Suivre ma demande',
    },
    newRequest: {
      subject: 'Nouvelle demande de {{firstname}}',
      body: '{{firstname}} vous demande {{projectType}} pour le créneau du {{date}}. Ce créneau est réservé jusqu’à votre réponse.',
      location: 'Pendant votre voyage : {{shopName}}, {{city}}.',
      cta: 'Voir la demande',
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
      metrics: { onboarded: 'Public page created', requestsReceived: 'Requests received' },
    },
    projectTypes: { flash: 'a flash', custom: 'a custom project', touchup: 'a touch-up' },
    requestSent: {
      subject: 'Your request was sent to {{displayName}}',
      greeting: 'Hello {{firstname}},',
      body: 'Your request for {{projectType}} was sent to {{displayName}}, for the slot on {{date}} ({{timezone}} time). This slot is held for you while the artist reviews your request.',
      location: 'Where: {{shopName}}, {{city}}.',
      next: 'You will get an email as soon as the artist answers. Follow your request in your client space with this email address.',
      cta: 'Follow my request',
    },
    newRequest: {
      subject: 'New request from {{firstname}}',
      body: '{{firstname}} asks you for {{projectType}} in the slot on {{date}}. The slot is held until you answer.',
      location: 'During your travel: {{shopName}}, {{city}}.',
      cta: 'See the request',
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
      metrics: { onboarded: 'Página pública creada', requestsReceived: 'Solicitudes recibidas' },
    },
    projectTypes: { flash: 'un flash', custom: 'un proyecto personalizado', touchup: 'un retoque' },
    requestSent: {
      subject: 'Tu solicitud se envió a {{displayName}}',
      greeting: 'Hola {{firstname}}:',
      body: 'Tu solicitud de {{projectType}} se envió a {{displayName}}, para el horario del {{date}} (hora de {{timezone}}). Este horario queda reservado para ti mientras el artista estudia tu solicitud.',
      location: 'Lugar: {{shopName}}, {{city}}.',
      next: 'Recibirás un correo en cuanto el artista responda. Sigue tu solicitud en tu espacio de cliente con esta dirección de correo.',
      cta: 'Seguir mi solicitud',
    },
    newRequest: {
      subject: 'Nueva solicitud de {{firstname}}',
      body: '{{firstname}} te pide {{projectType}} para el horario del {{date}}. El horario queda reservado hasta tu respuesta.',
      location: 'Durante tu viaje: {{shopName}}, {{city}}.',
      cta: 'Ver la solicitud',
    },
  },
});
