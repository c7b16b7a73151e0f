import { LEGAL_CONTACT, type LegalText } from './legal-document.ts';

/**
 * `/privacy`: what Inkslot stores, why, for how long and who processes it. Keep it true to the
 * product: the entities of `shared/db/entities/`, the cookies of `shared/i18n/locales.ts` and
 * `shared/domain/portal/portal-auth-rules.ts`, and the browser storage of `web/src/lib/`.
 */
export const privacy: LegalText = {
  updated: '2026-11-25',
  byLocale: {
    fr: {
      intro:
        'Inkslot met en relation des tatoueurs et leurs clients. Cette politique décrit les données que le service enregistre, pourquoi, combien de temps, et vos droits.',
      sections: [
        {
          id: 'roles',
          title: 'Qui est responsable',
          paragraphs: [
            'Pour les comptes des artistes et le fonctionnement du service, Inkslot est responsable du traitement. Pour les demandes et rendez-vous qu’un client envoie à un artiste, l’artiste est responsable de l’usage qu’il en fait ; Inkslot les traite pour son compte.',
          ],
        },
        {
          id: 'artists',
          title: 'Données des artistes',
          paragraphs: ['Quand vous créez une page, nous enregistrons :'],
          items: [
            'votre email et votre mot de passe (chiffré par notre fournisseur d’identité, jamais lisible par nous) ;',
            'votre nom d’artiste, votre adresse de page, votre bio, vos styles, votre lieu de travail, vos voyages et vos liens sociaux ;',
            'vos flashs, réalisations, photo de profil et bannière ;',
            'vos disponibilités, vos réglages de réservation, vos préférences (langue, thème, format horaire, notifications) ;',
            'les demandes, rendez-vous, prix, acomptes et notes que vous gérez.',
          ],
        },
        {
          id: 'clients',
          title: 'Données des clients',
          paragraphs: [
            'Pour réserver, un client n’a pas besoin de compte. Une demande enregistre son prénom, son nom, son âge, son email, son compte Instagram s’il le donne, s’il est déjà tatoué, l’emplacement, la taille, la description du projet, les photos de référence envoyées et le créneau choisi.',
            'Son email sert aussi à lui envoyer un lien et un code de connexion à son portail, où il suit ses demandes et rendez-vous.',
          ],
        },
        {
          id: 'images',
          title: 'Images',
          paragraphs: [
            'Les images envoyées (portfolio, photos de profil, photos de référence) sont stockées et redimensionnées en plusieurs tailles. Les images du portfolio sont publiques sur la page de l’artiste ; les photos de référence ne sont visibles que par l’artiste concerné et le client. Une image envoyée mais jamais utilisée est supprimée au bout d’un jour.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies et stockage du navigateur',
          paragraphs: [
            'Inkslot n’utilise ni cookie publicitaire ni outil de mesure d’audience tiers. Il utilise seulement :',
          ],
          items: [
            'le cookie « lang », qui garde la langue choisie pendant un an ;',
            'le cookie « portal_refresh » (httpOnly, limité à l’authentification), qui garde un client connecté à son portail ;',
            'le stockage local du navigateur pour votre thème, la session de l’espace artiste et le nom de page que vous êtes en train de réserver.',
          ],
        },
        {
          id: 'emails',
          title: 'Emails',
          paragraphs: [
            'Nous envoyons les emails liés au service : confirmation de demande, réponses de l’artiste, changements de créneau, codes de connexion et, pour les artistes, les nouvelles demandes et un résumé quotidien qu’ils peuvent désactiver. Aucun email publicitaire.',
          ],
        },
        {
          id: 'processors',
          title: 'Sous-traitants',
          paragraphs: [
            'Les données sont hébergées chez Amazon Web Services (base de données, stockage des images, envoi des emails, authentification). Les paiements de l’abonnement Pro passent par Stripe ; Inkslot ne voit jamais votre numéro de carte.',
          ],
        },
        {
          id: 'retention',
          title: 'Durée de conservation',
          paragraphs: [
            'Les données d’un compte artiste sont gardées tant que le compte existe ; elles sont supprimées quand l’artiste demande la fermeture de son compte. Les codes et liens de connexion expirent en un jour ; les sessions du portail, à leur fin. Les demandes et rendez-vous restent accessibles à l’artiste et au client tant que le compte de l’artiste existe.',
          ],
        },
        {
          id: 'rights',
          title: 'Vos droits',
          paragraphs: [
            `Vous pouvez accéder à vos données, les corriger, les faire supprimer ou les recevoir dans un format lisible, et vous opposer à un traitement. Écrivez à ${LEGAL_CONTACT}. Vous pouvez aussi saisir l’autorité de protection des données de votre pays (en France, la CNIL).`,
          ],
        },
      ],
    },
    en: {
      intro:
        'Inkslot connects tattoo artists with their clients. This policy describes the data the service stores, why, for how long, and your rights.',
      sections: [
        {
          id: 'roles',
          title: 'Who is responsible',
          paragraphs: [
            'For artists’ accounts and running the service, Inkslot is the controller. For the requests and appointments a client sends to an artist, the artist is responsible for how they use them; Inkslot processes them on the artist’s behalf.',
          ],
        },
        {
          id: 'artists',
          title: 'Artists’ data',
          paragraphs: ['When you create a page, we store:'],
          items: [
            'your email and password (encrypted by our identity provider, never readable by us);',
            'your artist name, page address, bio, styles, where you work, your travels and social links;',
            'your flashes, works, profile picture and banner;',
            'your availability, booking settings and preferences (language, theme, hour format, notifications);',
            'the requests, appointments, prices, deposits and notes you manage.',
          ],
        },
        {
          id: 'clients',
          title: 'Clients’ data',
          paragraphs: [
            'A client needs no account to book. A request stores their first name, last name, age, email, Instagram account if they give it, whether they already have tattoos, the placement, size, project description, the reference photos sent and the chosen time slot.',
            'Their email is also used to send them a sign-in link and code for their portal, where they follow their requests and appointments.',
          ],
        },
        {
          id: 'images',
          title: 'Images',
          paragraphs: [
            'Uploaded images (portfolio, profile pictures, reference photos) are stored and resized into several sizes. Portfolio images are public on the artist’s page; reference photos are visible only to the artist concerned and the client. An image uploaded but never used is deleted after a day.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies and browser storage',
          paragraphs: ['Inkslot uses no advertising cookie and no third-party analytics. It only uses:'],
          items: [
            'the “lang” cookie, which keeps the chosen language for one year;',
            'the “portal_refresh” cookie (httpOnly, limited to sign-in), which keeps a client signed in to their portal;',
            'the browser’s local storage for your theme, the artist workspace session and the page name you are claiming.',
          ],
        },
        {
          id: 'emails',
          title: 'Emails',
          paragraphs: [
            'We send the emails the service needs: request confirmations, the artist’s answers, time changes, sign-in codes and, for artists, new requests and a daily summary they can turn off. No marketing email.',
          ],
        },
        {
          id: 'processors',
          title: 'Processors',
          paragraphs: [
            'Data is hosted by Amazon Web Services (database, image storage, email delivery, authentication). Pro subscription payments go through Stripe; Inkslot never sees your card number.',
          ],
        },
        {
          id: 'retention',
          title: 'How long we keep data',
          paragraphs: [
            'An artist account’s data is kept while the account exists; it is deleted when the artist asks for the account to be closed. Sign-in codes and links expire within a day; portal sessions when they end. Requests and appointments stay available to the artist and the client while the artist’s account exists.',
          ],
        },
        {
          id: 'rights',
          title: 'Your rights',
          paragraphs: [
            `You may access, correct, delete or receive your data in a readable format, and object to its processing. Write to ${LEGAL_CONTACT}. You may also contact your country’s data protection authority.`,
          ],
        },
      ],
    },
    es: {
      intro:
        'Inkslot conecta a tatuadores con sus clientes. Esta política describe los datos que guarda el servicio, para qué, durante cuánto tiempo y tus derechos.',
      sections: [
        {
          id: 'roles',
          title: 'Quién es responsable',
          paragraphs: [
            'Para las cuentas de los artistas y el funcionamiento del servicio, Inkslot es el responsable del tratamiento. Para las solicitudes y citas que un cliente envía a un artista, el artista responde del uso que hace de ellas; Inkslot las trata por su cuenta.',
          ],
        },
        {
          id: 'artists',
          title: 'Datos de los artistas',
          paragraphs: ['Cuando creas una página, guardamos:'],
          items: [
            'tu email y tu contraseña (cifrada por nuestro proveedor de identidad, nunca legible por nosotros);',
            'tu nombre artístico, la dirección de tu página, tu bio, tus estilos, dónde trabajas, tus viajes y tus redes sociales;',
            'tus flashes, trabajos, foto de perfil y banner;',
            'tu disponibilidad, tus ajustes de reserva y tus preferencias (idioma, tema, formato horario, notificaciones);',
            'las solicitudes, citas, precios, depósitos y notas que gestionas.',
          ],
        },
        {
          id: 'clients',
          title: 'Datos de los clientes',
          paragraphs: [
            'Un cliente no necesita cuenta para reservar. Una solicitud guarda su nombre, apellido, edad, email, su cuenta de Instagram si la da, si ya tiene tatuajes, la zona, el tamaño, la descripción del proyecto, las fotos de referencia enviadas y el horario elegido.',
            'Su email sirve también para enviarle un enlace y un código de acceso a su portal, donde sigue sus solicitudes y citas.',
          ],
        },
        {
          id: 'images',
          title: 'Imágenes',
          paragraphs: [
            'Las imágenes enviadas (portfolio, fotos de perfil, fotos de referencia) se guardan y se redimensionan en varios tamaños. Las del portfolio son públicas en la página del artista; las fotos de referencia solo las ven el artista y el cliente. Una imagen enviada y nunca usada se borra al cabo de un día.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies y almacenamiento del navegador',
          paragraphs: ['Inkslot no usa cookies publicitarias ni analítica de terceros. Solo usa:'],
          items: [
            'la cookie «lang», que guarda el idioma elegido durante un año;',
            'la cookie «portal_refresh» (httpOnly, limitada al acceso), que mantiene a un cliente conectado a su portal;',
            'el almacenamiento local del navegador para tu tema, la sesión del espacio del artista y el nombre de página que estás reservando.',
          ],
        },
        {
          id: 'emails',
          title: 'Emails',
          paragraphs: [
            'Enviamos los emails que el servicio necesita: confirmaciones de solicitud, respuestas del artista, cambios de horario, códigos de acceso y, para los artistas, nuevas solicitudes y un resumen diario que pueden desactivar. Ningún email publicitario.',
          ],
        },
        {
          id: 'processors',
          title: 'Encargados del tratamiento',
          paragraphs: [
            'Los datos se alojan en Amazon Web Services (base de datos, almacenamiento de imágenes, envío de emails, autenticación). Los pagos de la suscripción Pro pasan por Stripe; Inkslot nunca ve el número de tu tarjeta.',
          ],
        },
        {
          id: 'retention',
          title: 'Plazo de conservación',
          paragraphs: [
            'Los datos de una cuenta de artista se guardan mientras la cuenta existe; se borran cuando el artista pide cerrar su cuenta. Los códigos y enlaces de acceso caducan en un día; las sesiones del portal, al terminar. Las solicitudes y citas siguen disponibles para el artista y el cliente mientras exista la cuenta del artista.',
          ],
        },
        {
          id: 'rights',
          title: 'Tus derechos',
          paragraphs: [
            `Puedes acceder a tus datos, corregirlos, suprimirlos o recibirlos en un formato legible, y oponerte a su tratamiento. Escribe a ${LEGAL_CONTACT}. También puedes acudir a la autoridad de protección de datos de tu país (en España, la AEPD).`,
          ],
        },
      ],
    },
  },
};
