import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * `web.booking.{pageTitle,title,progress,back,next,backToProfile,steps,type,flash,description,images,date,details,policy,summary}`,
 * a part of `web.booking` (joined in ../messages.ts).
 */
export const bookingForm = defineMessages({
  fr: {
    pageTitle: 'Rendez-vous avec {{displayName}}',
    title: 'Demande de rendez-vous avec {{displayName}}',
    progress: 'Étape {{current}} sur {{total}}',
    back: 'Retour',
    next: 'Continuer',
    backToProfile: 'Retour à la page de {{displayName}}',
    steps: {
      type: 'Quel est votre projet ?',
      flash: 'Choisissez un flash',
      description: 'Décrivez votre projet',
      images: 'Images de référence',
      date: 'Choisissez une date',
      details: 'Vos coordonnées',
      summary: 'Récapitulatif',
    },
    type: {
      flash: {
        label: 'Un flash',
        text: 'Un motif prêt à tatouer de {{displayName}}',
      },
      custom: {
        label: 'Un projet personnalisé',
        text: 'Un dessin créé pour vous',
      },
      touchup: {
        label: 'Une retouche',
        text: 'Raviver ou corriger un tatouage',
      },
      closed: 'Fermé pour le moment',
      noFlashes: 'Aucun flash proposé pour le moment',
      closedNotice: 'Ce type de projet n’est pas ouvert pour le moment : choisissez-en un autre.',
    },
    flash: {
      legend: 'Flashs de {{displayName}}',
    },
    description: {
      placement: 'Emplacement',
      placementHint: 'Par exemple : avant-bras gauche, cheville…',
      size: 'Taille',
      flashSize: '(celle du flash)',
      sizeHint: {
        metric: 'Approximative, par exemple : 10 x 6 cm',
        imperial: 'Approximative, par exemple : 4 x 2.5 in',
      },
      text: 'Description',
      textHint: 'Votre idée : le motif, le style, les couleurs…',
      textHintFlash: 'Facultatif : une précision sur le flash choisi (couleurs, variante…).',
    },
    images: {
      label: 'Images de référence (facultatif)',
      intro:
        'Jusqu’à {{max}} images : des inspirations, l’emplacement, ou le tatouage à retoucher. Vous pouvez continuer sans image.',
      wait: 'Attendez la fin de l’envoi des images pour continuer.',
    },
    date: {
      zone: 'Horaires à l’heure de l’artiste : {{zone}}',
      loading: 'Chargement des créneaux…',
      days: 'Jour',
      times: 'Horaires du {{day}}',
      slotCount_one: '{{count}} créneau',
      slotCount_other: '{{count}} créneaux',
      none: 'Aucun créneau libre du {{from}} au {{to}}.',
      earlier: 'Dates précédentes',
      later: 'Dates suivantes',
      guestSpot: 'Guest spot : {{shopName}}, {{city}}',
    },
    details: {
      firstName: 'Prénom',
      lastName: 'Nom',
      age: 'Âge',
      ageHint: '{{min}} ans au moins.',
      email: 'Adresse email',
      emailHint: 'La confirmation et la réponse de l’artiste arrivent à cette adresse.',
      instagram: 'Instagram',
      instagramHint: 'Facultatif : votre compte, par exemple @votre.nom',
      alreadyTattooed: 'Avez-vous déjà un tatouage ?',
      yes: 'Oui',
      no: 'Non',
    },
    policy: {
      title: 'Acompte et annulation',
      deadline_one:
        'Si un acompte est demandé, payez-le dans l’heure qui suit l’acceptation, sinon le rendez-vous est annulé.',
      deadline_other:
        'Si un acompte est demandé, payez-le dans les {{count}} heures qui suivent l’acceptation, sinon le rendez-vous est annulé.',
      refundNotice_one:
        'Annulation au moins {{count}} jour avant : l’acompte est remboursé. Plus tard, il est conservé.',
      refundNotice_other:
        'Annulation au moins {{count}} jours avant : l’acompte est remboursé. Plus tard, il est conservé.',
      refundAlways: 'Annulation à tout moment avant le rendez-vous : l’acompte est remboursé.',
      moves_one: 'Vous pouvez déplacer votre rendez-vous une fois.',
      moves_other: 'Vous pouvez déplacer votre rendez-vous {{count}} fois.',
      noMoves: 'Pour déplacer le rendez-vous, écrivez à l’artiste.',
      touchUp_one:
        'Une retouche est offerte dans le mois qui suit la séance, à réserver depuis votre espace client.',
      touchUp_other:
        'Une retouche est offerte dans les {{count}} mois qui suivent la séance, à réserver depuis votre espace client.',
      artistCancels: 'Si l’artiste annule, l’acompte est toujours remboursé.',
    },
    summary: {
      project: 'Projet',
      description: 'Description',
      images: 'Images',
      date: 'Date',
      details: 'Coordonnées',
      name: 'Nom',
      age: '{{age}} ans',
      noImages: 'Aucune image',
      editShort: 'Modifier',
      edit: 'Modifier : {{section}}',
      send: 'Envoyer ma demande',
      sendError:
        'Votre demande n’a pas pu être envoyée. Vérifiez votre connexion et réessayez : elle ne sera pas envoyée deux fois.',
    },
  },
  en: {
    pageTitle: 'Book with {{displayName}}',
    title: 'Book an appointment with {{displayName}}',
    progress: 'Step {{current}} of {{total}}',
    back: 'Back',
    next: 'Next',
    backToProfile: 'Back to {{displayName}}’s page',
    steps: {
      type: 'What is your project?',
      flash: 'Choose a flash',
      description: 'Describe your project',
      images: 'Reference images',
      date: 'Choose a date',
      details: 'Your details',
      summary: 'Summary',
    },
    type: {
      flash: {
        label: 'A flash',
        text: 'A ready-to-tattoo design by {{displayName}}',
      },
      custom: {
        label: 'A custom project',
        text: 'A design drawn for you',
      },
      touchup: {
        label: 'A touch-up',
        text: 'Refresh or fix a tattoo',
      },
      closed: 'Closed for now',
      noFlashes: 'No flashes on offer for now',
      closedNotice: 'This type of project is not open right now: choose another one.',
    },
    flash: {
      legend: 'Flashes by {{displayName}}',
    },
    description: {
      placement: 'Placement',
      placementHint: 'For example: left forearm, ankle…',
      size: 'Size',
      flashSize: '(the flash’s)',
      sizeHint: {
        metric: 'Roughly, for example: 10 x 6 cm',
        imperial: 'Roughly, for example: 4 x 2.5 in',
      },
      text: 'Description',
      textHint: 'Your idea: the design, the style, the colours…',
      textHintFlash: 'Optional: anything about the chosen flash (colours, a variant…).',
    },
    images: {
      label: 'Reference images (optional)',
      intro:
        'Up to {{max}} images: inspiration, the placement, or the tattoo to touch up. You can go on without any.',
      wait: 'Wait until the images are uploaded to go on.',
    },
    date: {
      zone: 'Times are in the artist’s time zone: {{zone}}',
      loading: 'Loading the slots…',
      days: 'Day',
      times: 'Times on {{day}}',
      slotCount_one: '{{count}} slot',
      slotCount_other: '{{count}} slots',
      none: 'No free slot from {{from}} to {{to}}.',
      earlier: 'Earlier dates',
      later: 'Later dates',
      guestSpot: 'Guest spot: {{shopName}}, {{city}}',
    },
    details: {
      firstName: 'First name',
      lastName: 'Last name',
      age: 'Age',
      ageHint: 'At least {{min}}.',
      email: 'Email address',
      emailHint: 'The confirmation and the artist’s answer are sent to this address.',
      instagram: 'Instagram',
      instagramHint: 'Optional: your account, for example @your.name',
      alreadyTattooed: 'Do you already have a tattoo?',
      yes: 'Yes',
      no: 'No',
    },
    policy: {
      title: 'Deposit and cancellation',
      deadline_one:
        'If a deposit is asked, pay it within an hour of acceptance, or the booking is cancelled.',
      deadline_other:
        'If a deposit is asked, pay it within {{count}} hours of acceptance, or the booking is cancelled.',
      refundNotice_one: 'Cancel at least {{count}} day before: the deposit is refunded. Later, it is kept.',
      refundNotice_other:
        'Cancel at least {{count}} days before: the deposit is refunded. Later, it is kept.',
      refundAlways: 'Cancel any time before the appointment: the deposit is refunded.',
      moves_one: 'You may move your appointment once.',
      moves_other: 'You may move your appointment {{count}} times.',
      noMoves: 'To move the appointment, write to the artist.',
      touchUp_one: 'A touch-up is free within a month of the session: book it from your client space.',
      touchUp_other:
        'A touch-up is free within {{count}} months of the session: book it from your client space.',
      artistCancels: 'If the artist cancels, the deposit is always refunded.',
    },
    summary: {
      project: 'Project',
      description: 'Description',
      images: 'Images',
      date: 'Date',
      details: 'Details',
      name: 'Name',
      age: '{{age}} years old',
      noImages: 'No images',
      editShort: 'Edit',
      edit: 'Edit: {{section}}',
      send: 'Send my request',
      sendError:
        'Your request could not be sent. Check your connection and try again: it will not be sent twice.',
    },
  },
  es: {
    pageTitle: 'Cita con {{displayName}}',
    title: 'Pedir cita con {{displayName}}',
    progress: 'Paso {{current}} de {{total}}',
    back: 'Atrás',
    next: 'Continuar',
    backToProfile: 'Volver a la página de {{displayName}}',
    steps: {
      type: '¿Cuál es tu proyecto?',
      flash: 'Elige un flash',
      description: 'Describe tu proyecto',
      images: 'Imágenes de referencia',
      date: 'Elige una fecha',
      details: 'Tus datos',
      summary: 'Resumen',
    },
    type: {
      flash: {
        label: 'Un flash',
        text: 'Un diseño listo para tatuar de {{displayName}}',
      },
      custom: {
        label: 'Un proyecto personalizado',
        text: 'Un diseño creado para ti',
      },
      touchup: {
        label: 'Un retoque',
        text: 'Reavivar o corregir un tatuaje',
      },
      closed: 'Cerrado por ahora',
      noFlashes: 'No hay flashes disponibles por ahora',
      closedNotice: 'Este tipo de proyecto no está abierto por ahora: elige otro.',
    },
    flash: {
      legend: 'Flashes de {{displayName}}',
    },
    description: {
      placement: 'Zona del cuerpo',
      placementHint: 'Por ejemplo: antebrazo izquierdo, tobillo…',
      size: 'Tamaño',
      flashSize: '(la del flash)',
      sizeHint: {
        metric: 'Aproximado, por ejemplo: 10 x 6 cm',
        imperial: 'Aproximado, por ejemplo: 4 x 2.5 in',
      },
      text: 'Descripción',
      textHint: 'Tu idea: el motivo, el estilo, los colores…',
      textHintFlash: 'Opcional: algo sobre el flash elegido (colores, una variante…).',
    },
    images: {
      label: 'Imágenes de referencia (opcional)',
      intro:
        'Hasta {{max}} imágenes: inspiraciones, la zona, o el tatuaje que retocar. Puedes continuar sin imágenes.',
      wait: 'Espera a que terminen de enviarse las imágenes para continuar.',
    },
    date: {
      zone: 'Horas en la zona horaria del artista: {{zone}}',
      loading: 'Cargando los horarios…',
      days: 'Día',
      times: 'Horarios del {{day}}',
      slotCount_one: '{{count}} horario',
      slotCount_other: '{{count}} horarios',
      none: 'Ningún horario libre del {{from}} al {{to}}.',
      earlier: 'Fechas anteriores',
      later: 'Fechas siguientes',
      guestSpot: 'Guest spot: {{shopName}}, {{city}}',
    },
    details: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      age: 'Edad',
      ageHint: 'Al menos {{min}} años.',
      email: 'Correo electrónico',
      emailHint: 'La confirmación y la respuesta del artista llegan a esta dirección.',
      instagram: 'Instagram',
      instagramHint: 'Opcional: tu cuenta, por ejemplo @tu.nombre',
      alreadyTattooed: '¿Ya tienes algún tatuaje?',
      yes: 'Sí',
      no: 'No',
    },
    policy: {
      title: 'Depósito y cancelación',
      deadline_one:
        'Si se pide un depósito, págalo en la hora siguiente a la aceptación; si no, la cita se cancela.',
      deadline_other:
        'Si se pide un depósito, págalo en las {{count}} horas siguientes a la aceptación; si no, la cita se cancela.',
      refundNotice_one:
        'Cancelación al menos {{count}} día antes: se reembolsa el depósito. Más tarde, se conserva.',
      refundNotice_other:
        'Cancelación al menos {{count}} días antes: se reembolsa el depósito. Más tarde, se conserva.',
      refundAlways: 'Cancelación en cualquier momento antes de la cita: se reembolsa el depósito.',
      moves_one: 'Puedes cambiar la fecha de tu cita una vez.',
      moves_other: 'Puedes cambiar la fecha de tu cita {{count}} veces.',
      noMoves: 'Para cambiar la fecha, escribe al artista.',
      touchUp_one:
        'Un retoque es gratuito dentro del mes siguiente a la sesión: resérvalo desde tu espacio de cliente.',
      touchUp_other:
        'Un retoque es gratuito dentro de los {{count}} meses siguientes a la sesión: resérvalo desde tu espacio de cliente.',
      artistCancels: 'Si el artista cancela, el depósito siempre se reembolsa.',
    },
    summary: {
      project: 'Proyecto',
      description: 'Descripción',
      images: 'Imágenes',
      date: 'Fecha',
      details: 'Datos',
      name: 'Nombre',
      age: '{{age}} años',
      noImages: 'Ninguna imagen',
      editShort: 'Editar',
      edit: 'Editar: {{section}}',
      send: 'Enviar mi solicitud',
      sendError:
        'No se ha podido enviar tu solicitud. Comprueba tu conexión y vuelve a intentarlo: no se enviará dos veces.',
    },
  },
});
