import { defineMessages, withSections } from '#shared/i18n/define-messages.ts';
import { consent } from './email/consent.ts';
import { digest } from './email/digest.ts';
import { lifecycle } from './email/lifecycle.ts';
import { receipt } from './email/receipt.ts';

/** Every email the product sends: Cognito's (through the CustomMessage trigger) and the consumers'. */
export const email = withSections(
  defineMessages({
    fr: {
      accountDeleted: {
        reason: '{{displayName}} a fermé son compte Inkslot : ce rendez-vous n’aura pas lieu.',
      },
      support: {
        bugSubject: '[Bug] {{location}} · {{type}} · {{pseudo}}',
        bugBody: '{{pseudo}} ({{email}}) signale un problème.',
        suggestionSubject: '[Suggestion] {{title}} · {{pseudo}}',
        suggestionBody: '{{pseudo}} ({{email}}) propose une fonctionnalité.',
        facts: { artist: 'Artiste', location: 'Où', type: 'Type', language: 'Langue', title: 'Titre' },
        screenshot: 'Une capture d’écran est jointe au signalement : elle se voit dans l’espace superadmin.',
        cta: 'Ouvrir l’espace superadmin',
      },
      templates: {
        dateWithZone: '{{date}} (heure {{zone, of}})',
        testBanner: 'Email de test : voici ce que vos clients reçoivent, avec des données d’exemple.',
        testSubject: '[Test] {{subject}}',
        requestReceived: {
          subject: 'Votre demande a bien été envoyée à {displayName}',
          body: 'Bonjour {firstname},\n\nVotre demande pour {projectType} a bien été envoyée à {displayName}, pour le créneau du {date}. Ce créneau vous est réservé pendant que l’artiste étudie votre demande.',
        },
        requestAccepted: {
          subject: 'Votre rendez-vous avec {displayName} est confirmé',
          body: 'Bonjour {firstname},\n\n{displayName} a accepté votre demande pour {projectType} : rendez-vous le {date}.',
        },
        requestDeclined: {
          subject: '{displayName} ne peut pas donner suite à votre demande',
          body: 'Bonjour {firstname},\n\n{displayName} a décliné votre demande pour {projectType} le {date}.',
        },
        requestMoved: {
          subject: 'Votre demande à {displayName} change de créneau',
          body: 'Bonjour {firstname},\n\n{displayName} a déplacé votre demande pour {projectType} sur un autre créneau.',
        },
        bookingMoved: {
          subject: 'Votre rendez-vous avec {displayName} a été déplacé',
          body: 'Bonjour {firstname},\n\n{displayName} a déplacé votre rendez-vous pour {projectType}.',
        },
        bookingCancelled: {
          subject: 'Votre rendez-vous avec {displayName} est annulé',
          body: 'Bonjour {firstname},\n\n{displayName} a annulé votre rendez-vous pour {projectType} le {date}.',
        },
      },
      footer: 'Inkslot, la prise de rendez-vous des tatoueurs',
      factLine: '{{label}} : {{value}}',
      requestConfirmation: {
        subject: 'Votre code pour confirmer votre demande à {{artist}} : {{code}}',
        intro: 'Quelqu’un a demandé un rendez-vous à {{artist}} avec cette adresse email, {{when}}.',
        code: 'Votre code de confirmation :',
        link: 'Saisissez ce code dans le formulaire, ou confirmez avec le bouton ci-dessous. Le créneau vous est gardé {{minutes}} minutes ; sans confirmation, la demande n’est pas envoyée.',
        ignore:
          'Si vous n’avez rien demandé, ignorez cet email : rien ne sera envoyé et aucun autre email ne suivra.',
        cta: 'Confirmer ma demande',
      },
      portalLogin: {
        subject: 'Votre code de connexion à votre espace client Inkslot',
        greeting: 'Bonjour {{firstname}},',
        code: 'Votre code de connexion :',
        link: 'Vous pouvez aussi vous connecter avec le bouton ci-dessous. Le code et le lien expirent dans {{minutes}} minutes et ne servent qu’une fois.',
        ignore:
          "Si vous n'avez pas demandé à vous connecter, ignorez cet email : personne ne peut accéder à votre espace sans ce code.",
        cta: 'Se connecter',
      },
      signUp: {
        subject: 'Votre code de vérification Inkslot',
        body: 'Bienvenue sur Inkslot ! Votre code de vérification est {{code}}. Il expire dans 24 heures.',
      },
      updateEmail: {
        subject: 'Confirmez votre nouvelle adresse email Inkslot',
        body: 'Pour utiliser cette adresse avec votre compte Inkslot, saisissez le code {{code}}. Si vous n’avez rien demandé, ignorez ce message : votre compte garde son adresse.',
      },
      resendCode: {
        subject: 'Votre nouveau code de vérification Inkslot',
        body: 'Votre nouveau code de vérification est {{code}}.',
      },
      forgotPassword: {
        subject: 'Réinitialisez votre mot de passe Inkslot',
        body: 'Ouvrez ce lien pour choisir votre nouveau mot de passe : {{link}} (ou saisissez le code {{code}}).',
        ignore: "Si vous n'avez rien demandé, ignorez cet email.",
      },
      welcome: {
        subject: 'Votre page Inkslot est en ligne, {{displayName}}',
        body: 'Bienvenue {{displayName}} ! Votre page publique est prête : {{link}}. Ajoutez vos flashs et réalisations pour recevoir vos premières demandes.',
        cta: 'Voir ma page',
      },
      projectTypes: { flash: 'un flash', custom: 'un projet personnalisé', touchup: 'une retouche' },
      namedFlash: 'le flash « {{title}} » ({{price}})',
      billing: {
        greeting: 'Bonjour {{displayName}},',
        interval: { monthly: 'mensuelle', yearly: 'annuelle' },
        upgraded: {
          subject: 'Bienvenue dans Inkslot Pro',
          body: 'Votre formule Pro {{interval}} est active : demandes illimitées, statistiques avancées et le badge Pro sur votre page. Prochain renouvellement le {{date}}.',
          cta: 'Voir mon abonnement',
        },
        cancelScheduled: {
          subject: 'Votre formule Pro s’arrêtera le {{date}}',
          body: 'Votre résiliation est enregistrée : vous gardez Pro jusqu’au {{date}}, puis votre compte repasse à la formule gratuite (10 demandes par mois). Vous pouvez la réactiver d’ici là.',
          cta: 'Gérer mon abonnement',
        },
        downgraded: {
          subject: 'Votre formule Pro est terminée',
          body: 'Votre compte est repassé à la formule gratuite : 10 demandes de réservation par mois. Vos pages, flashs et rendez-vous restent. Repassez à Pro quand vous voulez.',
          cta: 'Repasser à Pro',
        },
        paymentFailed: {
          subject: 'Le paiement de votre formule Pro a échoué',
          body: 'Le paiement de {{amount}} n’a pas abouti. Mettez à jour votre moyen de paiement pour garder Pro : Stripe réessaiera dans les prochains jours.',
          cta: 'Mettre à jour le paiement',
        },
      },
      message: {
        subject: 'Nouveau message de {{name}}',
        greeting: 'Bonjour {{firstname}},',
        intro: '{{name}} vous a écrit :',
        more: 'Et {{count}} autres messages non lus.',
        photos_one: 'Avec une photo, à voir dans la conversation.',
        photos_other: 'Avec {{count}} photos, à voir dans la conversation.',
        cta: 'Répondre',
      },
      requestSent: {
        location: 'Lieu : {{shopName}}, {{city}}.',
        next: 'Vous recevrez un email dès que l’artiste aura répondu. Suivez votre demande dans votre espace client avec cette adresse email.',
        cta: 'Suivre ma demande',
      },
      requestLimit: {
        near: {
          subject: '{{used}} demandes reçues sur les {{max}} de l’offre Free',
          body: 'Vous avez reçu ce mois-ci {{used}} des {{max}} demandes de l’offre Free. À la {{max}}e, votre page ne prendra plus de demandes jusqu’au mois prochain : passez Pro pour des demandes illimitées.',
        },
        reached: {
          subject: 'Votre page ne prend plus de demandes',
          body: 'C’était la {{max}}e demande du mois de l’offre Free : votre page ne prend plus de nouvelles demandes jusqu’au 1er du mois prochain. Passez Pro pour les rouvrir dès maintenant.',
        },
        plan: 'L’offre Pro : {{link}}',
        cta: 'Découvrir l’offre Pro',
      },
      newRequest: {
        subject: 'Nouvelle demande {{firstname, of}}',
        body: '{{firstname}} vous demande {{projectType}} pour le créneau du {{date}}. Ce créneau est réservé jusqu’à votre réponse.',
        location: 'Pendant votre voyage : {{shopName}}, {{city}}.',
        facts: {
          client: 'Client',
          flash: 'Flash',
          placement: 'Emplacement',
          size: 'Taille',
          note: 'Message',
        },
        photos_one: '{{count}} photo de référence jointe : elle se voit dans la demande.',
        photos_other: '{{count}} photos de référence jointes : elles se voient dans la demande.',
        flashImage: 'Flash « {{title}} »',
        cta: 'Voir la demande',
      },
    },
    en: {
      accountDeleted: {
        reason: '{{displayName}} has closed their Inkslot account: this appointment will not take place.',
      },
      support: {
        bugSubject: '[Bug] {{location}} · {{type}} · {{pseudo}}',
        bugBody: '{{pseudo}} ({{email}}) reports a problem.',
        suggestionSubject: '[Suggestion] {{title}} · {{pseudo}}',
        suggestionBody: '{{pseudo}} ({{email}}) suggests a feature.',
        facts: { artist: 'Artist', location: 'Where', type: 'Type', language: 'Language', title: 'Title' },
        screenshot: 'A screenshot comes with the report: see it in the superadmin area.',
        cta: 'Open the superadmin area',
      },
      templates: {
        dateWithZone: '{{date}} ({{zone}} time)',
        testBanner: 'Test email: this is what your clients receive, with sample data.',
        testSubject: '[Test] {{subject}}',
        requestReceived: {
          subject: 'Your request was sent to {displayName}',
          body: 'Hello {firstname},\n\nYour request for {projectType} was sent to {displayName}, for the slot on {date}. This slot is held for you while the artist reviews your request.',
        },
        requestAccepted: {
          subject: 'Your appointment with {displayName} is confirmed',
          body: 'Hello {firstname},\n\n{displayName} accepted your request for {projectType}: see you on {date}.',
        },
        requestDeclined: {
          subject: '{displayName} cannot take your request',
          body: 'Hello {firstname},\n\n{displayName} declined your request for {projectType} on {date}.',
        },
        requestMoved: {
          subject: 'Your request to {displayName} has a new slot',
          body: 'Hello {firstname},\n\n{displayName} moved your request for {projectType} to another slot.',
        },
        bookingMoved: {
          subject: 'Your appointment with {displayName} was moved',
          body: 'Hello {firstname},\n\n{displayName} moved your appointment for {projectType}.',
        },
        bookingCancelled: {
          subject: 'Your appointment with {displayName} is cancelled',
          body: 'Hello {firstname},\n\n{displayName} cancelled your appointment for {projectType} on {date}.',
        },
      },
      footer: 'Inkslot, booking for tattoo artists',
      factLine: '{{label}}: {{value}}',
      requestConfirmation: {
        subject: 'Your code to confirm your request to {{artist}}: {{code}}',
        intro: 'Someone asked {{artist}} for an appointment with this email address, {{when}}.',
        code: 'Your confirmation code:',
        link: 'Type this code in the form, or confirm with the button below. The slot is kept for you {{minutes}} minutes; without confirmation the request is not sent.',
        ignore:
          'If you did not ask for anything, ignore this email: nothing will be sent and no other email will follow.',
        cta: 'Confirm my request',
      },
      portalLogin: {
        subject: 'Your sign-in code for your Inkslot client space',
        greeting: 'Hello {{firstname}},',
        code: 'Your sign-in code:',
        link: 'You can also sign in with the button below. The code and the link expire in {{minutes}} minutes and work only once.',
        ignore:
          'If you did not ask to sign in, ignore this email: nobody can enter your space without this code.',
        cta: 'Sign in',
      },
      signUp: {
        subject: 'Your Inkslot verification code',
        body: 'Welcome to Inkslot! Your verification code is {{code}}. It expires in 24 hours.',
      },
      updateEmail: {
        subject: 'Confirm your new Inkslot email address',
        body: 'To use this address with your Inkslot account, enter the code {{code}}. If you did not ask for this, ignore this email: your account keeps its address.',
      },
      resendCode: {
        subject: 'Your new Inkslot verification code',
        body: 'Your new verification code is {{code}}.',
      },
      forgotPassword: {
        subject: 'Reset your Inkslot password',
        body: 'Open this link to choose your new password: {{link}} (or enter the code {{code}}).',
        ignore: 'If you did not ask for this, ignore this email.',
      },
      welcome: {
        subject: 'Your Inkslot page is live, {{displayName}}',
        body: 'Welcome {{displayName}}! Your public page is ready: {{link}}. Add your flashes and works to get your first requests.',
        cta: 'See my page',
      },
      projectTypes: { flash: 'a flash', custom: 'a custom project', touchup: 'a touch-up' },
      namedFlash: 'the flash “{{title}}” ({{price}})',
      billing: {
        greeting: 'Hello {{displayName}},',
        interval: { monthly: 'monthly', yearly: 'yearly' },
        upgraded: {
          subject: 'Welcome to Inkslot Pro',
          body: 'Your {{interval}} Pro plan is active: unlimited requests, advanced statistics and the Pro badge on your page. It renews on {{date}}.',
          cta: 'See my subscription',
        },
        cancelScheduled: {
          subject: 'Your Pro plan will end on {{date}}',
          body: 'Your cancellation is recorded: you keep Pro until {{date}}, then your account goes back to the free plan (10 requests a month). You can renew it until then.',
          cta: 'Manage my subscription',
        },
        downgraded: {
          subject: 'Your Pro plan has ended',
          body: 'Your account is back on the free plan: 10 booking requests a month. Your pages, flashes and appointments stay. Go Pro again whenever you like.',
          cta: 'Go Pro again',
        },
        paymentFailed: {
          subject: 'Your Pro payment failed',
          body: 'The payment of {{amount}} did not go through. Update your payment method to keep Pro: Stripe will try again in the coming days.',
          cta: 'Update the payment',
        },
      },
      message: {
        subject: 'New message from {{name}}',
        greeting: 'Hello {{firstname}},',
        intro: '{{name}} wrote to you:',
        more: 'And {{count}} more unread messages.',
        photos_one: 'With a photo, to see in the conversation.',
        photos_other: 'With {{count}} photos, to see in the conversation.',
        cta: 'Reply',
      },
      requestSent: {
        location: 'Where: {{shopName}}, {{city}}.',
        next: 'You will get an email as soon as the artist answers. Follow your request in your client space with this email address.',
        cta: 'Follow my request',
      },
      requestLimit: {
        near: {
          subject: '{{used}} of the Free plan’s {{max}} requests received',
          body: 'You have received {{used}} of the Free plan’s {{max}} requests this month. After the {{max}}th, your page takes no more requests until next month: go Pro for unlimited requests.',
        },
        reached: {
          subject: 'Your page no longer takes requests',
          body: 'That was the Free plan’s {{max}}th request this month: your page takes no new requests until the 1st of next month. Go Pro to open them again now.',
        },
        plan: 'The Pro plan: {{link}}',
        cta: 'See the Pro plan',
      },
      newRequest: {
        subject: 'New request from {{firstname}}',
        body: '{{firstname}} asks you for {{projectType}} in the slot on {{date}}. The slot is held until you answer.',
        location: 'During your travel: {{shopName}}, {{city}}.',
        facts: {
          client: 'Client',
          flash: 'Flash',
          placement: 'Placement',
          size: 'Size',
          note: 'Message',
        },
        photos_one: '{{count}} reference photo attached: see it in the request.',
        photos_other: '{{count}} reference photos attached: see them in the request.',
        flashImage: 'Flash “{{title}}”',
        cta: 'See the request',
      },
    },
    es: {
      accountDeleted: {
        reason: '{{displayName}} ha cerrado su cuenta de Inkslot: esta cita no tendrá lugar.',
      },
      support: {
        bugSubject: '[Bug] {{location}} · {{type}} · {{pseudo}}',
        bugBody: '{{pseudo}} ({{email}}) informa de un problema.',
        suggestionSubject: '[Sugerencia] {{title}} · {{pseudo}}',
        suggestionBody: '{{pseudo}} ({{email}}) propone una funcionalidad.',
        facts: { artist: 'Artista', location: 'Dónde', type: 'Tipo', language: 'Idioma', title: 'Título' },
        screenshot: 'El informe incluye una captura de pantalla: se ve en el espacio superadmin.',
        cta: 'Abrir el espacio superadmin',
      },
      templates: {
        dateWithZone: '{{date}} (hora de {{zone}})',
        testBanner: 'Email de prueba: esto es lo que reciben tus clientes, con datos de ejemplo.',
        testSubject: '[Prueba] {{subject}}',
        requestReceived: {
          subject: 'Tu solicitud se envió a {displayName}',
          body: 'Hola {firstname}:\n\nTu solicitud de {projectType} se envió a {displayName}, para el horario del {date}. Este horario queda reservado para ti mientras el artista estudia tu solicitud.',
        },
        requestAccepted: {
          subject: 'Tu cita con {displayName} está confirmada',
          body: 'Hola {firstname}:\n\n{displayName} aceptó tu solicitud de {projectType}: nos vemos el {date}.',
        },
        requestDeclined: {
          subject: '{displayName} no puede aceptar tu solicitud',
          body: 'Hola {firstname}:\n\n{displayName} rechazó tu solicitud de {projectType} el {date}.',
        },
        requestMoved: {
          subject: 'Tu solicitud a {displayName} tiene un nuevo horario',
          body: 'Hola {firstname}:\n\n{displayName} movió tu solicitud de {projectType} a otro horario.',
        },
        bookingMoved: {
          subject: 'Tu cita con {displayName} cambió de horario',
          body: 'Hola {firstname}:\n\n{displayName} movió tu cita de {projectType}.',
        },
        bookingCancelled: {
          subject: 'Tu cita con {displayName} está cancelada',
          body: 'Hola {firstname}:\n\n{displayName} canceló tu cita de {projectType} el {date}.',
        },
      },
      footer: 'Inkslot, las citas de los tatuadores',
      factLine: '{{label}}: {{value}}',
      requestConfirmation: {
        subject: 'Tu código para confirmar tu solicitud a {{artist}}: {{code}}',
        intro: 'Alguien pidió una cita a {{artist}} con esta dirección de correo, {{when}}.',
        code: 'Tu código de confirmación:',
        link: 'Escribe este código en el formulario o confirma con el botón de abajo. Te guardamos el horario {{minutes}} minutos; sin confirmación, la solicitud no se envía.',
        ignore: 'Si no pediste nada, ignora este correo: no se enviará nada y no recibirás otro correo.',
        cta: 'Confirmar mi solicitud',
      },
      portalLogin: {
        subject: 'Tu código de acceso a tu espacio de cliente Inkslot',
        greeting: 'Hola {{firstname}}:',
        code: 'Tu código de acceso:',
        link: 'También puedes entrar con el botón de abajo. El código y el enlace caducan en {{minutes}} minutos y solo sirven una vez.',
        ignore: 'Si no pediste entrar, ignora este correo: nadie puede acceder a tu espacio sin este código.',
        cta: 'Entrar',
      },
      signUp: {
        subject: 'Tu código de verificación de Inkslot',
        body: '¡Bienvenido a Inkslot! Tu código de verificación es {{code}}. Caduca en 24 horas.',
      },
      updateEmail: {
        subject: 'Confirma tu nueva dirección de email de Inkslot',
        body: 'Para usar esta dirección con tu cuenta de Inkslot, introduce el código {{code}}. Si no lo has pedido, ignora este mensaje: tu cuenta conserva su dirección.',
      },
      resendCode: {
        subject: 'Tu nuevo código de verificación de Inkslot',
        body: 'Tu nuevo código de verificación es {{code}}.',
      },
      forgotPassword: {
        subject: 'Restablece tu contraseña de Inkslot',
        body: 'Abre este enlace para elegir tu nueva contraseña: {{link}} (o introduce el código {{code}}).',
        ignore: 'Si no lo has pedido, ignora este correo.',
      },
      welcome: {
        subject: 'Tu página de Inkslot está en línea, {{displayName}}',
        body: '¡Bienvenido {{displayName}}! Tu página pública está lista: {{link}}. Añade tus flashes y trabajos para recibir tus primeras solicitudes.',
        cta: 'Ver mi página',
      },
      projectTypes: { flash: 'un flash', custom: 'un proyecto personalizado', touchup: 'un retoque' },
      namedFlash: 'flash «{{title}}» ({{price}})',
      billing: {
        greeting: 'Hola {{displayName}}:',
        interval: { monthly: 'mensual', yearly: 'anual' },
        upgraded: {
          subject: 'Bienvenido a Inkslot Pro',
          body: 'Tu plan Pro {{interval}} está activo: solicitudes ilimitadas, estadísticas avanzadas y la insignia Pro en tu página. Se renueva el {{date}}.',
          cta: 'Ver mi suscripción',
        },
        cancelScheduled: {
          subject: 'Tu plan Pro terminará el {{date}}',
          body: 'Tu cancelación está registrada: conservas Pro hasta el {{date}} y luego tu cuenta vuelve al plan gratuito (10 solicitudes al mes). Puedes renovarlo hasta entonces.',
          cta: 'Gestionar mi suscripción',
        },
        downgraded: {
          subject: 'Tu plan Pro ha terminado',
          body: 'Tu cuenta ha vuelto al plan gratuito: 10 solicitudes de cita al mes. Tus páginas, flashes y citas se quedan. Vuelve a Pro cuando quieras.',
          cta: 'Volver a Pro',
        },
        paymentFailed: {
          subject: 'El pago de tu plan Pro ha fallado',
          body: 'El pago de {{amount}} no se ha completado. Actualiza tu método de pago para conservar Pro: Stripe lo volverá a intentar en los próximos días.',
          cta: 'Actualizar el pago',
        },
      },
      message: {
        subject: 'Nuevo mensaje de {{name}}',
        greeting: 'Hola {{firstname}}:',
        intro: '{{name}} te ha escrito:',
        more: 'Y {{count}} mensajes más sin leer.',
        photos_one: 'Con una foto, para ver en la conversación.',
        photos_other: 'Con {{count}} fotos, para ver en la conversación.',
        cta: 'Responder',
      },
      requestSent: {
        location: 'Lugar: {{shopName}}, {{city}}.',
        next: 'Recibirás un correo en cuanto el artista responda. Sigue tu solicitud en tu espacio de cliente con esta dirección de correo.',
        cta: 'Seguir mi solicitud',
      },
      requestLimit: {
        near: {
          subject: '{{used}} de las {{max}} solicitudes del plan Free recibidas',
          body: 'Has recibido este mes {{used}} de las {{max}} solicitudes del plan Free. Después de la {{max}}.ª, tu página no aceptará más solicitudes hasta el mes que viene: pásate a Pro para tenerlas ilimitadas.',
        },
        reached: {
          subject: 'Tu página ya no acepta solicitudes',
          body: 'Esa era la {{max}}.ª solicitud del mes del plan Free: tu página no acepta nuevas solicitudes hasta el día 1 del mes que viene. Pásate a Pro para volver a abrirlas ya.',
        },
        plan: 'El plan Pro: {{link}}',
        cta: 'Ver el plan Pro',
      },
      newRequest: {
        subject: 'Nueva solicitud de {{firstname}}',
        body: '{{firstname}} te pide {{projectType}} para el horario del {{date}}. El horario queda reservado hasta tu respuesta.',
        location: 'Durante tu viaje: {{shopName}}, {{city}}.',
        facts: {
          client: 'Cliente',
          flash: 'Flash',
          placement: 'Zona',
          size: 'Tamaño',
          note: 'Mensaje',
        },
        photos_one: '{{count}} foto de referencia adjunta: se ve en la solicitud.',
        photos_other: '{{count}} fotos de referencia adjuntas: se ven en la solicitud.',
        flashImage: 'Flash «{{title}}»',
        cta: 'Ver la solicitud',
      },
    },
  }),
  // Families of emails in files of their own (same keys: `email.lifecycle.…`, `email.digest.…`).
  { lifecycle, digest, receipt, consent },
);
