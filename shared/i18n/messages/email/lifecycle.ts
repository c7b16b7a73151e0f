import { defineMessages } from '#shared/i18n/define-messages.ts';

/** The emails of a request's and a booking's life (accepted, refused, cancelled, moved, paid, reminded), `email.lifecycle.…`. */
export const lifecycle = defineMessages({
  fr: {
    greeting: 'Bonjour {{firstname}},',
    when: 'le {{date}} (heure {{zone, of}})',
    place: 'Lieu : {{place}}.',
    reason: 'Motif : {{reason}}',
    released: 'Ce créneau est de nouveau disponible à la réservation.',
    policy: {
      deadline_one: 'Acompte à payer dans l’heure qui suit l’acceptation, sinon le rendez-vous est annulé.',
      deadline_other:
        'Acompte à payer dans les {{count}} heures qui suivent l’acceptation, sinon le rendez-vous est annulé.',
      refundNotice_one:
        'Annulation au moins {{count}} jour avant : l’acompte est remboursé. Plus tard, il est conservé.',
      refundNotice_other:
        'Annulation au moins {{count}} jours avant : l’acompte est remboursé. Plus tard, il est conservé.',
      refundAlways: 'Annulation à tout moment avant le rendez-vous : l’acompte est remboursé.',
      moves_one: 'Vous pouvez déplacer votre rendez-vous une fois depuis votre espace client.',
      moves_other: 'Vous pouvez déplacer votre rendez-vous {{count}} fois depuis votre espace client.',
      noMoves: 'Pour déplacer le rendez-vous, écrivez à l’artiste.',
      artistCancels: 'Si l’artiste annule, l’acompte est toujours remboursé.',
    },
    accepted: {
      price: 'Prix : {{price}}.',
      deposit: 'Acompte à verser : {{deposit}}. {{displayName}} vous indiquera comment le régler.',
      depositOnline:
        'Acompte à verser : {{deposit}}, à régler en ligne par carte depuis votre espace client.',
      payCta: 'Payer l’acompte de {{deposit}}',
      calendar: 'Ajoutez ce rendez-vous à votre agenda avec le fichier joint.',
      portal:
        'Retrouvez votre rendez-vous et l’état de votre paiement dans votre espace client, avec cette adresse email.',
      cta: 'Voir mon rendez-vous',
    },
    refused: {
      released: 'Ce créneau est libéré : vous pouvez en choisir un autre sur la page de l’artiste.',
      cta: 'Voir la page {{displayName, of}}',
    },
    requestCancelled: {
      subject: '{{firstname}} a annulé sa demande',
      body: '{{firstname}} a annulé sa demande pour {{projectType}} {{when}}.',
      cta: 'Voir mes demandes',
      declinedSubject: '{{firstname}} refuse le nouveau créneau',
      declinedBody:
        '{{firstname}} a refusé le nouveau créneau que vous proposiez et annulé sa demande pour {{projectType}} {{when}}.',
    },
    timesProposed: {
      subject: '{{displayName}} vous propose des horaires',
      body: '{{displayName}} a étudié votre demande pour {{projectType}} et vous propose ces horaires (heure {{zone, of}}) : choisissez celui qui vous convient.',
      deadline: 'Ils vous sont réservés jusqu’au {{endsAt}}. Passé ce délai, ils seront libérés.',
      price: 'Prix : {{price}}.',
      deposit: 'Acompte à verser une fois l’horaire choisi : {{deposit}}.',
      pick: 'Choisir le {{date}}',
      cta: 'Voir ma demande',
    },
    moveAccepted: {
      subject: '{{firstname}} accepte le nouveau créneau',
      body: '{{firstname}} accepte le nouveau créneau de sa demande pour {{projectType}} : {{when}}.',
      next: 'La demande reste en attente : acceptez-la pour confirmer le rendez-vous.',
      cta: 'Voir la demande',
    },
    moved: {
      change: 'Avant : le {{from}}. Désormais : le {{to}} (heure {{zone, of}}).',
      calendar: 'Le fichier joint met à jour ce rendez-vous dans votre agenda.',
      bookingCta: 'Voir mon rendez-vous',
      requestAnswer:
        'Ce créneau vous convient ? Acceptez-le dans votre espace client, ou annulez votre demande : {{displayName}} sera prévenu.',
      requestCta: 'Accepter ou annuler',
      byClientSubject: 'Votre rendez-vous avec {{displayName}} est déplacé',
      byClientBody: 'C’est noté : vous avez déplacé votre rendez-vous pour {{projectType}}.',
      artistSubject: '{{firstname}} a déplacé son rendez-vous',
      artistBody:
        '{{firstname}} a déplacé son rendez-vous pour {{projectType}}, comme votre politique le permet.',
      artistCta: 'Voir le rendez-vous',
    },
    bookingCancelled: {
      calendar: 'Le fichier joint retire ce rendez-vous de votre agenda.',
      clientCta: 'Voir la page {{displayName, of}}',
      artistSubject: '{{firstname}} a annulé son rendez-vous',
      artistBody: '{{firstname}} a annulé son rendez-vous pour {{projectType}} {{when}}.',
      artistCta: 'Voir mes rendez-vous',
      expiredReason: 'L’acompte n’a pas été payé dans le délai prévu par la politique de l’artiste.',
      expiredSubject: 'Acompte non payé : le rendez-vous de {{firstname}} est annulé',
      expiredBody:
        'L’acompte du rendez-vous de {{firstname}} pour {{projectType}} {{when}} n’a pas été payé dans votre délai : Inkslot l’a annulé comme le prévoit votre politique.',
    },
    payment: {
      depositSubject: '{{displayName}} a bien reçu votre acompte',
      depositBody: 'Votre acompte de {{deposit}} pour votre rendez-vous {{when}} est enregistré.',
      totalSubject: '{{displayName}} a bien reçu votre paiement',
      totalBody: 'Votre rendez-vous {{when}} est entièrement réglé ({{price}}).',
      cta: 'Voir mon rendez-vous',
    },
    ics: {
      title: 'Tatouage avec {{displayName}}',
      project: 'Projet : {{projectType}}.',
      price: 'Prix : {{price}}.',
      deposit: 'Acompte : {{deposit}}.',
      portal: 'Votre espace client : {{link}}',
    },
  },
  en: {
    greeting: 'Hello {{firstname}},',
    when: 'on {{date}} ({{zone}} time)',
    place: 'Where: {{place}}.',
    reason: 'Reason: {{reason}}',
    released: 'This slot can be booked again.',
    policy: {
      deadline_one: 'Pay the deposit within an hour of acceptance, or the booking is cancelled.',
      deadline_other: 'Pay the deposit within {{count}} hours of acceptance, or the booking is cancelled.',
      refundNotice_one: 'Cancel at least {{count}} day before: the deposit is refunded. Later, it is kept.',
      refundNotice_other:
        'Cancel at least {{count}} days before: the deposit is refunded. Later, it is kept.',
      refundAlways: 'Cancel any time before the appointment: the deposit is refunded.',
      moves_one: 'You may move your appointment once from your client space.',
      moves_other: 'You may move your appointment {{count}} times from your client space.',
      noMoves: 'To move the appointment, write to the artist.',
      artistCancels: 'If the artist cancels, the deposit is always refunded.',
    },
    accepted: {
      price: 'Price: {{price}}.',
      deposit: 'Deposit to pay: {{deposit}}. {{displayName}} will tell you how to pay it.',
      depositOnline: 'Deposit to pay: {{deposit}}, by card online from your client space.',
      payCta: 'Pay the {{deposit}} deposit',
      calendar: 'Add this appointment to your calendar with the attached file.',
      portal: 'Find your appointment and its payment status in your client space, with this email address.',
      cta: 'See my appointment',
    },
    refused: {
      released: 'The slot is released: you can choose another one on the artist’s page.',
      cta: 'See {{displayName}}’s page',
    },
    requestCancelled: {
      subject: '{{firstname}} cancelled their request',
      body: '{{firstname}} cancelled their request for {{projectType}} {{when}}.',
      cta: 'See my requests',
      declinedSubject: '{{firstname}} cannot make the new time',
      declinedBody:
        '{{firstname}} declined the new time you proposed and cancelled their request for {{projectType}} {{when}}.',
    },
    timesProposed: {
      subject: '{{displayName}} proposes times for you',
      body: '{{displayName}} read your request for {{projectType}} and proposes these times ({{zone}} time): pick the one that suits you.',
      deadline: 'They are kept for you until {{endsAt}}. After that, they are released.',
      price: 'Price: {{price}}.',
      deposit: 'Deposit to pay once you picked a time: {{deposit}}.',
      pick: 'Pick {{date}}',
      cta: 'See my request',
    },
    moveAccepted: {
      subject: '{{firstname}} accepts the new time',
      body: '{{firstname}} accepts the new time of their request for {{projectType}}: {{when}}.',
      next: 'The request is still pending: accept it to confirm the appointment.',
      cta: 'See the request',
    },
    moved: {
      change: 'Before: {{from}}. Now: {{to}} ({{zone}} time).',
      calendar: 'The attached file updates this appointment in your calendar.',
      bookingCta: 'See my appointment',
      requestAnswer:
        'Does this time suit you? Accept it in your client space, or cancel your request: {{displayName}} will be told.',
      requestCta: 'Accept or cancel',
      byClientSubject: 'Your appointment with {{displayName}} is moved',
      byClientBody: 'Done: you moved your appointment for {{projectType}}.',
      artistSubject: '{{firstname}} moved their appointment',
      artistBody: '{{firstname}} moved their appointment for {{projectType}}, as your policy allows.',
      artistCta: 'See the appointment',
    },
    bookingCancelled: {
      calendar: 'The attached file removes this appointment from your calendar.',
      clientCta: 'See {{displayName}}’s page',
      artistSubject: '{{firstname}} cancelled their appointment',
      artistBody: '{{firstname}} cancelled their appointment for {{projectType}} {{when}}.',
      artistCta: 'See my appointments',
      expiredReason: 'The deposit was not paid within the time set by the artist’s policy.',
      expiredSubject: 'Deposit unpaid: {{firstname}}’s booking is cancelled',
      expiredBody:
        'The deposit for {{firstname}}’s booking for {{projectType}} {{when}} was not paid in time: Inkslot cancelled it as your policy says.',
    },
    payment: {
      depositSubject: '{{displayName}} received your deposit',
      depositBody: 'Your deposit of {{deposit}} for your appointment {{when}} is recorded.',
      totalSubject: '{{displayName}} received your payment',
      totalBody: 'Your appointment {{when}} is paid in full ({{price}}).',
      cta: 'See my appointment',
    },
    ics: {
      title: 'Tattoo with {{displayName}}',
      project: 'Project: {{projectType}}.',
      price: 'Price: {{price}}.',
      deposit: 'Deposit: {{deposit}}.',
      portal: 'Your client space: {{link}}',
    },
  },
  es: {
    greeting: 'Hola {{firstname}}:',
    when: 'el {{date}} (hora de {{zone}})',
    place: 'Lugar: {{place}}.',
    reason: 'Motivo: {{reason}}',
    released: 'Este horario vuelve a estar disponible para reservar.',
    policy: {
      deadline_one: 'Paga el depósito en la hora siguiente a la aceptación; si no, la cita se cancela.',
      deadline_other:
        'Paga el depósito en las {{count}} horas siguientes a la aceptación; si no, la cita se cancela.',
      refundNotice_one:
        'Cancelación al menos {{count}} día antes: se reembolsa el depósito. Más tarde, se conserva.',
      refundNotice_other:
        'Cancelación al menos {{count}} días antes: se reembolsa el depósito. Más tarde, se conserva.',
      refundAlways: 'Cancelación en cualquier momento antes de la cita: se reembolsa el depósito.',
      moves_one: 'Puedes cambiar la fecha de tu cita una vez desde tu espacio de cliente.',
      moves_other: 'Puedes cambiar la fecha de tu cita {{count}} veces desde tu espacio de cliente.',
      noMoves: 'Para cambiar la fecha, escribe al artista.',
      artistCancels: 'Si el artista cancela, el depósito siempre se reembolsa.',
    },
    accepted: {
      price: 'Precio: {{price}}.',
      deposit: 'Depósito a pagar: {{deposit}}. {{displayName}} te dirá cómo pagarlo.',
      depositOnline: 'Depósito a pagar: {{deposit}}, con tarjeta en línea desde tu espacio de cliente.',
      payCta: 'Pagar el depósito de {{deposit}}',
      calendar: 'Añade esta cita a tu calendario con el archivo adjunto.',
      portal:
        'Encuentra tu cita y el estado de tu pago en tu espacio de cliente, con esta dirección de correo.',
      cta: 'Ver mi cita',
    },
    refused: {
      released: 'El horario queda libre: puedes elegir otro en la página del artista.',
      cta: 'Ver la página de {{displayName}}',
    },
    requestCancelled: {
      subject: '{{firstname}} canceló su solicitud',
      body: '{{firstname}} canceló su solicitud de {{projectType}} {{when}}.',
      cta: 'Ver mis solicitudes',
      declinedSubject: '{{firstname}} no puede en el nuevo horario',
      declinedBody:
        '{{firstname}} rechazó el nuevo horario que propusiste y canceló su solicitud de {{projectType}} {{when}}.',
    },
    timesProposed: {
      subject: '{{displayName}} te propone horarios',
      body: '{{displayName}} ha leído tu solicitud de {{projectType}} y te propone estos horarios (hora de {{zone}}): elige el que te venga bien.',
      deadline: 'Están reservados para ti hasta el {{endsAt}}. Después, se liberan.',
      price: 'Precio: {{price}}.',
      deposit: 'Depósito a pagar una vez elegido el horario: {{deposit}}.',
      pick: 'Elegir el {{date}}',
      cta: 'Ver mi solicitud',
    },
    moveAccepted: {
      subject: '{{firstname}} acepta el nuevo horario',
      body: '{{firstname}} acepta el nuevo horario de su solicitud de {{projectType}}: {{when}}.',
      next: 'La solicitud sigue pendiente: acéptala para confirmar la cita.',
      cta: 'Ver la solicitud',
    },
    moved: {
      change: 'Antes: {{from}}. Ahora: {{to}} (hora de {{zone}}).',
      calendar: 'El archivo adjunto actualiza esta cita en tu calendario.',
      bookingCta: 'Ver mi cita',
      requestAnswer:
        '¿Te viene bien este horario? Acéptalo en tu espacio de cliente o cancela tu solicitud: {{displayName}} recibirá un aviso.',
      requestCta: 'Aceptar o cancelar',
      byClientSubject: 'Tu cita con {{displayName}} ha cambiado de fecha',
      byClientBody: 'Hecho: cambiaste la fecha de tu cita para {{projectType}}.',
      artistSubject: '{{firstname}} cambió la fecha de su cita',
      artistBody: '{{firstname}} cambió la fecha de su cita para {{projectType}}, como permite tu política.',
      artistCta: 'Ver la cita',
    },
    bookingCancelled: {
      calendar: 'El archivo adjunto quita esta cita de tu calendario.',
      clientCta: 'Ver la página de {{displayName}}',
      artistSubject: '{{firstname}} canceló su cita',
      artistBody: '{{firstname}} canceló su cita de {{projectType}} {{when}}.',
      artistCta: 'Ver mis citas',
      expiredReason: 'El depósito no se pagó en el plazo fijado por la política del artista.',
      expiredSubject: 'Depósito sin pagar: la cita de {{firstname}} está cancelada',
      expiredBody:
        'El depósito de la cita de {{firstname}} para {{projectType}} {{when}} no se pagó a tiempo: Inkslot la canceló como indica tu política.',
    },
    payment: {
      depositSubject: '{{displayName}} recibió tu depósito',
      depositBody: 'Tu depósito de {{deposit}} para tu cita {{when}} está registrado.',
      totalSubject: '{{displayName}} recibió tu pago',
      totalBody: 'Tu cita {{when}} está pagada por completo ({{price}}).',
      cta: 'Ver mi cita',
    },
    ics: {
      title: 'Tatuaje con {{displayName}}',
      project: 'Proyecto: {{projectType}}.',
      price: 'Precio: {{price}}.',
      deposit: 'Depósito: {{deposit}}.',
      portal: 'Tu espacio de cliente: {{link}}',
    },
  },
});
