import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The getting-started guide and tutorials: `web.tutorials.*`. Each section its own catalogue, loaded with the
 * pages that show it (`withSectionMessages`).
 */
export const lazyMessages = defineMessages({
  fr: {
    tutorials: {
      pageTitle: 'Guide de démarrage',
      title: 'Guide de démarrage',
      intro:
        'Six étapes pour une page qui donne envie de réserver. Chacune prend quelques minutes ; faites-les dans l’ordre ou selon vos envies.',
      progress: '{{done}} étape(s) faite(s) sur {{total}}',
      stepNumber: 'Étape {{number}}',
      read: 'Lire',
      done: 'Fait',
      back: 'Guide de démarrage',
      next: 'Étape suivante : {{title}}',
      finished: 'Vous avez fait le tour : votre page est prête à recevoir des demandes.',
      tipTitle: 'Astuce',
      stepsTitle: 'Comment faire',
      notFound: 'Ce tutoriel n’existe pas.',
      articles: {
        picture: {
          title: 'Ajouter une photo de profil',
          summary:
            'Un visage ou votre logo : les clients réservent plus volontiers quelqu’un qu’ils reconnaissent.',
          steps: {
            s1: 'Ouvrez Profil dans le menu.',
            s2: 'Sous « Photo de profil », touchez « Choisir une image » et prenez une photo carrée, nette, bien éclairée.',
            s3: 'Ajoutez si vous voulez une bannière : une photo large de votre travail ou de votre salon.',
            s4: 'Enregistrez : la photo apparaît sur votre page et dans vos emails.',
          },
          tip: 'Les images sont redimensionnées et leurs données de localisation retirées avant d’être publiées.',
          cta: 'Ouvrir mon profil',
        },
        bio: {
          title: 'Écrire votre bio',
          summary: 'Quelques lignes pour dire ce que vous tatouez, où, et comment vous travaillez.',
          steps: {
            s1: 'Ouvrez Profil dans le menu.',
            s2: 'Dans « Bio », présentez votre univers en deux ou trois phrases.',
            s3: 'Cochez vos styles : ils s’affichent sur votre page et aident les clients à vous trouver.',
            s4: 'Ajoutez vos liens (Instagram, site) puis enregistrez.',
          },
          tip: 'Dites ce que vous ne faites pas (couvrages, visages…) : vous recevrez moins de demandes hors sujet.',
          cta: 'Écrire ma bio',
        },
        flash: {
          title: 'Publier votre premier flash',
          summary: 'Un motif prêt à tatouer, avec son prix : la demande la plus simple pour un client.',
          steps: {
            s1: 'Ouvrez Flashs dans le menu, puis « Ajouter un flash ».',
            s2: 'Ajoutez une ou plusieurs images du motif, un titre et un prix.',
            s3: 'Indiquez sa taille (longueur et largeur) et, si besoin, une note : emplacement, couleurs.',
            s4: 'Enregistrez : le flash apparaît sur votre page, et un client peut le demander en un geste.',
          },
          tip: 'Vos visiteurs peuvent trier vos flashs par date ou par prix : un prix clair sur chacun les aide à choisir.',
          cta: 'Ajouter un flash',
        },
        availability: {
          title: 'Ouvrir vos disponibilités',
          summary:
            'Les créneaux que vos clients peuvent demander : vos horaires habituels et vos exceptions.',
          steps: {
            s1: 'Ouvrez Disponibilités dans le menu.',
            s2: 'Ajoutez une disponibilité récurrente : les jours et les heures où vous tatouez chaque semaine.',
            s3: 'Ajoutez des dates ponctuelles pour un jour en plus, un horaire différent ou un jour de repos.',
            s4: 'Vérifiez le fuseau horaire indiqué : vos clients voient les créneaux à la bonne heure.',
          },
          tip: 'Un créneau demandé est bloqué pour les autres clients jusqu’à votre réponse ; si vous refusez, il se libère.',
          cta: 'Ouvrir mes disponibilités',
        },
        bookingSettings: {
          title: 'Régler vos réservations',
          summary: 'Les demandes que vous ouvrez, le délai avant un rendez-vous, et l’acompte.',
          steps: {
            s1: 'Ouvrez Réglages, puis « Réservations ».',
            s2: 'Choisissez les demandes que vous ouvrez : les réservations, les projets personnalisés, les retouches.',
            s3: 'Fixez le délai minimum, en heures, entre une demande et le créneau demandé, puis enregistrez.',
            s4: 'En acceptant une demande, vous fixez le prix final et l’acompte demandé au client.',
          },
          tip: 'Fermez les réservations pendant des congés : votre page dit aux visiteurs qu’elles sont fermées.',
          cta: 'Régler mes réservations',
        },
        shared: {
          title: 'Partager votre page',
          summary:
            'Votre page Inkslot est votre lien de réservation : mettez-la partout où l’on vous trouve.',
          steps: {
            s1: 'Sur Aujourd’hui, dans « Votre page », copiez le lien ou partagez-le depuis votre téléphone.',
            s2: 'Ajoutez le lien dans votre bio Instagram et vos autres réseaux.',
            s3: 'Répondez aux messages privés avec ce lien plutôt qu’en discutant des dates.',
            s4: 'Chaque demande arrive dans Demandes, avec tout ce qu’il faut pour répondre.',
          },
          tip: 'La carte de partage a un QR code à imprimer : posez-le au salon ou sur votre stand en convention.',
          cta: 'Partager ma page',
        },
      },
    },
  },
  en: {
    tutorials: {
      pageTitle: 'Getting-started guide',
      title: 'Getting-started guide',
      intro:
        'Six steps to a page that makes people want to book. Each takes a few minutes; do them in order or as you like.',
      progress: '{{done}} of {{total}} steps done',
      stepNumber: 'Step {{number}}',
      read: 'Read',
      done: 'Done',
      back: 'Getting-started guide',
      next: 'Next step: {{title}}',
      finished: 'You have been through it all: your page is ready for requests.',
      tipTitle: 'Tip',
      stepsTitle: 'How to',
      notFound: 'This tutorial does not exist.',
      articles: {
        picture: {
          title: 'Add a profile picture',
          summary: 'Your face or your logo: clients book more readily with someone they recognise.',
          steps: {
            s1: 'Open Profile in the menu.',
            s2: 'Under “Profile picture”, tap “Choose an image” and pick a square, sharp, well-lit photo.',
            s3: 'Add a banner if you like: a wide photo of your work or your shop.',
            s4: 'Save: the picture shows on your page and in your emails.',
          },
          tip: 'Images are resized and their location data removed before they are published.',
          cta: 'Open my profile',
        },
        bio: {
          title: 'Write your bio',
          summary: 'A few lines on what you tattoo, where, and how you work.',
          steps: {
            s1: 'Open Profile in the menu.',
            s2: 'In “Bio”, describe your style in two or three sentences.',
            s3: 'Tick your styles: they show on your page and help clients find you.',
            s4: 'Add your links (Instagram, website), then save.',
          },
          tip: 'Say what you do not do (cover-ups, faces…): you will get fewer off-topic requests.',
          cta: 'Write my bio',
        },
        flash: {
          title: 'Post your first flash',
          summary: 'A design ready to tattoo, with its price: the simplest request for a client.',
          steps: {
            s1: 'Open Flashes in the menu, then “Add a flash”.',
            s2: 'Add one or more images of the design, a title and a price.',
            s3: 'Give its size (length and width) and, if needed, a note: placement, colours.',
            s4: 'Save: the flash shows on your page, and a client can ask for it in one tap.',
          },
          tip: 'Visitors can sort your flashes by date or price: a clear price on each helps them choose.',
          cta: 'Add a flash',
        },
        availability: {
          title: 'Open your availability',
          summary: 'The slots clients can ask for: your usual hours and their exceptions.',
          steps: {
            s1: 'Open Availability in the menu.',
            s2: 'Add a recurring availability: the days and hours you tattoo every week.',
            s3: 'Add one-time dates for an extra day, different hours or a day off.',
            s4: 'Check the time zone shown: clients see the slots at the right time.',
          },
          tip: 'A requested slot is held from other clients until you answer; if you decline, it is free again.',
          cta: 'Open my availability',
        },
        bookingSettings: {
          title: 'Set up your bookings',
          summary: 'The requests you open, the notice before an appointment, and the deposit.',
          steps: {
            s1: 'Open Settings, then “Bookings”.',
            s2: 'Choose the requests you open: bookings, custom projects, touch-ups.',
            s3: 'Set the minimum notice, in hours, between a request and the requested slot, then save.',
            s4: 'When you accept a request, you set the final price and the deposit asked of the client.',
          },
          tip: 'Close bookings during a holiday: your page tells visitors they are closed.',
          cta: 'Set up my bookings',
        },
        shared: {
          title: 'Share your page',
          summary: 'Your Inkslot page is your booking link: put it wherever people find you.',
          steps: {
            s1: 'On Today, under “Your page”, copy the link or share it from your phone.',
            s2: 'Add the link to your Instagram bio and your other networks.',
            s3: 'Answer direct messages with the link rather than discussing dates.',
            s4: 'Each request lands in Requests, with everything you need to answer.',
          },
          tip: 'The share card has a QR code to print: put it up in the shop or on your convention stand.',
          cta: 'Share my page',
        },
      },
    },
  },
  es: {
    tutorials: {
      pageTitle: 'Guía de inicio',
      title: 'Guía de inicio',
      intro:
        'Seis pasos para una página que invite a reservar. Cada uno lleva unos minutos; hazlos en orden o como prefieras.',
      progress: '{{done}} de {{total}} pasos hechos',
      stepNumber: 'Paso {{number}}',
      read: 'Leer',
      done: 'Hecho',
      back: 'Guía de inicio',
      next: 'Siguiente paso: {{title}}',
      finished: 'Lo has completado todo: tu página está lista para recibir solicitudes.',
      tipTitle: 'Consejo',
      stepsTitle: 'Cómo hacerlo',
      notFound: 'Este tutorial no existe.',
      articles: {
        picture: {
          title: 'Añadir una foto de perfil',
          summary: 'Tu cara o tu logo: los clientes reservan más a gusto con alguien a quien reconocen.',
          steps: {
            s1: 'Abre Perfil en el menú.',
            s2: 'En «Foto de perfil», toca «Elegir una imagen» y escoge una foto cuadrada, nítida y bien iluminada.',
            s3: 'Añade si quieres un banner: una foto ancha de tu trabajo o de tu estudio.',
            s4: 'Guarda: la foto aparece en tu página y en tus emails.',
          },
          tip: 'Las imágenes se redimensionan y se les quitan los datos de ubicación antes de publicarlas.',
          cta: 'Abrir mi perfil',
        },
        bio: {
          title: 'Escribir tu bio',
          summary: 'Unas líneas sobre lo que tatúas, dónde y cómo trabajas.',
          steps: {
            s1: 'Abre Perfil en el menú.',
            s2: 'En «Bio», presenta tu estilo en dos o tres frases.',
            s3: 'Marca tus estilos: aparecen en tu página y ayudan a los clientes a encontrarte.',
            s4: 'Añade tus enlaces (Instagram, web) y guarda.',
          },
          tip: 'Di lo que no haces (cover-ups, caras…): recibirás menos solicitudes fuera de lugar.',
          cta: 'Escribir mi bio',
        },
        flash: {
          title: 'Publicar tu primer flash',
          summary: 'Un diseño listo para tatuar, con su precio: la solicitud más sencilla para un cliente.',
          steps: {
            s1: 'Abre Flashes en el menú y luego «Añadir un flash».',
            s2: 'Añade una o varias imágenes del diseño, un título y un precio.',
            s3: 'Indica su tamaño (largo y ancho) y, si hace falta, una nota: zona, colores.',
            s4: 'Guarda: el flash aparece en tu página y un cliente puede pedirlo con un toque.',
          },
          tip: 'Tus visitantes pueden ordenar tus flashes por fecha o por precio: un precio claro en cada uno les ayuda a elegir.',
          cta: 'Añadir un flash',
        },
        availability: {
          title: 'Abrir tus disponibilidades',
          summary: 'Los huecos que los clientes pueden pedir: tu horario habitual y sus excepciones.',
          steps: {
            s1: 'Abre Disponibilidad en el menú.',
            s2: 'Añade una disponibilidad recurrente: los días y horas en que tatúas cada semana.',
            s3: 'Añade fechas puntuales para un día extra, otro horario o un día libre.',
            s4: 'Comprueba la zona horaria indicada: los clientes ven los huecos a la hora correcta.',
          },
          tip: 'Un hueco solicitado queda bloqueado para otros clientes hasta que respondas; si rechazas, se libera.',
          cta: 'Abrir mis disponibilidades',
        },
        bookingSettings: {
          title: 'Configurar tus reservas',
          summary: 'Las solicitudes que abres, la antelación antes de una cita y el depósito.',
          steps: {
            s1: 'Abre Ajustes y luego «Reservas».',
            s2: 'Elige las solicitudes que abres: las reservas, los proyectos personalizados, los retoques.',
            s3: 'Fija la antelación mínima, en horas, entre una solicitud y el hueco pedido, y guarda.',
            s4: 'Al aceptar una solicitud, fijas el precio final y el depósito que pides al cliente.',
          },
          tip: 'Cierra las reservas durante unas vacaciones: tu página indica a los visitantes que están cerradas.',
          cta: 'Configurar mis reservas',
        },
        shared: {
          title: 'Compartir tu página',
          summary: 'Tu página de Inkslot es tu enlace de reservas: ponla donde te encuentren.',
          steps: {
            s1: 'En Hoy, en «Tu página», copia el enlace o compártelo desde tu teléfono.',
            s2: 'Añade el enlace a tu bio de Instagram y a tus otras redes.',
            s3: 'Responde a los mensajes directos con el enlace en lugar de hablar de fechas.',
            s4: 'Cada solicitud llega a Solicitudes, con todo lo necesario para responder.',
          },
          tip: 'La tarjeta para compartir tiene un código QR para imprimir: ponlo en el estudio o en tu stand de convención.',
          cta: 'Compartir mi página',
        },
      },
    },
  },
});
