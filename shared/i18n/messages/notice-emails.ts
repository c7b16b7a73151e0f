import { defineMessages } from '#shared/i18n/define-messages.ts';
import { policyRules } from './policy-rules.ts';

/**
 * The reminders' and aftercare emails' words (issue 14, item 4), merged into `email.…` by
 * shared/i18n/notice-email-translator.ts: only the functions that write or show them carry them (the
 * email consumer, the email templates' routes), not every function that writes an email.
 */
export const noticeEmails = defineMessages({
  fr: {
    travelDemand: {
      subject: '{{displayName}} ouvre ses rendez-vous à {{city}}',
      body: 'Vous avez demandé à être prévenu : {{displayName}} sera en guest spot chez {{shopName}}, à {{city}}, {{period}}, et ses créneaux sont ouverts.',
      first: 'Les premiers arrivés sont les premiers servis.',
      cta: 'Choisir un créneau',
    },
    waitlist: {
      offerSubject: 'Un créneau plus tôt avec {{displayName}} : {{date}}',
      offerBody:
        'Un créneau s’est libéré avec {{displayName}} le {{date}} (heure {{zone, of}}), plus tôt que votre rendez-vous du {{current}}.',
      offerFirst:
        'Le premier client de la liste d’attente à confirmer le prend. Sinon, votre rendez-vous reste tel quel.',
      offerCta: 'Prendre ce créneau',
      takenSubject: 'Le créneau du {{date}} avec {{displayName}} est pris',
      takenBody:
        'Un autre client de la liste d’attente a pris le créneau du {{date}}. Votre rendez-vous du {{current}} reste tel quel, et vous restez sur la liste pour le prochain.',
      takenCta: 'Voir mon rendez-vous',
    },
    templates: {
      reminder48h: {
        subject: 'Votre rendez-vous avec {displayName} est dans deux jours',
        body: 'Bonjour {firstname},\n\nPetit rappel : votre rendez-vous avec {displayName} pour {projectType} a lieu le {date}.\n\nLa veille, dormez bien, évitez l’alcool et mangez avant de venir : la séance n’en sera que plus confortable.',
      },
      reminder24h: {
        subject: 'C’est demain, {firstname} : votre rendez-vous avec {displayName}',
        body: 'Bonjour {firstname},\n\nVotre rendez-vous avec {displayName} pour {projectType} a lieu demain, le {date}.\n\nPensez à une pièce d’identité, à des vêtements confortables qui laissent la zone libre, et à arriver à l’heure.',
      },
      aftercareDay1: {
        subject: 'Prendre soin de votre nouveau tatouage',
        body: 'Bonjour {firstname},\n\nMerci pour votre venue ! Les premiers jours, lavez votre tatouage deux ou trois fois par jour à l’eau tiède et au savon sans parfum, séchez-le en tamponnant avec un essuie-tout propre, puis appliquez une fine couche de la crème conseillée par {displayName}.\n\nPas de piscine, de sauna ni de soleil pendant la cicatrisation.',
      },
      aftercareDay3: {
        subject: 'Votre tatouage, jour 3',
        body: 'Bonjour {firstname},\n\nVotre tatouage peut commencer à peler ou à former de fines croûtes : c’est normal. Ne grattez pas et n’arrachez rien, continuez à le laver doucement et à l’hydrater légèrement.',
      },
      aftercareDay7: {
        subject: 'Votre tatouage, une semaine après',
        body: 'Bonjour {firstname},\n\nÇa peut démanger : tapotez plutôt que de gratter. Continuez à hydrater et protégez-le du soleil. Une rougeur, un gonflement ou une chaleur inhabituels ? Écrivez à {displayName}.',
      },
      aftercareDay14: {
        subject: 'Votre tatouage, deux semaines après',
        body: 'Bonjour {firstname},\n\nLa surface est presque cicatrisée, mais la peau en dessous se reforme encore. Hydratez toujours, et évitez le soleil et les longs bains encore deux semaines.',
      },
      aftercareDay30: {
        subject: 'Comment votre tatouage a-t-il cicatrisé ?',
        body: 'Bonjour {firstname},\n\nUn mois après, votre tatouage devrait être bien cicatrisé. Protégez-le désormais avec un écran solaire pour garder des couleurs vives. Une retouche à prévoir, ou un prochain projet ? {displayName} sera ravi·e d’avoir de vos nouvelles.',
      },
      touchUpClosing: {
        subject: 'Votre retouche offerte avec {displayName} : plus que deux semaines',
        body: 'Bonjour {firstname},\n\nComme le promet la politique de {displayName}, une retouche de votre tatouage est offerte. Le délai se termine bientôt : choisissez un créneau depuis votre espace client.',
      },
      healedPhoto: {
        subject: 'Une photo de votre tatouage cicatrisé pour {displayName} ?',
        body: 'Bonjour {firstname},\n\nVotre tatouage a eu le temps de cicatriser. {displayName} aimerait le voir : envoyez une photo nette, à la lumière du jour, depuis votre espace client. Elle reste privée : seul·e {displayName} la voit.',
      },
    },
    lifecycle: {
      // The touch-up, late-arrival and lifetime sentences (issue 31), as the web reads them.
      policy: policyRules.fr,
      depositExpiry: {
        soonSubject: 'Votre acompte chez {{displayName}} expire le {{date}}',
        soonBody:
          'L’acompte de {{deposit}} conservé après l’annulation de votre rendez-vous compte pour un nouveau rendez-vous avec {{displayName}} pris avant le {{date}}. Passé cette date, il expire, comme le prévoit la politique acceptée lors de la réservation.',
        expiredSubject: 'Votre acompte chez {{displayName}} a expiré',
        expiredBody:
          'L’acompte de {{deposit}} conservé après l’annulation de votre rendez-vous a expiré le {{date}}, comme le prévoit la politique acceptée lors de la réservation : il ne compte plus pour un nouveau rendez-vous.',
        soonCta: 'Prendre un nouveau rendez-vous',
        expiredCta: 'Voir mes rendez-vous',
      },
      healedPhoto: {
        artistSubject: '{{firstname}} a envoyé la photo de son tatouage cicatrisé',
        artistBody:
          '{{firstname}} a envoyé une photo de son tatouage cicatrisé, après le rendez-vous {{when}}. Elle est sur le rendez-vous, visible de vous seul·e.',
        artistReplaced: 'Elle remplace la photo envoyée avant.',
        artistCta: 'Voir la photo',
      },
      lateArrival: {
        subject: 'Votre rendez-vous avec {{displayName}} : acompte conservé',
        body: 'Vous êtes arrivé·e avec plus de {{minutes}} minutes de retard à votre rendez-vous {{when}}. Comme le prévoit la politique acceptée lors de la réservation, l’acompte de {{deposit}} est conservé par {{displayName}} et n’est plus déduit du prix.',
        cta: 'Voir mon rendez-vous',
      },
      accepted: {
        touchUp:
          'Cette retouche est offerte, comme le promet la politique de {{displayName}} : rien à payer.',
      },
      notice: {
        when: 'Rendez-vous : {{date}} (heure {{zone, of}}).',
        balance: 'Reste à payer sur place : {{amount}}.',
        paidInFull: 'Tout est déjà payé.',
        refundUntil:
          'Un empêchement ? Annulez avant le {{date}} et votre acompte de {{deposit}} vous est remboursé.',
        refundKept:
          'Une annulation maintenant ne rembourse pas l’acompte, comme le prévoit la politique de l’artiste.',
        movesLeft_one: 'Vous pouvez encore le déplacer une fois depuis votre espace client.',
        movesLeft_other: 'Vous pouvez encore le déplacer {{count}} fois depuis votre espace client.',
        noMoves: 'Pour le déplacer, écrivez à {{displayName}}.',
        manageCta: 'Déplacer ou annuler',
        writeCta: 'Écrire à {{displayName}}',
        touchUpUntil:
          'Votre retouche offerte est à réserver avant le {{date}} : passé ce délai, elle ne l’est plus.',
        touchUpCta: 'Réserver ma retouche offerte',
        healedPhotoCta: 'Envoyer ma photo',
      },
    },
  },
  en: {
    travelDemand: {
      subject: '{{displayName}} opens bookings in {{city}}',
      body: 'You asked to be told: {{displayName}} will be guesting at {{shopName}}, {{city}}, {{period}}, and their times are open.',
      first: 'First come, first served.',
      cta: 'Choose a time',
    },
    waitlist: {
      offerSubject: 'An earlier slot with {{displayName}}: {{date}}',
      offerBody:
        'A slot freed up with {{displayName}} on {{date}} ({{zone}} time), earlier than your appointment on {{current}}.',
      offerFirst: 'The first waiting client to confirm takes it. Otherwise, your appointment stays as it is.',
      offerCta: 'Take this slot',
      takenSubject: 'The {{date}} slot with {{displayName}} is taken',
      takenBody:
        'Another waiting client took the slot on {{date}}. Your appointment on {{current}} stays as it is, and you stay on the waitlist for the next one.',
      takenCta: 'See my appointment',
    },
    templates: {
      reminder48h: {
        subject: 'Your appointment with {displayName} is in two days',
        body: 'Hello {firstname},\n\nA quick reminder: your appointment with {displayName} for {projectType} is on {date}.\n\nThe day before, sleep well, skip alcohol and eat before you come: the session will be all the more comfortable.',
      },
      reminder24h: {
        subject: 'See you tomorrow, {firstname}: your appointment with {displayName}',
        body: 'Hello {firstname},\n\nYour appointment with {displayName} for {projectType} is tomorrow, {date}.\n\nBring an ID, wear comfortable clothes that leave the area free, and come on time.',
      },
      aftercareDay1: {
        subject: 'Looking after your new tattoo',
        body: 'Hello {firstname},\n\nThank you for coming! For the first days, wash your tattoo two or three times a day with lukewarm water and unscented soap, pat it dry with a clean paper towel, then apply a thin layer of the cream {displayName} recommended.\n\nNo swimming, sauna or sun while it heals.',
      },
      aftercareDay3: {
        subject: 'Your tattoo, day 3',
        body: 'Hello {firstname},\n\nYour tattoo may start to flake or peel a little: this is normal. Don’t scratch or pick at it; keep washing it gently and moisturising it lightly.',
      },
      aftercareDay7: {
        subject: 'Your tattoo, one week on',
        body: 'Hello {firstname},\n\nIt may itch: tap it rather than scratch. Keep moisturising it and keep it out of the sun. Unusual redness, swelling or heat? Write to {displayName}.',
      },
      aftercareDay14: {
        subject: 'Your tattoo, two weeks on',
        body: 'Hello {firstname},\n\nThe surface has mostly healed, but the skin underneath is still settling. Keep moisturising, and avoid the sun and long baths for another two weeks.',
      },
      aftercareDay30: {
        subject: 'How has your tattoo healed?',
        body: 'Hello {firstname},\n\nA month on, your tattoo should be fully healed. From now on, protect it with sunscreen to keep its colours bright. A touch-up to plan, or your next project? {displayName} will be glad to hear from you.',
      },
      touchUpClosing: {
        subject: 'Your free touch-up with {displayName}: two weeks left',
        body: 'Hello {firstname},\n\nAs {displayName}’s policy promises, a touch-up of your tattoo is free. The window closes soon: choose a slot from your client space.',
      },
      healedPhoto: {
        subject: 'A photo of your healed tattoo for {displayName}?',
        body: 'Hello {firstname},\n\nYour tattoo has had time to heal. {displayName} would love to see it: send a sharp photo, in daylight, from your client space. It stays private: only {displayName} sees it.',
      },
    },
    lifecycle: {
      // The touch-up, late-arrival and lifetime sentences (issue 31), as the web reads them.
      policy: policyRules.en,
      depositExpiry: {
        soonSubject: 'Your deposit with {{displayName}} expires on {{date}}',
        soonBody:
          'The {{deposit}} deposit kept after you cancelled your appointment counts toward a new appointment with {{displayName}} booked before {{date}}. After that date it expires, as the policy you accepted when booking says.',
        expiredSubject: 'Your deposit with {{displayName}} has expired',
        expiredBody:
          'The {{deposit}} deposit kept after you cancelled your appointment expired on {{date}}, as the policy you accepted when booking says: it no longer counts toward a new appointment.',
        soonCta: 'Book a new appointment',
        expiredCta: 'See my appointments',
      },
      healedPhoto: {
        artistSubject: '{{firstname}} sent the photo of their healed tattoo',
        artistBody:
          '{{firstname}} sent a photo of their healed tattoo, after the appointment {{when}}. It is on the booking, seen by you alone.',
        artistReplaced: 'It replaces the photo sent before.',
        artistCta: 'See the photo',
      },
      lateArrival: {
        subject: 'Your appointment with {{displayName}}: deposit kept',
        body: 'You arrived more than {{minutes}} minutes late for your appointment {{when}}. As the policy you accepted when booking says, {{displayName}} keeps the {{deposit}} deposit, and it is no longer taken off the price.',
        cta: 'See my appointment',
      },
      accepted: {
        touchUp: 'This touch-up is free, as {{displayName}}’s policy promises: nothing to pay.',
      },
      notice: {
        when: 'Appointment: {{date}} ({{zone}} time).',
        balance: 'Left to pay at the appointment: {{amount}}.',
        paidInFull: 'Everything is already paid.',
        refundUntil: 'Something came up? Cancel before {{date}} and your {{deposit}} deposit is refunded.',
        refundKept: 'A cancellation now does not refund the deposit, as the artist’s policy says.',
        movesLeft_one: 'You can still move it once from your client space.',
        movesLeft_other: 'You can still move it {{count}} times from your client space.',
        noMoves: 'To move it, write to {{displayName}}.',
        manageCta: 'Move or cancel',
        writeCta: 'Write to {{displayName}}',
        touchUpUntil: 'Book your free touch-up before {{date}}: after that, it is no longer free.',
        touchUpCta: 'Book my free touch-up',
        healedPhotoCta: 'Send my photo',
      },
    },
  },
  es: {
    travelDemand: {
      subject: '{{displayName}} abre sus citas en {{city}}',
      body: 'Pediste que te avisáramos: {{displayName}} estará de guest spot en {{shopName}}, {{city}}, {{period}}, y sus horarios están abiertos.',
      first: 'Por orden de llegada.',
      cta: 'Elegir un horario',
    },
    waitlist: {
      offerSubject: 'Un horario antes con {{displayName}}: {{date}}',
      offerBody:
        'Se liberó un horario con {{displayName}} el {{date}} (hora de {{zone}}), antes que tu cita del {{current}}.',
      offerFirst:
        'El primer cliente de la lista de espera que lo confirme se lo queda. Si no, tu cita sigue igual.',
      offerCta: 'Tomar este horario',
      takenSubject: 'El horario del {{date}} con {{displayName}} ya está tomado',
      takenBody:
        'Otro cliente de la lista de espera tomó el horario del {{date}}. Tu cita del {{current}} sigue igual, y sigues en la lista para el próximo.',
      takenCta: 'Ver mi cita',
    },
    templates: {
      reminder48h: {
        subject: 'Tu cita con {displayName} es en dos días',
        body: 'Hola {firstname}:\n\nTe recordamos que tu cita con {displayName} de {projectType} es el {date}.\n\nLa víspera, duerme bien, evita el alcohol y come antes de venir: la sesión será mucho más cómoda.',
      },
      reminder24h: {
        subject: 'Es mañana, {firstname}: tu cita con {displayName}',
        body: 'Hola {firstname}:\n\nTu cita con {displayName} de {projectType} es mañana, el {date}.\n\nTrae un documento de identidad, ropa cómoda que deje libre la zona, y llega puntual.',
      },
      aftercareDay1: {
        subject: 'Cómo cuidar tu nuevo tatuaje',
        body: 'Hola {firstname}:\n\n¡Gracias por tu visita! Los primeros días, lava el tatuaje dos o tres veces al día con agua tibia y jabón sin perfume, sécalo a toques con papel de cocina limpio y aplica una capa fina de la crema que te recomendó {displayName}.\n\nNada de piscina, sauna ni sol mientras cicatriza.',
      },
      aftercareDay3: {
        subject: 'Tu tatuaje, día 3',
        body: 'Hola {firstname}:\n\nEs posible que el tatuaje empiece a pelarse un poco: es normal. No lo rasques ni arranques nada; sigue lavándolo con suavidad e hidratándolo ligeramente.',
      },
      aftercareDay7: {
        subject: 'Tu tatuaje, una semana después',
        body: 'Hola {firstname}:\n\nPuede picar: dale golpecitos en vez de rascar. Sigue hidratándolo y protégelo del sol. ¿Rojez, hinchazón o calor fuera de lo normal? Escribe a {displayName}.',
      },
      aftercareDay14: {
        subject: 'Tu tatuaje, dos semanas después',
        body: 'Hola {firstname}:\n\nLa superficie está casi cicatrizada, pero la piel de debajo aún se está asentando. Sigue hidratándolo y evita el sol y los baños largos dos semanas más.',
      },
      aftercareDay30: {
        subject: '¿Qué tal ha cicatrizado tu tatuaje?',
        body: 'Hola {firstname}:\n\nUn mes después, tu tatuaje debería estar bien cicatrizado. A partir de ahora, protégelo con protector solar para que los colores sigan vivos. ¿Un retoque o tu próximo proyecto? A {displayName} le encantará saber de ti.',
      },
      touchUpClosing: {
        subject: 'Tu retoque gratuito con {displayName}: quedan dos semanas',
        body: 'Hola {firstname},\n\nComo promete la política de {displayName}, un retoque de tu tatuaje es gratuito. El plazo termina pronto: elige un horario desde tu espacio de cliente.',
      },
      healedPhoto: {
        subject: '¿Una foto de tu tatuaje cicatrizado para {displayName}?',
        body: 'Hola {firstname}:\n\nTu tatuaje ha tenido tiempo de cicatrizar. A {displayName} le encantaría verlo: envía una foto nítida, con luz de día, desde tu espacio de cliente. Es privada: solo {displayName} la ve.',
      },
    },
    lifecycle: {
      // The touch-up, late-arrival and lifetime sentences (issue 31), as the web reads them.
      policy: policyRules.es,
      depositExpiry: {
        soonSubject: 'Tu depósito con {{displayName}} caduca el {{date}}',
        soonBody:
          'El depósito de {{deposit}} conservado tras cancelar tu cita cuenta para una nueva cita con {{displayName}} reservada antes del {{date}}. Después de esa fecha caduca, como dice la política que aceptaste al reservar.',
        expiredSubject: 'Tu depósito con {{displayName}} ha caducado',
        expiredBody:
          'El depósito de {{deposit}} conservado tras cancelar tu cita caducó el {{date}}, como dice la política que aceptaste al reservar: ya no cuenta para una nueva cita.',
        soonCta: 'Reservar una nueva cita',
        expiredCta: 'Ver mis citas',
      },
      healedPhoto: {
        artistSubject: '{{firstname}} ha enviado la foto de su tatuaje cicatrizado',
        artistBody:
          '{{firstname}} ha enviado una foto de su tatuaje cicatrizado, después de la cita {{when}}. Está en la cita, visible solo para ti.',
        artistReplaced: 'Sustituye a la foto enviada antes.',
        artistCta: 'Ver la foto',
      },
      lateArrival: {
        subject: 'Tu cita con {{displayName}}: depósito conservado',
        body: 'Llegaste con más de {{minutes}} minutos de retraso a tu cita {{when}}. Como dice la política que aceptaste al reservar, {{displayName}} conserva el depósito de {{deposit}}, que ya no se descuenta del precio.',
        cta: 'Ver mi cita',
      },
      accepted: {
        touchUp: 'Este retoque es gratuito, como promete la política de {{displayName}}: nada que pagar.',
      },
      notice: {
        when: 'Cita: {{date}} (hora de {{zone}}).',
        balance: 'Queda por pagar en la cita: {{amount}}.',
        paidInFull: 'Ya está todo pagado.',
        refundUntil:
          '¿Te ha surgido algo? Cancela antes del {{date}} y te devolvemos el depósito de {{deposit}}.',
        refundKept: 'Si cancelas ahora, el depósito no se devuelve, como indica la política del artista.',
        movesLeft_one: 'Aún puedes cambiarla una vez desde tu espacio de cliente.',
        movesLeft_other: 'Aún puedes cambiarla {{count}} veces desde tu espacio de cliente.',
        noMoves: 'Para cambiarla, escribe a {{displayName}}.',
        manageCta: 'Cambiar o cancelar',
        writeCta: 'Escribir a {{displayName}}',
        touchUpUntil: 'Reserva tu retoque gratuito antes del {{date}}: después, deja de ser gratuito.',
        touchUpCta: 'Reservar mi retoque gratuito',
        healedPhotoCta: 'Enviar mi foto',
      },
    },
  },
});
