import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The booking settings: `web.reservations.*`. Each section its own catalogue, loaded with the pages that show
 * it (`withSectionMessages`).
 */
export const lazyMessages = defineMessages({
  fr: {
    reservations: {
      nav: 'Paramètres de réservation',
      pageTitle: 'Paramètres de réservation',
      title: 'Paramètres de réservation',
      intro: 'Ce que vos clients peuvent demander depuis votre page, et avec quel délai.',
      toggles: 'Demandes',
      openRequests: 'Ouvrir les demandes',
      openRequestsHint:
        'Fermées, votre page affiche « Réservations fermées » et le formulaire n’est plus proposé.',
      openCustom: 'Ouvrir les projets personnalisés',
      openCustomHint: 'Un dessin créé pour le client.',
      openTouchups: 'Ouvrir les retouches',
      openTouchupsHint: 'Raviver ou corriger un tatouage.',
      flashNote: 'Les flashs restent proposés tant que les demandes sont ouvertes.',
      delay: 'Délai minimum avant un créneau',
      delayHint:
        'Un client ne peut demander qu’un créneau qui commence au moins ce délai après sa demande (30 jours au plus).',
      delayAmount: 'Délai',
      delayUnit: 'Unité',
      units: {
        hours: 'heures',
        days: 'jours',
      },
      saveDelay: 'Enregistrer le délai',
      saved: {
        title: 'Paramètres de réservation modifiés',
        openRequests: {
          on: 'Votre page accepte de nouveau les demandes.',
          off: 'Votre page affiche maintenant « Réservations fermées ».',
        },
        openCustom: {
          on: 'Les clients peuvent demander un projet personnalisé.',
          off: 'Les projets personnalisés sont fermés sur le formulaire.',
        },
        openTouchups: {
          on: 'Les clients peuvent demander une retouche.',
          off: 'Les retouches sont fermées sur le formulaire.',
        },
        delay: 'Les clients peuvent demander un créneau qui commence dans {{delay}} au moins.',
        delayNone: 'Les clients peuvent demander n’importe quel créneau à venir.',
      },
      errors: {
        openRequests: 'Une erreur est survenue lors de la modification de l’ouverture des demandes',
        openCustom: 'Une erreur est survenue lors de la modification des projets personnalisés',
        openTouchups: 'Une erreur est survenue lors de la modification des retouches',
        delay: 'Une erreur est survenue lors de la modification du délai de demande',
      },
      policy: {
        title: 'Politique d’acompte',
        intro:
          'Inkslot l’applique pour vous, et vos clients la lisent avant d’envoyer une demande et dans chaque confirmation.',
        payWithinHours: 'Délai pour payer l’acompte (heures)',
        payWithinHoursHint:
          'Après l’acceptation. Passé ce délai sans paiement, le rendez-vous est annulé et le créneau libéré. 0 : pas de délai.',
        refundUntilDays: 'Remboursement si le client annule au moins (jours avant)',
        refundUntilDaysHint: 'Plus tard, l’acompte vous reste. Si vous annulez, il est toujours remboursé.',
        maxClientMoves: 'Déplacements permis au client',
        maxClientMovesHint: 'Depuis son espace client. 0 : les déplacements passent par vous.',
        lateArrivalMinutes: 'Retard au-delà duquel l’acompte est conservé (minutes)',
        lateArrivalMinutesHint:
          'Vous signalez le retard depuis le rendez-vous, une fois commencé : le client est prévenu. 0 : pas de règle.',
        depositValidMonths: 'Validité d’un acompte conservé après une annulation (mois)',
        depositValidMonthsHint:
          'Il compte pour un nouveau rendez-vous pris dans ce délai, puis expire ; le client est prévenu 14 jours avant. 0 : sans limite.',
        touchUp: 'Retouche offerte',
        touchUpHint:
          'Après la séance, le client réserve sa retouche gratuite depuis son espace client, dans ce délai.',
        touchUpOff: 'Pas de retouche offerte',
        touchUpMonths_one: 'Dans le mois',
        touchUpMonths_other: 'Dans les {{count}} mois',
        touchUpCustom: 'Autre délai',
        touchUpCustomMonths: 'Délai de la retouche (mois, 24 au plus)',
        healedPhoto: 'Photo du tatouage cicatrisé',
        healedPhotoHint:
          'Le client reçoit un email ce jour-là, à 10 h, et vous envoie sa photo depuis son espace client ; vous la voyez sur le rendez-vous.',
        healedPhotoOff: 'Ne pas la demander',
        healedPhotoDays_one: '{{count}} jour après la séance',
        healedPhotoDays_other: '{{count}} jours après la séance',
        save: 'Enregistrer la politique',
        saved: 'Politique d’acompte enregistrée',
        error: 'La politique d’acompte n’a pas pu être enregistrée',
      },
      calendar: {
        title: 'Abonnement d’agenda',
        intro:
          'Vos rendez-vous dans Google Agenda ou Apple Calendrier : abonnez-vous à cette adresse privée (prénoms des clients et adresses des guest spots). L’agenda la relit de lui-même.',
        create: 'Créer mon adresse d’abonnement',
        url: 'Adresse d’abonnement',
        copy: 'Copier l’adresse',
        copied: 'Adresse copiée',
        copyError: 'L’adresse n’a pas pu être copiée : sélectionnez-la',
        rotate: 'Nouvelle adresse',
        stop: 'Arrêter l’abonnement',
        private:
          'Gardez-la pour vous : qui l’a voit vos rendez-vous. Une nouvelle adresse désactive l’ancienne.',
        shownOnce:
          'Copiez-la maintenant et collez-la dans votre agenda : pour votre sécurité, elle n’est montrée qu’une fois.',
        active: 'Votre adresse d’abonnement fonctionne depuis le {{date}}.',
        activeUndated: 'Votre adresse d’abonnement fonctionne.',
        hidden:
          'Pour votre sécurité, elle n’est montrée qu’à sa création. Pour l’ajouter à un autre agenda, créez une nouvelle adresse : l’actuelle cessera de marcher, abonnez vos agendas à la nouvelle.',
        error: 'L’abonnement n’a pas pu être modifié. Réessayez dans un instant.',
      },
      busy: {
        title: 'Vos indisponibilités depuis votre agenda',
        intro:
          'Collez l’adresse privée (iCal) de votre agenda Google, Apple ou Outlook : ses événements bloquent les créneaux qu’ils chevauchent. Inkslot la relit toutes les 30 minutes ; vos clients ne voient jamais rien de vos événements.',
        url: 'Adresse privée de votre agenda',
        replace: 'Remplacer par une autre adresse',
        urlHint:
          'Google Agenda : Paramètres › votre agenda › Adresse secrète au format iCal. Apple : partager › Calendrier public.',
        save: 'Enregistrer l’agenda',
        pending: 'Lecture de votre agenda…',
        ok_one: '{{count}} indisponibilité à venir bloque vos créneaux.',
        ok_other: '{{count}} indisponibilités à venir bloquent vos créneaux.',
        readAt: 'Lu le {{when}}.',
        unreadable:
          'Votre agenda n’a pas pu être lu : les indisponibilités de la dernière lecture bloquent toujours vos créneaux. Vérifiez que c’est bien l’adresse privée iCal de votre agenda.',
        remove: 'Ne plus utiliser cet agenda',
        error: 'L’agenda n’a pas pu être enregistré. Réessayez dans un instant.',
      },
      deposits: {
        title: 'Acomptes payés en ligne',
        intro:
          'Connectez votre compte Stripe : vos clients paient l’acompte par carte depuis l’email de confirmation, et le rendez-vous passe à « Acompte payé » tout seul. L’argent arrive sur votre compte.',
        connect: 'Connecter Stripe',
        finish: 'Terminer la configuration Stripe',
        opening: 'Ouverture de Stripe…',
        pending: 'À terminer',
        pendingText: 'Stripe a encore besoin de quelques informations avant d’accepter des paiements.',
        ready: 'Actif',
        readyText:
          'Les acomptes se paient en ligne : chaque confirmation avec acompte propose au client de payer par carte.',
        fee: 'Inkslot prélève {{percent}} % de chaque acompte payé en ligne.',
        manual: 'En attendant, vous marquez les acomptes payés à la main, comme aujourd’hui.',
        retry: 'Le lien Stripe a expiré : reprenez la configuration.',
        error: 'Stripe ne répond pas. Réessayez dans un instant.',
      },
      usage: {
        title: 'Demandes reçues',
        free: '{{used}} demandes sur {{max}} ce mois-ci avec la formule gratuite',
        resets: 'Le compteur repart de zéro le {{date}}.',
        left_one: 'Encore {{count}} demande avant la limite de la formule gratuite.',
        left_other: 'Encore {{count}} demandes avant la limite de la formule gratuite.',
        reached:
          'Vous avez atteint la limite de {{max}} demandes ce mois-ci : votre page affiche « Réservations fermées » jusqu’au {{date}}. Passez à Pro pour recevoir des demandes sans limite.',
        upgrade: 'Passer à Pro',
        pro_one: 'Demandes illimitées avec la formule Pro ({{count}} reçue).',
        pro_other: 'Demandes illimitées avec la formule Pro ({{count}} reçues).',
      },
    },
  },
  en: {
    reservations: {
      nav: 'Booking settings',
      pageTitle: 'Booking settings',
      title: 'Booking settings',
      intro: 'What your clients can ask for from your page, and how far ahead.',
      toggles: 'Requests',
      openRequests: 'Open requests',
      openRequestsHint: 'When closed, your page shows “Bookings closed” and the form is no longer offered.',
      openCustom: 'Open custom projects',
      openCustomHint: 'A design drawn for the client.',
      openTouchups: 'Open touch-ups',
      openTouchupsHint: 'Refreshing or fixing a tattoo.',
      flashNote: 'Flashes stay on offer as long as requests are open.',
      delay: 'Minimum notice before a slot',
      delayHint:
        'A client can only ask for a slot that starts at least this long after the request (30 days at most).',
      delayAmount: 'Notice',
      delayUnit: 'Unit',
      units: {
        hours: 'hours',
        days: 'days',
      },
      saveDelay: 'Save the notice',
      saved: {
        title: 'Booking settings updated',
        openRequests: {
          on: 'Your page takes requests again.',
          off: 'Your page now shows “Bookings closed”.',
        },
        openCustom: {
          on: 'Clients can ask for a custom project.',
          off: 'Custom projects are closed on the form.',
        },
        openTouchups: {
          on: 'Clients can ask for a touch-up.',
          off: 'Touch-ups are closed on the form.',
        },
        delay: 'Clients can ask for a slot starting in {{delay}} or later.',
        delayNone: 'Clients can ask for any upcoming slot.',
      },
      errors: {
        openRequests: 'An error occurred while updating open requests',
        openCustom: 'An error occurred while updating custom projects',
        openTouchups: 'An error occurred while updating touch-ups',
        delay: 'An error occurred while updating the request notice',
      },
      policy: {
        title: 'Deposit policy',
        intro:
          'Inkslot enforces it for you, and clients read it before sending a request and in every confirmation.',
        payWithinHours: 'Time to pay the deposit (hours)',
        payWithinHoursHint:
          'After you accept. Unpaid by then, the booking is cancelled and the slot freed. 0: no deadline.',
        refundUntilDays: 'Refund when the client cancels at least (days before)',
        refundUntilDaysHint: 'Later, you keep the deposit. When you cancel, it is always refunded.',
        maxClientMoves: 'Moves a client may make',
        maxClientMovesHint: 'From their client space. 0: moves go through you.',
        lateArrivalMinutes: 'Lateness past which the deposit is kept (minutes)',
        lateArrivalMinutesHint:
          'You mark the late arrival from the booking once it has started: the client is told. 0: no such rule.',
        depositValidMonths: 'How long a deposit kept after a cancellation stays valid (months)',
        depositValidMonthsHint:
          'It counts toward a new appointment booked within that time, then expires; the client is told 14 days before. 0: no limit.',
        touchUp: 'Free touch-up',
        touchUpHint:
          'After the session, the client books their free touch-up from their client space, within this period.',
        touchUpOff: 'No free touch-up',
        touchUpMonths_one: 'Within a month',
        touchUpMonths_other: 'Within {{count}} months',
        touchUpCustom: 'Another period',
        touchUpCustomMonths: 'Touch-up period (months, 24 at most)',
        healedPhoto: 'Healed tattoo photo',
        healedPhotoHint:
          'The client gets an email that day at 10:00 and sends you their photo from their client space; you see it on the booking.',
        healedPhotoOff: 'Don’t ask for it',
        healedPhotoDays_one: '{{count}} day after the session',
        healedPhotoDays_other: '{{count}} days after the session',
        save: 'Save the policy',
        saved: 'Deposit policy saved',
        error: 'The deposit policy could not be saved',
      },
      calendar: {
        title: 'Calendar subscription',
        intro:
          'Your bookings in Google Calendar or Apple Calendar: subscribe to this private address (clients’ first names and guest spot addresses). The calendar reads it again by itself.',
        create: 'Make my subscription address',
        url: 'Subscription address',
        copy: 'Copy the address',
        copied: 'Address copied',
        copyError: 'The address could not be copied: select it',
        rotate: 'New address',
        stop: 'Stop the subscription',
        private:
          'Keep it to yourself: whoever has it sees your bookings. A new address turns the old one off.',
        shownOnce: 'Copy it now and paste it into your calendar: for your safety, it is shown only once.',
        active: 'Your subscription address has worked since {{date}}.',
        activeUndated: 'Your subscription address works.',
        hidden:
          'For your safety, it is shown only when it is made. To add it to another calendar, make a new address: the current one stops working, so subscribe your calendars to the new one.',
        error: 'The subscription could not be changed. Try again in a moment.',
      },
      busy: {
        title: 'Busy times from your calendar',
        intro:
          'Paste the private (iCal) address of your Google, Apple or Outlook calendar: its events block the slots they overlap. Inkslot reads it again every 30 minutes; clients never see anything of your events.',
        url: 'Your calendar’s private address',
        replace: 'Replace with another address',
        urlHint:
          'Google Calendar: Settings › your calendar › Secret address in iCal format. Apple: share › Public calendar.',
        save: 'Save the calendar',
        pending: 'Reading your calendar…',
        ok_one: '{{count}} busy time ahead blocks your slots.',
        ok_other: '{{count}} busy times ahead block your slots.',
        readAt: 'Read on {{when}}.',
        unreadable:
          'Your calendar could not be read: the busy times of its last read still block your slots. Check that this is your calendar’s private iCal address.',
        remove: 'Stop using this calendar',
        error: 'The calendar could not be saved. Try again in a moment.',
      },
      deposits: {
        title: 'Deposits paid online',
        intro:
          'Connect your Stripe account: clients pay the deposit by card from the confirmation email, and the booking turns “Deposit paid” on its own. The money goes to your account.',
        connect: 'Connect Stripe',
        finish: 'Finish setting up Stripe',
        opening: 'Opening Stripe…',
        pending: 'To finish',
        pendingText: 'Stripe still needs a few details before it can take payments.',
        ready: 'Active',
        readyText:
          'Deposits are paid online: every confirmation with a deposit offers the client to pay by card.',
        fee: 'Inkslot keeps {{percent}}% of each deposit paid online.',
        manual: 'Until then, you mark deposits paid by hand, as today.',
        retry: 'The Stripe link expired: pick up the setup again.',
        error: 'Stripe is not answering. Try again in a moment.',
      },
      usage: {
        title: 'Requests received',
        free: '{{used}} of {{max}} requests this month on the Free plan',
        resets: 'The count starts again on {{date}}.',
        left_one: '{{count}} more request before the Free plan’s limit.',
        left_other: '{{count}} more requests before the Free plan’s limit.',
        reached:
          'You have reached the Free plan’s limit of {{max}} requests this month: your page shows “Bookings closed” until {{date}}. Upgrade to Pro to receive unlimited requests.',
        upgrade: 'Upgrade to Pro',
        pro_one: 'Unlimited requests on the Pro plan ({{count}} received).',
        pro_other: 'Unlimited requests on the Pro plan ({{count}} received).',
      },
    },
  },
  es: {
    reservations: {
      nav: 'Ajustes de reserva',
      pageTitle: 'Ajustes de reserva',
      title: 'Ajustes de reserva',
      intro: 'Lo que tus clientes pueden pedir desde tu página, y con cuánta antelación.',
      toggles: 'Solicitudes',
      openRequests: 'Abrir las solicitudes',
      openRequestsHint: 'Cerradas, tu página muestra «Reservas cerradas» y el formulario ya no se ofrece.',
      openCustom: 'Abrir los proyectos personalizados',
      openCustomHint: 'Un diseño creado para el cliente.',
      openTouchups: 'Abrir los retoques',
      openTouchupsHint: 'Reavivar o corregir un tatuaje.',
      flashNote: 'Los flashes siguen disponibles mientras las solicitudes estén abiertas.',
      delay: 'Antelación mínima antes de un horario',
      delayHint:
        'Un cliente solo puede pedir un horario que empiece al menos con esta antelación tras su solicitud (30 días como máximo).',
      delayAmount: 'Antelación',
      delayUnit: 'Unidad',
      units: {
        hours: 'horas',
        days: 'días',
      },
      saveDelay: 'Guardar la antelación',
      saved: {
        title: 'Ajustes de reserva modificados',
        openRequests: {
          on: 'Tu página vuelve a aceptar solicitudes.',
          off: 'Tu página muestra ahora «Reservas cerradas».',
        },
        openCustom: {
          on: 'Los clientes pueden pedir un proyecto personalizado.',
          off: 'Los proyectos personalizados están cerrados en el formulario.',
        },
        openTouchups: {
          on: 'Los clientes pueden pedir un retoque.',
          off: 'Los retoques están cerrados en el formulario.',
        },
        delay: 'Los clientes pueden pedir un horario que empiece dentro de {{delay}} como mínimo.',
        delayNone: 'Los clientes pueden pedir cualquier horario próximo.',
      },
      errors: {
        openRequests: 'Se ha producido un error al modificar la apertura de las solicitudes',
        openCustom: 'Se ha producido un error al modificar los proyectos personalizados',
        openTouchups: 'Se ha producido un error al modificar los retoques',
        delay: 'Se ha producido un error al modificar la antelación de las solicitudes',
      },
      policy: {
        title: 'Política de depósito',
        intro:
          'Inkslot la aplica por ti, y tus clientes la leen antes de enviar una solicitud y en cada confirmación.',
        payWithinHours: 'Plazo para pagar el depósito (horas)',
        payWithinHoursHint:
          'Tras aceptar. Sin pago en ese plazo, la cita se cancela y el horario queda libre. 0: sin plazo.',
        refundUntilDays: 'Reembolso si el cliente cancela al menos (días antes)',
        refundUntilDaysHint: 'Más tarde, el depósito es tuyo. Si cancelas tú, siempre se reembolsa.',
        maxClientMoves: 'Cambios de fecha permitidos al cliente',
        maxClientMovesHint: 'Desde su espacio de cliente. 0: los cambios pasan por ti.',
        lateArrivalMinutes: 'Retraso a partir del cual se conserva el depósito (minutos)',
        lateArrivalMinutesHint:
          'Indicas el retraso desde la cita, una vez empezada: el cliente recibe un aviso. 0: sin regla.',
        depositValidMonths: 'Validez de un depósito conservado tras una cancelación (meses)',
        depositValidMonthsHint:
          'Cuenta para una nueva cita reservada en ese plazo y luego caduca; el cliente recibe un aviso 14 días antes. 0: sin límite.',
        touchUp: 'Retoque gratuito',
        touchUpHint:
          'Después de la sesión, el cliente reserva su retoque gratuito desde su espacio de cliente, dentro de este plazo.',
        touchUpOff: 'Sin retoque gratuito',
        touchUpMonths_one: 'Dentro del mes',
        touchUpMonths_other: 'Dentro de {{count}} meses',
        touchUpCustom: 'Otro plazo',
        touchUpCustomMonths: 'Plazo del retoque (meses, 24 como máximo)',
        healedPhoto: 'Foto del tatuaje cicatrizado',
        healedPhotoHint:
          'El cliente recibe un email ese día a las 10:00 y te envía su foto desde su espacio de cliente; la ves en la cita.',
        healedPhotoOff: 'No pedirla',
        healedPhotoDays_one: '{{count}} día después de la sesión',
        healedPhotoDays_other: '{{count}} días después de la sesión',
        save: 'Guardar la política',
        saved: 'Política de depósito guardada',
        error: 'No se pudo guardar la política de depósito',
      },
      calendar: {
        title: 'Suscripción de calendario',
        intro:
          'Tus citas en Google Calendar o Apple Calendar: suscríbete a esta dirección privada (nombres de los clientes y direcciones de los guest spots). El calendario la vuelve a leer solo.',
        create: 'Crear mi dirección de suscripción',
        url: 'Dirección de suscripción',
        copy: 'Copiar la dirección',
        copied: 'Dirección copiada',
        copyError: 'No se pudo copiar la dirección: selecciónala',
        rotate: 'Nueva dirección',
        stop: 'Detener la suscripción',
        private: 'Guárdala para ti: quien la tenga ve tus citas. Una nueva dirección desactiva la anterior.',
        shownOnce: 'Cópiala ahora y pégala en tu calendario: por tu seguridad, solo se muestra una vez.',
        active: 'Tu dirección de suscripción funciona desde el {{date}}.',
        activeUndated: 'Tu dirección de suscripción funciona.',
        hidden:
          'Por tu seguridad, solo se muestra al crearla. Para añadirla a otro calendario, crea una nueva dirección: la actual dejará de funcionar; suscribe tus calendarios a la nueva.',
        error: 'No se pudo cambiar la suscripción. Inténtalo de nuevo en un momento.',
      },
      busy: {
        title: 'Tus horas ocupadas desde tu calendario',
        intro:
          'Pega la dirección privada (iCal) de tu calendario de Google, Apple u Outlook: sus eventos bloquean los horarios con los que coinciden. Inkslot la vuelve a leer cada 30 minutos; tus clientes nunca ven nada de tus eventos.',
        url: 'Dirección privada de tu calendario',
        replace: 'Sustituir por otra dirección',
        urlHint:
          'Google Calendar: Configuración › tu calendario › Dirección secreta en formato iCal. Apple: compartir › Calendario público.',
        save: 'Guardar el calendario',
        pending: 'Leyendo tu calendario…',
        ok_one: '{{count}} hora ocupada próxima bloquea tus horarios.',
        ok_other: '{{count}} horas ocupadas próximas bloquean tus horarios.',
        readAt: 'Leído el {{when}}.',
        unreadable:
          'No se pudo leer tu calendario: las horas ocupadas de la última lectura siguen bloqueando tus horarios. Comprueba que es la dirección privada iCal de tu calendario.',
        remove: 'Dejar de usar este calendario',
        error: 'No se pudo guardar el calendario. Vuelve a intentarlo en un momento.',
      },
      deposits: {
        title: 'Depósitos pagados en línea',
        intro:
          'Conecta tu cuenta de Stripe: tus clientes pagan el depósito con tarjeta desde el email de confirmación y la cita pasa a «Depósito pagado» sola. El dinero llega a tu cuenta.',
        connect: 'Conectar Stripe',
        finish: 'Terminar la configuración de Stripe',
        opening: 'Abriendo Stripe…',
        pending: 'Por terminar',
        pendingText: 'Stripe todavía necesita algunos datos antes de aceptar pagos.',
        ready: 'Activo',
        readyText:
          'Los depósitos se pagan en línea: cada confirmación con depósito propone al cliente pagar con tarjeta.',
        fee: 'Inkslot se queda con el {{percent}} % de cada depósito pagado en línea.',
        manual: 'Mientras tanto, marcas los depósitos pagados a mano, como ahora.',
        retry: 'El enlace de Stripe caducó: retoma la configuración.',
        error: 'Stripe no responde. Inténtalo de nuevo en un momento.',
      },
      usage: {
        title: 'Solicitudes recibidas',
        free: '{{used}} de {{max}} solicitudes este mes con el plan gratuito',
        resets: 'El contador vuelve a cero el {{date}}.',
        left_one: 'Queda {{count}} solicitud antes del límite del plan gratuito.',
        left_other: 'Quedan {{count}} solicitudes antes del límite del plan gratuito.',
        reached:
          'Has alcanzado el límite de {{max}} solicitudes de este mes: tu página muestra «Reservas cerradas» hasta el {{date}}. Pásate a Pro para recibir solicitudes sin límite.',
        upgrade: 'Pasar a Pro',
        pro_one: 'Solicitudes ilimitadas con el plan Pro ({{count}} recibida).',
        pro_other: 'Solicitudes ilimitadas con el plan Pro ({{count}} recibidas).',
      },
    },
  },
});
