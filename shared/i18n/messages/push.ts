import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * Push devices' API errors (`errors.<code>`, ADR 0098), joined to the others by the server's
 * translator only (shared/i18n/api-messages.ts): the SPA shows the API's own message, so the app's
 * first load carries none of them.
 */
export const pushErrors = defineMessages({
  fr: { push_devices_full: 'Dix appareils reçoivent déjà vos notifications : retirez-en un d’abord' },
  en: { push_devices_full: 'Ten devices already get your notifications: remove one first' },
  es: { push_devices_full: 'Ya hay diez dispositivos que reciben tus notificaciones: quita uno primero' },
});

/** Push devices' validation messages (`validation.push.…`), the server's only, as its errors. */
export const pushValidation = defineMessages({
  fr: { deviceNameRequired: 'Donnez un nom à cet appareil' },
  en: { deviceNameRequired: 'Give this device a name' },
  es: { deviceNameRequired: 'Ponle un nombre a este dispositivo' },
});

/**
 * The artist's push notifications (issue 32, item 2; ADR 0098): who and what, in the artist's
 * language; the notification opens the screen it names. Short: a lock screen shows two lines.
 */
export const push = defineMessages({
  fr: {
    request: { title: 'Nouvelle demande', body: '{{name}} vous demande un rendez-vous' },
    message: {
      title: 'Message de {{name}}',
      photos_one: '{{count}} photo',
      photos_other: '{{count}} photos',
    },
    depositPaid: { title: 'Acompte reçu', body: '{{name}} a payé son acompte' },
    requestCancelled: { title: 'Demande annulée', body: '{{name}} a annulé sa demande' },
    bookingCancelled: { title: 'Rendez-vous annulé', body: '{{name}} a annulé son rendez-vous' },
    consentSigned: { title: 'Consentement signé', body: '{{name}} a signé le formulaire de consentement' },
  },
  en: {
    request: { title: 'New request', body: '{{name}} asks you for a booking' },
    message: {
      title: 'Message from {{name}}',
      photos_one: '{{count}} photo',
      photos_other: '{{count}} photos',
    },
    depositPaid: { title: 'Deposit received', body: '{{name}} paid their deposit' },
    requestCancelled: { title: 'Request cancelled', body: '{{name}} cancelled their request' },
    bookingCancelled: { title: 'Booking cancelled', body: '{{name}} cancelled their booking' },
    consentSigned: { title: 'Consent signed', body: '{{name}} signed the consent form' },
  },
  es: {
    request: { title: 'Nueva solicitud', body: '{{name}} te pide una cita' },
    message: { title: 'Mensaje de {{name}}', photos_one: '{{count}} foto', photos_other: '{{count}} fotos' },
    depositPaid: { title: 'Anticipo recibido', body: '{{name}} pagó su anticipo' },
    requestCancelled: { title: 'Solicitud cancelada', body: '{{name}} canceló su solicitud' },
    bookingCancelled: { title: 'Cita cancelada', body: '{{name}} canceló su cita' },
    consentSigned: {
      title: 'Consentimiento firmado',
      body: '{{name}} firmó el formulario de consentimiento',
    },
  },
});
