import { defineMessages } from '#shared/i18n/define-messages.ts';

/** The API's error messages, one per `ApiErrorCode`. */
export const errors = defineMessages({
  fr: {
    validation_failed: 'Certains champs sont invalides',
    malformed_json: "Le corps de la requête n'est pas un JSON valide",
    payload_too_large: 'Le corps de la requête est trop volumineux',
    unsupported_media_type: 'Le corps de la requête doit être en JSON',
    unauthorized: 'Veuillez vous connecter',
    forbidden: "Vous n'avez pas accès à cette ressource",
    mfa_required:
      "L'espace superadmin demande une double authentification : activez l'application d'authentification sur votre compte",
    not_found: 'Introuvable',
    route_not_found: 'Cette adresse ne correspond à aucune fonction de l’API',
    method_not_allowed: 'Méthode non autorisée',
    pseudo_taken: "Ce nom d'utilisateur est déjà pris",
    email_missing: 'Votre session ne porte pas d’adresse email : reconnectez-vous',
    already_onboarded: 'Votre profil est déjà créé',
    subscription_inactive: "Votre abonnement n'est pas actif",
    limit_reached: 'Vous avez atteint le nombre maximal d’éléments (100)',
    too_many_uploads: 'Trop d’images en cours d’envoi : attendez la fin des envois puis réessayez',
    travel_limit_reached:
      'Vous avez atteint le nombre maximal de voyages (50) : supprimez-en un pour en ajouter un autre',
    availability_limit_reached:
      'Vous avez atteint le nombre maximal de disponibilités (100) : supprimez-en une pour en ajouter une autre',
    slot_taken: 'Ce créneau vient d’être pris, choisissez-en un autre',
    slot_unavailable: 'Ce créneau n’est plus disponible, choisissez-en un autre',
    slot_too_soon: 'Ce créneau est trop proche : l’artiste demande plus de délai, choisissez-en un plus tard',
    request_not_pending: 'Cette demande n’est plus en attente : elle a déjà été acceptée, refusée ou annulée',
    no_move_to_answer: 'L’artiste n’a pas proposé de nouveau créneau pour cette demande',
    times_proposed:
      'Vous avez proposé des horaires à ce client : attendez son choix, proposez-en d’autres ou refusez la demande',
    no_times_to_pick:
      'Cette demande n’a pas d’horaire proposé à choisir : l’artiste en a peut-être proposé d’autres, rechargez la page',
    proposal_expired:
      'Les horaires proposés ont expiré : l’artiste le voit et peut vous en proposer d’autres',
    time_already_picked:
      'Cette demande a déjà son horaire : un seul choix est possible, voici le rendez-vous retenu',
    booking_canceled: 'Ce rendez-vous a été annulé',
    booking_past: 'Ce rendez-vous est déjà passé',
    not_a_project: 'Ce rendez-vous ne fait pas partie d’un projet en plusieurs séances',
    already_a_project: 'Ce rendez-vous fait déjà partie d’un projet en plusieurs séances',
    project_closed:
      'Ce projet est clos ou sa première séance a été annulée : aucune séance ne peut plus y être réservée',
    session_booked: 'Cette séance est déjà réservée : déplacez-la plutôt',
    session_out_of_order: 'Réservez les séances dans l’ordre, sans dépasser le nombre prévu',
    deposit_not_held:
      'L’acompte du projet n’est pas encore reçu : marquez-le reçu avant de réserver les séances suivantes',
    moves_exhausted:
      "Vous avez déjà déplacé ce rendez-vous autant que la politique de l'artiste le permet : écrivez-lui",
    slot_length_differs: 'Choisissez un créneau de la même durée que votre rendez-vous',
    touch_up_closed: 'La retouche offerte de ce rendez-vous n’est plus disponible : son délai est passé',
    touch_up_not_yet: 'La retouche se réserve une fois la séance terminée',
    touch_up_booked: 'La retouche de ce rendez-vous est déjà réservée',
    touch_up_after_window: 'Choisissez un créneau avant la fin du délai de retouche',
    late_arrival_too_soon: 'Un retard se signale une fois l’heure du rendez-vous passée',
    late_arrival_no_rule:
      'La politique acceptée pour ce rendez-vous ne prévoit pas de retard qui fasse perdre l’acompte',
    late_arrival_no_deposit: 'Aucun acompte reçu pour ce rendez-vous : il n’y a rien à conserver',
    offer_taken: 'Un autre client a pris ce créneau juste avant vous : vous restez sur la liste d’attente',
    offer_expired: 'Ce créneau est passé : vous restez sur la liste d’attente',
    consent_already_signed: 'Ce formulaire de consentement est déjà signé : il ne peut plus être modifié',
    id_photo_not_image:
      'La photo de la pièce d’identité n’est pas une image lisible (JPEG, PNG ou WebP) : retirez-la',
    id_photo_not_ready:
      'La photo de la pièce d’identité est encore en préparation : patientez un instant puis signez',
    id_photo_unavailable: 'La photo de la pièce d’identité n’est plus disponible : ajoutez-la de nouveau',
    consent_closed:
      'Ce formulaire ne peut pas être signé en ligne (date limite passée ou non demandé) : voyez avec l’artiste',
    deposit_not_payable:
      "Cet acompte ne peut pas être payé en ligne (déjà payé, annulé ou non demandé) : voyez avec l'artiste",
    artist_unavailable: 'La page de cet artiste est indisponible pour le moment',
    requests_closed: 'Cet artiste ne prend pas de demandes pour le moment',
    project_type_closed: 'Cet artiste ne prend pas ce type de projet pour le moment',
    opening_full:
      'L’ouverture est complète : toutes ses demandes ont été reçues. Votre demande n’a pas été envoyée',
    opening_closed: 'L’ouverture est terminée : votre demande n’a pas été envoyée',
    opening_started: 'L’ouverture a commencé : elle ne peut plus être modifiée ni annulée',
    request_limit_reached:
      'Cet artiste ne peut plus recevoir de demandes pour le moment : sa limite de demandes est atteinte',
    reference_upload_limit: 'Vous avez envoyé trop d’images pour cette demande',
    login_code_invalid: 'Code incorrect, vérifiez-le et réessayez',
    login_code_expired: 'Ce code a expiré ou a déjà servi : demandez-en un nouveau',
    login_attempts_exceeded: 'Trop de codes incorrects : demandez un nouveau code',
    login_link_invalid: 'Ce lien a expiré ou a déjà servi : demandez un nouvel email de connexion',
    confirmation_code_invalid: 'Code incorrect, vérifiez-le et réessayez',
    confirmation_expired:
      'Les 15 minutes pour confirmer cette demande sont passées : le créneau a été libéré, refaites votre demande',
    confirmation_link_invalid:
      'Ce lien n’est plus valable : utilisez le code ou le lien du dernier email reçu',
    confirmation_attempts_exceeded: 'Trop de codes incorrects : demandez un nouveau code avec « Renvoyer »',
    too_many_confirmation_emails:
      'Trop d’emails envoyés pour cette demande : utilisez le dernier code reçu ou réessayez dans quelques minutes',
    confirmation_slot_lost:
      'Le délai de confirmation est passé et quelqu’un d’autre a réservé ce créneau : refaites votre demande sur un autre créneau',
    too_many_login_emails:
      'Trop d’emails de connexion envoyés à cette adresse : réessayez dans quelques minutes',
    sender_blocked: 'Vous ne pouvez plus écrire dans cette conversation',
    messages_closed:
      'Cet artiste ne reçoit pas de messages pour le moment : contactez-le par une demande de réservation',
    recipient_blocked: 'Ce client ne reçoit plus vos messages',
    too_many_test_emails: 'Trop d’emails de test en une minute : attendez un peu avant de réessayer',
    too_many_reports: 'Trop d’envois en une minute : attendez un peu avant de réessayer',
    too_many_requests: 'Trop de demandes depuis votre connexion : réessayez un peu plus tard',
    proof_of_work_required: 'Votre navigateur doit d’abord faire une courte vérification : réessayez',
    too_many_messages: 'Trop de messages envoyés en une minute : attendez un peu avant de réessayer',
    photo_not_image: 'Une des photos n’est pas une image lisible (JPEG, PNG ou WebP) : retirez-la',
    photo_not_ready: 'Une photo est encore en préparation : patientez un instant puis envoyez',
    photo_unavailable: 'Une des photos n’est plus disponible : ajoutez-la de nouveau',
    invalid_signature: 'Signature invalide ou trop ancienne',
    already_pro: 'Vous êtes déjà sur la formule Pro : gérez-la depuis la facturation',
    no_billing_account: 'Aucun abonnement à gérer pour l’instant',
    pro_required: 'Les statistiques avancées sont réservées à la formule Pro',
    account_suspended:
      'Votre compte est suspendu : vous pouvez consulter et exporter vos données, mais plus rien y modifier ni envoyer',
    deletion_not_confirmed: 'Tapez le nom de votre page exactement pour confirmer la suppression',
    conflict: 'Un conflit est survenu, veuillez réessayer',
    internal: 'Une erreur est survenue, veuillez réessayer',
  },
  en: {
    validation_failed: 'Some fields are invalid',
    malformed_json: 'The request body is not valid JSON',
    payload_too_large: 'The request body is too large',
    unsupported_media_type: 'The request body must be JSON',
    unauthorized: 'Please sign in',
    forbidden: 'You do not have access to this resource',
    mfa_required:
      'The superadmin area needs two-factor authentication: turn on an authenticator app for your account',
    not_found: 'Not found',
    route_not_found: 'This address matches no API function',
    method_not_allowed: 'Method not allowed',
    pseudo_taken: 'This username is already taken',
    email_missing: 'Your session carries no email address: sign in again',
    already_onboarded: 'Your profile already exists',
    subscription_inactive: 'Your subscription is not active',
    limit_reached: 'You have reached the maximum number of items (100)',
    too_many_uploads: 'Too many image uploads in progress: wait for them to finish, then try again',
    travel_limit_reached: 'You have reached the maximum number of travels (50): delete one to add another',
    availability_limit_reached:
      'You have reached the maximum number of availabilities (100): delete one to add another',
    slot_taken: 'This slot was just taken, pick another',
    slot_unavailable: 'This slot is no longer available, pick another',
    slot_too_soon: 'This slot is too soon: the artist needs more notice, pick a later one',
    request_not_pending: 'This request is no longer pending: it was already accepted, declined or cancelled',
    no_move_to_answer: 'The artist has not proposed a new time for this request',
    times_proposed:
      'You proposed times to this client: wait for their pick, propose others or decline the request',
    no_times_to_pick:
      'This request has no proposed time to pick: the artist may have proposed others, reload the page',
    proposal_expired: 'The proposed times have expired: the artist can see it and may propose others',
    time_already_picked:
      'This request already has its time: only one pick counts, here is the booking that was made',
    booking_canceled: 'This appointment was cancelled',
    booking_past: 'This appointment is already over',
    not_a_project: 'This appointment is not part of a project of several sessions',
    already_a_project: 'This appointment is already part of a project of several sessions',
    project_closed:
      'This project is closed or its first session was cancelled: no more sessions can be booked',
    session_booked: 'This session is already booked: move it instead',
    session_out_of_order: 'Book the sessions in order, no more than planned',
    deposit_not_held:
      'The project’s deposit has not been received yet: mark it received before booking the next sessions',
    moves_exhausted:
      'You have already moved this appointment as often as the artist’s policy allows: write to them',
    slot_length_differs: 'Choose a slot as long as your appointment',
    touch_up_closed: 'The free touch-up of this appointment is no longer available: its window has closed',
    touch_up_not_yet: 'A touch-up is booked once the session is over',
    touch_up_booked: 'The touch-up of this appointment is already booked',
    touch_up_after_window: 'Choose a time before the touch-up window closes',
    late_arrival_too_soon: 'A late arrival can be marked once the appointment’s time has passed',
    late_arrival_no_rule:
      'The policy accepted for this booking has no late arrival that forfeits the deposit',
    late_arrival_no_deposit: 'No deposit was received for this booking: there is nothing to keep',
    offer_taken: 'Another client took this slot just before you: you stay on the waitlist',
    offer_expired: 'This slot has passed: you stay on the waitlist',
    consent_already_signed: 'This consent form is already signed: it can no longer be changed',
    id_photo_not_image: 'The ID photo is not a readable image (JPEG, PNG or WebP): remove it',
    id_photo_not_ready: 'The ID photo is still being prepared: wait a moment, then sign',
    id_photo_unavailable: 'The ID photo is no longer available: add it again',
    consent_closed:
      'This form cannot be signed online (its deadline has passed, or it was not asked for): talk to the artist',
    deposit_not_payable:
      'This deposit cannot be paid online (already paid, cancelled or not asked): please ask the artist',
    artist_unavailable: 'This artist’s page is unavailable for now',
    requests_closed: 'This artist is not taking requests right now',
    project_type_closed: 'This artist is not taking this type of project right now',
    opening_full: 'The opening is full: all its requests have been received. Your request was not sent',
    opening_closed: 'The opening has ended: your request was not sent',
    opening_started: 'The opening has started: it can no longer be changed or cancelled',
    request_limit_reached:
      'This artist cannot receive more requests right now: their request limit is reached',
    reference_upload_limit: 'You have uploaded too many images for this request',
    login_code_invalid: 'Incorrect code, check it and try again',
    login_code_expired: 'This code has expired or was already used: ask for a new one',
    login_attempts_exceeded: 'Too many incorrect codes: ask for a new code',
    login_link_invalid: 'This link has expired or was already used: ask for a new sign-in email',
    confirmation_code_invalid: 'Incorrect code, check it and try again',
    confirmation_expired:
      'The 15 minutes to confirm this request have passed: the slot was released, please make your request again',
    confirmation_link_invalid: 'This link is no longer valid: use the code or the link of the latest email',
    confirmation_attempts_exceeded: 'Too many incorrect codes: ask for a new code with “Send again”',
    too_many_confirmation_emails:
      'Too many emails sent for this request: use the last code you received or try again in a few minutes',
    confirmation_slot_lost:
      'The time to confirm ran out and someone else booked this slot: please make your request for another slot',
    too_many_login_emails: 'Too many sign-in emails were sent to this address: try again in a few minutes',
    sender_blocked: 'You can no longer write in this conversation',
    messages_closed: 'This artist is not taking messages for now: reach them with a booking request',
    recipient_blocked: 'This client no longer receives your messages',
    too_many_test_emails: 'Too many test emails in one minute: wait a moment, then try again',
    too_many_reports: 'Too many sent in one minute: wait a moment, then try again',
    too_many_requests: 'Too many attempts from your connection: try again a little later',
    proof_of_work_required: 'Your browser must first run a short check: try again',
    too_many_messages: 'Too many messages sent in one minute: wait a moment, then try again',
    photo_not_image: 'One of the photos is not a readable image (JPEG, PNG or WebP): remove it',
    photo_not_ready: 'A photo is still being prepared: wait a moment, then send',
    photo_unavailable: 'One of the photos is no longer available: add it again',
    invalid_signature: 'Invalid or stale signature',
    already_pro: 'You are already on Pro: manage it from billing',
    no_billing_account: 'No subscription to manage yet',
    pro_required: 'Advanced statistics come with the Pro plan',
    account_suspended:
      'Your account is suspended: you can read and export your data, but not change or send anything',
    deletion_not_confirmed: 'Type your page name exactly to confirm the deletion',
    conflict: 'A conflict occurred, please try again',
    internal: 'Something went wrong, please try again',
  },
  es: {
    validation_failed: 'Algunos campos no son válidos',
    malformed_json: 'El cuerpo de la solicitud no es un JSON válido',
    payload_too_large: 'El cuerpo de la solicitud es demasiado grande',
    unsupported_media_type: 'El cuerpo de la solicitud debe ser JSON',
    unauthorized: 'Inicia sesión',
    forbidden: 'No tienes acceso a este recurso',
    mfa_required:
      'El área de superadmin exige la verificación en dos pasos: activa una aplicación de autenticación en tu cuenta',
    not_found: 'No encontrado',
    route_not_found: 'Esta dirección no corresponde a ninguna función de la API',
    method_not_allowed: 'Método no permitido',
    pseudo_taken: 'Este nombre de usuario ya está ocupado',
    email_missing: 'Tu sesión no tiene dirección de email: vuelve a iniciar sesión',
    already_onboarded: 'Tu perfil ya existe',
    subscription_inactive: 'Tu suscripción no está activa',
    limit_reached: 'Has alcanzado el número máximo de elementos (100)',
    too_many_uploads: 'Demasiadas imágenes enviándose: espera a que terminen y vuelve a intentarlo',
    travel_limit_reached: 'Has alcanzado el número máximo de viajes (50): elimina uno para añadir otro',
    availability_limit_reached:
      'Has alcanzado el número máximo de disponibilidades (100): elimina una para añadir otra',
    slot_taken: 'Este horario acaba de ser reservado, elige otro',
    slot_unavailable: 'Este horario ya no está disponible, elige otro',
    slot_too_soon:
      'Este horario es demasiado pronto: el artista necesita más antelación, elige uno posterior',
    request_not_pending: 'Esta solicitud ya no está pendiente: ya fue aceptada, rechazada o cancelada',
    no_move_to_answer: 'El artista no ha propuesto un nuevo horario para esta solicitud',
    times_proposed:
      'Propusiste horarios a este cliente: espera su elección, propón otros o rechaza la solicitud',
    no_times_to_pick:
      'Esta solicitud no tiene horarios propuestos para elegir: puede que el artista haya propuesto otros, recarga la página',
    proposal_expired: 'Los horarios propuestos han caducado: el artista lo ve y puede proponerte otros',
    time_already_picked:
      'Esta solicitud ya tiene su horario: solo cuenta una elección, esta es la cita reservada',
    booking_canceled: 'Esta cita fue cancelada',
    booking_past: 'Esta cita ya pasó',
    not_a_project: 'Esta cita no forma parte de un proyecto de varias sesiones',
    already_a_project: 'Esta cita ya forma parte de un proyecto de varias sesiones',
    project_closed:
      'Este proyecto está cerrado o su primera sesión fue cancelada: ya no se pueden reservar sesiones',
    session_booked: 'Esta sesión ya está reservada: muévela en su lugar',
    session_out_of_order: 'Reserva las sesiones en orden, sin superar el número previsto',
    deposit_not_held:
      'El depósito del proyecto aún no se ha recibido: márcalo como recibido antes de reservar las siguientes sesiones',
    moves_exhausted: 'Ya cambiaste esta cita tantas veces como permite la política del artista: escríbele',
    slot_length_differs: 'Elige un horario de la misma duración que tu cita',
    touch_up_closed: 'El retoque gratuito de esta cita ya no está disponible: su plazo terminó',
    touch_up_not_yet: 'El retoque se reserva una vez terminada la sesión',
    touch_up_booked: 'El retoque de esta cita ya está reservado',
    touch_up_after_window: 'Elige un horario antes de que termine el plazo del retoque',
    late_arrival_too_soon: 'Un retraso se indica una vez pasada la hora de la cita',
    late_arrival_no_rule:
      'La política aceptada para esta cita no prevé un retraso que haga perder el depósito',
    late_arrival_no_deposit: 'No se recibió ningún depósito para esta cita: no hay nada que conservar',
    offer_taken: 'Otro cliente tomó este horario justo antes que tú: sigues en la lista de espera',
    offer_expired: 'Este horario ya pasó: sigues en la lista de espera',
    consent_already_signed: 'Este formulario de consentimiento ya está firmado: ya no se puede modificar',
    id_photo_not_image:
      'La foto del documento de identidad no es una imagen legible (JPEG, PNG o WebP): quítala',
    id_photo_not_ready:
      'La foto del documento de identidad aún se está preparando: espera un momento y firma',
    id_photo_unavailable: 'La foto del documento de identidad ya no está disponible: añádela de nuevo',
    consent_closed:
      'Este formulario no se puede firmar en línea (la fecha límite ha pasado o no se ha pedido): habla con el artista',
    deposit_not_payable:
      'Este depósito no se puede pagar en línea (ya pagado, cancelado o no pedido): consulta con el artista',
    artist_unavailable: 'La página de este artista no está disponible por ahora',
    requests_closed: 'Este artista no acepta solicitudes por ahora',
    project_type_closed: 'Este artista no acepta este tipo de proyecto por ahora',
    opening_full:
      'La apertura está completa: ya se recibieron todas sus solicitudes. Tu solicitud no se envió',
    opening_closed: 'La apertura ha terminado: tu solicitud no se envió',
    opening_started: 'La apertura ha empezado: ya no se puede cambiar ni cancelar',
    request_limit_reached:
      'Este artista no puede recibir más solicitudes por ahora: ha alcanzado su límite de solicitudes',
    reference_upload_limit: 'Has enviado demasiadas imágenes para esta solicitud',
    login_code_invalid: 'Código incorrecto, revísalo e inténtalo de nuevo',
    login_code_expired: 'Este código ha caducado o ya se usó: pide uno nuevo',
    login_attempts_exceeded: 'Demasiados códigos incorrectos: pide un código nuevo',
    login_link_invalid: 'Este enlace ha caducado o ya se usó: pide un nuevo correo de acceso',
    confirmation_code_invalid: 'Código incorrecto, revísalo e inténtalo de nuevo',
    confirmation_expired:
      'Han pasado los 15 minutos para confirmar esta solicitud: el horario se ha liberado, vuelve a hacer tu solicitud',
    confirmation_link_invalid: 'Este enlace ya no es válido: usa el código o el enlace del último correo',
    confirmation_attempts_exceeded: 'Demasiados códigos incorrectos: pide un código nuevo con «Reenviar»',
    too_many_confirmation_emails:
      'Demasiados correos enviados para esta solicitud: usa el último código recibido o inténtalo en unos minutos',
    confirmation_slot_lost:
      'El plazo para confirmar terminó y otra persona reservó este horario: haz tu solicitud para otro horario',
    too_many_login_emails:
      'Se enviaron demasiados correos de acceso a esta dirección: inténtalo de nuevo en unos minutos',
    sender_blocked: 'Ya no puedes escribir en esta conversación',
    messages_closed:
      'Este artista no recibe mensajes por ahora: contacta con él mediante una solicitud de reserva',
    recipient_blocked: 'Este cliente ya no recibe tus mensajes',
    too_many_test_emails: 'Demasiados emails de prueba en un minuto: espera un momento y vuelve a intentarlo',
    too_many_reports: 'Demasiados envíos en un minuto: espera un momento y vuelve a intentarlo',
    too_many_requests: 'Demasiados intentos desde tu conexión: inténtalo de nuevo un poco más tarde',
    proof_of_work_required: 'Tu navegador debe hacer primero una breve comprobación: inténtalo de nuevo',
    too_many_messages: 'Demasiados mensajes enviados en un minuto: espera un momento y vuelve a intentarlo',
    photo_not_image: 'Una de las fotos no es una imagen legible (JPEG, PNG o WebP): quítala',
    photo_not_ready: 'Una foto aún se está preparando: espera un momento y envía',
    photo_unavailable: 'Una de las fotos ya no está disponible: añádela de nuevo',
    invalid_signature: 'Firma no válida o demasiado antigua',
    already_pro: 'Ya tienes el plan Pro: gestiónalo desde la facturación',
    no_billing_account: 'Todavía no hay ninguna suscripción que gestionar',
    pro_required: 'Las estadísticas avanzadas vienen con el plan Pro',
    account_suspended:
      'Tu cuenta está suspendida: puedes consultar y exportar tus datos, pero no cambiar ni enviar nada',
    deletion_not_confirmed: 'Escribe el nombre de tu página exactamente para confirmar la eliminación',
    conflict: 'Se produjo un conflicto, inténtalo de nuevo',
    internal: 'Se produjo un error, inténtalo de nuevo',
  },
});
