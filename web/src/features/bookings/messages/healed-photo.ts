import { defineMessages } from '#shared/i18n/define-messages.ts';

/** `web.bookings.healedPhoto`: the photo of the healed tattoo on the booking's detail (ADR 0101). */
export const bookingHealedPhoto = defineMessages({
  fr: {
    healedPhoto: {
      title: 'Tatouage cicatrisé',
      sent: '{{client}} a envoyé une photo de son tatouage cicatrisé le {{date}}.',
      open: 'Photo du tatouage cicatrisé de {{client}} (ouvrir en grand)',
      private: 'Privée : vous seul·e la voyez.',
      error: 'La photo n’a pas pu être chargée. Rechargez la page.',
    },
  },
  en: {
    healedPhoto: {
      title: 'Healed tattoo',
      sent: '{{client}} sent a photo of their healed tattoo on {{date}}.',
      open: '{{client}}’s healed tattoo photo (open full size)',
      private: 'Private: only you see it.',
      error: 'The photo could not be loaded. Reload the page.',
    },
  },
  es: {
    healedPhoto: {
      title: 'Tatuaje cicatrizado',
      sent: '{{client}} envió una foto de su tatuaje cicatrizado el {{date}}.',
      open: 'Foto del tatuaje cicatrizado de {{client}} (abrir en grande)',
      private: 'Privada: solo tú la ves.',
      error: 'No se pudo cargar la foto. Recarga la página.',
    },
  },
});
