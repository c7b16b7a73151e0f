import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * `web.booking.{closed,exit,confirmEmail,confirmLink,confirmation}`, a part of `web.booking` (joined in
 * ../messages.ts).
 */
export const bookingConfirmation = defineMessages({
  fr: {
    closed: {
      title: 'Réservations fermées',
      text: '{{displayName}} ne prend pas de nouvelles demandes pour le moment.',
    },
    exit: {
      title: 'Quitter le formulaire de réservation ?',
      text: 'Votre demande n’est pas encore envoyée. Si vous quittez le formulaire, les informations saisies seront perdues.',
      leave: 'Quitter le formulaire',
      stay: 'Continuer ma demande',
    },
    confirmEmail: {
      pageTitle: 'Confirmez votre email',
      title: 'Vérifiez votre boîte mail',
      intro:
        'Nous avons envoyé un code à 6 chiffres à {{email}}. Saisissez-le ici pour envoyer votre demande à {{displayName}}, ou appuyez sur le bouton de l’email.',
      hold_one: 'Nous vous gardons ce créneau encore {{count}} minute, jusqu’à {{time}}.',
      hold_other: 'Nous vous gardons ce créneau {{count}} minutes, jusqu’à {{time}}.',
      holdNext: 'Sans confirmation, rien n’est envoyé à {{displayName}} et le créneau est libéré.',
      codeLabel: 'Code de confirmation',
      codeHint: '6 chiffres, dans l’email d’Inkslot',
      codeFormat: 'Saisissez les 6 chiffres du code',
      submit: 'Confirmer ma demande',
      notReceived: 'Rien reçu ? Regardez dans les spams, puis demandez un nouveau code.',
      resend: 'Renvoyer le code',
      resendIn: 'Renvoyer le code dans {{seconds}} s',
      resent: 'Nouveau code envoyé à {{email}} : le précédent ne fonctionne plus.',
      expired:
        'Le délai pour confirmer est passé : votre demande n’a pas été envoyée à {{displayName}} et le créneau a été libéré.',
      again: 'Refaire ma demande',
    },
    confirmLink: {
      title: 'Confirmez votre demande à {{displayName}}',
      intro: 'Votre demande ne part chez {{displayName}} qu’une fois confirmée : appuyez sur le bouton.',
    },
    confirmation: {
      pageTitle: 'Demande envoyée',
      title: 'Demande envoyée !',
      text: '{{displayName}} a bien reçu votre demande pour le {{day}}, {{time}}.',
      generic: '{{displayName}} a bien reçu votre demande.',
      email: 'Un email de confirmation est envoyé à {{email}}, avec le lien de votre espace client.',
      next: '{{displayName}} étudie votre demande : sa réponse arrivera par email.',
      drawTitle: 'Vous êtes dans le tirage au sort',
      drawText:
        'Votre demande participe au tirage au sort de l’ouverture de {{displayName}}. Résultats le {{when}}.',
      drawEmail: 'Tiré au sort ou non, vous recevrez la réponse par email à {{email}}.',
      drawNext: 'Tiré au sort ou non, vous recevrez la réponse par email.',
    },
  },
  en: {
    closed: {
      title: 'Bookings closed',
      text: '{{displayName}} is not taking new requests right now.',
    },
    exit: {
      title: 'Leave the booking form?',
      text: 'Your request has not been sent yet. If you leave the form, what you entered will be lost.',
      leave: 'Leave the form',
      stay: 'Continue my request',
    },
    confirmEmail: {
      pageTitle: 'Confirm your email',
      title: 'Check your inbox',
      intro:
        'We sent a 6-digit code to {{email}}. Type it here to send your request to {{displayName}}, or press the button in the email.',
      hold_one: 'We keep this slot for you {{count}} more minute, until {{time}}.',
      hold_other: 'We keep this slot for you {{count}} minutes, until {{time}}.',
      holdNext: 'Without confirmation nothing is sent to {{displayName}} and the slot is released.',
      codeLabel: 'Confirmation code',
      codeHint: '6 digits, in the email from Inkslot',
      codeFormat: 'Type the 6 digits of the code',
      submit: 'Confirm my request',
      notReceived: 'Nothing yet? Look in your spam folder, then ask for a new code.',
      resend: 'Send the code again',
      resendIn: 'Send again in {{seconds}} s',
      resent: 'New code sent to {{email}}: the previous one no longer works.',
      expired:
        'The time to confirm has passed: your request was not sent to {{displayName}} and the slot was released.',
      again: 'Make my request again',
    },
    confirmLink: {
      title: 'Confirm your request to {{displayName}}',
      intro: 'Your request reaches {{displayName}} only once confirmed: press the button.',
    },
    confirmation: {
      pageTitle: 'Request sent',
      title: 'Request sent!',
      text: '{{displayName}} received your request for {{day}}, {{time}}.',
      generic: '{{displayName}} received your request.',
      email: 'A confirmation email is on its way to {{email}}, with the link to your client space.',
      next: '{{displayName}} will look at your request: the answer will come by email.',
      drawTitle: 'You are in the draw',
      drawText: 'Your request is in the draw of {{displayName}}’s opening. Results on {{when}}.',
      drawEmail: 'Drawn or not, you will get the answer by email at {{email}}.',
      drawNext: 'Drawn or not, you will get the answer by email.',
    },
  },
  es: {
    closed: {
      title: 'Reservas cerradas',
      text: '{{displayName}} no acepta nuevas solicitudes por ahora.',
    },
    exit: {
      title: '¿Salir del formulario de reserva?',
      text: 'Tu solicitud todavía no se ha enviado. Si sales del formulario, perderás los datos introducidos.',
      leave: 'Salir del formulario',
      stay: 'Seguir con mi solicitud',
    },
    confirmEmail: {
      pageTitle: 'Confirma tu correo',
      title: 'Revisa tu bandeja de entrada',
      intro:
        'Enviamos un código de 6 cifras a {{email}}. Escríbelo aquí para enviar tu solicitud a {{displayName}}, o pulsa el botón del correo.',
      hold_one: 'Te guardamos este horario {{count}} minuto más, hasta las {{time}}.',
      hold_other: 'Te guardamos este horario {{count}} minutos, hasta las {{time}}.',
      holdNext: 'Sin confirmación no se envía nada a {{displayName}} y el horario se libera.',
      codeLabel: 'Código de confirmación',
      codeHint: '6 cifras, en el correo de Inkslot',
      codeFormat: 'Escribe las 6 cifras del código',
      submit: 'Confirmar mi solicitud',
      notReceived: '¿No te llegó nada? Mira en la carpeta de spam y pide un código nuevo.',
      resend: 'Reenviar el código',
      resendIn: 'Reenviar en {{seconds}} s',
      resent: 'Código nuevo enviado a {{email}}: el anterior ya no funciona.',
      expired:
        'El plazo para confirmar ha terminado: tu solicitud no se envió a {{displayName}} y el horario se liberó.',
      again: 'Volver a hacer mi solicitud',
    },
    confirmLink: {
      title: 'Confirma tu solicitud a {{displayName}}',
      intro: 'Tu solicitud solo llega a {{displayName}} una vez confirmada: pulsa el botón.',
    },
    confirmation: {
      pageTitle: 'Solicitud enviada',
      title: '¡Solicitud enviada!',
      text: '{{displayName}} ha recibido tu solicitud para el {{day}}, {{time}}.',
      generic: '{{displayName}} ha recibido tu solicitud.',
      email: 'Se ha enviado un correo de confirmación a {{email}}, con el enlace a tu espacio de cliente.',
      next: '{{displayName}} estudiará tu solicitud: la respuesta llegará por correo.',
      drawTitle: 'Estás en el sorteo',
      drawText:
        'Tu solicitud participa en el sorteo de la apertura de {{displayName}}. Resultados el {{when}}.',
      drawEmail: 'Salgas o no en el sorteo, recibirás la respuesta por correo en {{email}}.',
      drawNext: 'Salgas o no en el sorteo, recibirás la respuesta por correo.',
    },
  },
});
