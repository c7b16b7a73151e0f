import { LEGAL_CONTACT, type LegalText } from './legal-document.ts';

/** `/terms`: the terms of use of Inkslot, for artists and for clients. */
export const terms: LegalText = {
  updated: '2026-11-25',
  byLocale: {
    fr: {
      intro:
        'Ces conditions régissent l’utilisation d’Inkslot par les tatoueurs (les artistes) et par les personnes qui leur envoient des demandes (les clients). Utiliser le service, c’est les accepter.',
      sections: [
        {
          id: 'service',
          title: 'Le service',
          paragraphs: [
            'Inkslot fournit aux artistes une page publique, un formulaire de réservation, un espace pour gérer demandes, rendez-vous et disponibilités, et aux clients un portail pour suivre leurs demandes. Inkslot n’est pas partie aux prestations de tatouage : le contrat se noue entre l’artiste et son client.',
          ],
        },
        {
          id: 'accounts',
          title: 'Comptes des artistes',
          paragraphs: [
            'Un artiste crée un compte avec un email valide et un mot de passe qu’il garde secret. Il est responsable de ce qui est fait depuis son compte et des informations qu’il publie. Une adresse de page peut être retirée si elle usurpe l’identité d’un tiers.',
          ],
        },
        {
          id: 'content',
          title: 'Contenus publiés',
          paragraphs: [
            'L’artiste garantit détenir les droits sur les images et textes qu’il publie (flashs, réalisations, photos) et nous autorise à les héberger et les afficher pour faire fonctionner sa page. Il reste propriétaire de ses créations. Sont interdits les contenus illicites, haineux ou qui portent atteinte aux droits d’autrui.',
          ],
        },
        {
          id: 'bookings',
          title: 'Demandes et rendez-vous',
          paragraphs: [
            'Une demande n’est pas un rendez-vous : l’artiste l’accepte, la refuse ou propose un autre créneau. Le prix final, l’acompte et leurs conditions de remboursement sont fixés par l’artiste, qui en informe le client. Le client fournit des informations exactes et confirme avoir l’âge requis.',
          ],
        },
        {
          id: 'plans',
          title: 'Plans et paiement',
          paragraphs: [
            'Le plan Gratuit permet jusqu’à 10 demandes de réservation. Le plan Pro, à 19 € par mois ou à l’année, lève cette limite et ajoute des statistiques avancées et un badge Pro. L’abonnement se renouvelle jusqu’à sa résiliation, qui prend effet à la fin de la période payée. Les paiements sont traités par Stripe.',
          ],
        },
        {
          id: 'availability',
          title: 'Disponibilité et responsabilité',
          paragraphs: [
            'Nous faisons le nécessaire pour que le service soit disponible et que les données soient sauvegardées, sans pouvoir garantir une disponibilité sans interruption. Inkslot n’est pas responsable des prestations convenues entre artistes et clients.',
          ],
        },
        {
          id: 'termination',
          title: 'Fin d’utilisation',
          paragraphs: [
            'Un artiste peut cesser d’utiliser Inkslot et demander la fermeture de son compte à tout moment. Nous pouvons suspendre un compte qui enfreint ces conditions, après l’avoir signalé à son titulaire sauf urgence.',
          ],
        },
        {
          id: 'changes',
          title: 'Modifications et contact',
          paragraphs: [
            `Ces conditions peuvent évoluer ; la date en tête de page indique leur dernière version, et les artistes sont prévenus par email de tout changement important. Questions : ${LEGAL_CONTACT}. Ces conditions relèvent du droit français.`,
          ],
        },
      ],
    },
    en: {
      intro:
        'These terms govern the use of Inkslot by tattoo artists (artists) and by the people who send them requests (clients). Using the service means accepting them.',
      sections: [
        {
          id: 'service',
          title: 'The service',
          paragraphs: [
            'Inkslot gives artists a public page, a booking form and a workspace for requests, appointments and availability, and gives clients a portal to follow their requests. Inkslot is not a party to tattoo services: the agreement is between the artist and their client.',
          ],
        },
        {
          id: 'accounts',
          title: 'Artists’ accounts',
          paragraphs: [
            'An artist creates an account with a valid email and a password they keep secret. They are responsible for what is done from their account and for what they publish. A page address may be withdrawn if it impersonates someone else.',
          ],
        },
        {
          id: 'content',
          title: 'Published content',
          paragraphs: [
            'The artist warrants that they hold the rights to the images and texts they publish (flashes, works, photos) and allows us to host and show them to run their page. They keep ownership of their creations. Unlawful or hateful content, or content infringing others’ rights, is forbidden.',
          ],
        },
        {
          id: 'bookings',
          title: 'Requests and appointments',
          paragraphs: [
            'A request is not an appointment: the artist accepts it, declines it or offers another time. The final price, the deposit and their refund terms are set by the artist, who tells the client. The client gives accurate information and confirms they are of the required age.',
          ],
        },
        {
          id: 'plans',
          title: 'Plans and payment',
          paragraphs: [
            'The Free plan allows up to 10 booking requests. The Pro plan, at €19 a month or yearly, lifts that limit and adds advanced statistics and a Pro badge. The subscription renews until cancelled; a cancellation takes effect at the end of the paid period. Payments are processed by Stripe.',
          ],
        },
        {
          id: 'availability',
          title: 'Availability and liability',
          paragraphs: [
            'We do what is needed to keep the service available and the data backed up, but cannot promise uninterrupted availability. Inkslot is not liable for the services agreed between artists and clients.',
          ],
        },
        {
          id: 'termination',
          title: 'Ending use',
          paragraphs: [
            'An artist may stop using Inkslot and ask for their account to be closed at any time. We may suspend an account that breaches these terms, after telling its holder unless it is urgent.',
          ],
        },
        {
          id: 'changes',
          title: 'Changes and contact',
          paragraphs: [
            `These terms may change; the date at the top shows the latest version, and artists are told by email of any significant change. Questions: ${LEGAL_CONTACT}. These terms are governed by French law.`,
          ],
        },
      ],
    },
    es: {
      intro:
        'Estas condiciones rigen el uso de Inkslot por los tatuadores (los artistas) y por las personas que les envían solicitudes (los clientes). Usar el servicio supone aceptarlas.',
      sections: [
        {
          id: 'service',
          title: 'El servicio',
          paragraphs: [
            'Inkslot ofrece a los artistas una página pública, un formulario de reserva y un espacio para gestionar solicitudes, citas y disponibilidad, y a los clientes un portal para seguir sus solicitudes. Inkslot no es parte de los servicios de tatuaje: el acuerdo es entre el artista y su cliente.',
          ],
        },
        {
          id: 'accounts',
          title: 'Cuentas de los artistas',
          paragraphs: [
            'Un artista crea una cuenta con un email válido y una contraseña que mantiene en secreto. Responde de lo que se hace desde su cuenta y de lo que publica. Una dirección de página puede retirarse si suplanta a otra persona.',
          ],
        },
        {
          id: 'content',
          title: 'Contenido publicado',
          paragraphs: [
            'El artista garantiza tener los derechos de las imágenes y textos que publica (flashes, trabajos, fotos) y nos autoriza a alojarlos y mostrarlos para que su página funcione. Sigue siendo propietario de sus creaciones. Se prohíbe el contenido ilícito, de odio o que vulnere derechos ajenos.',
          ],
        },
        {
          id: 'bookings',
          title: 'Solicitudes y citas',
          paragraphs: [
            'Una solicitud no es una cita: el artista la acepta, la rechaza o propone otro horario. El precio final, el depósito y sus condiciones de reembolso los fija el artista, que informa al cliente. El cliente da información exacta y confirma tener la edad requerida.',
          ],
        },
        {
          id: 'plans',
          title: 'Planes y pago',
          paragraphs: [
            'El plan Gratis permite hasta 10 solicitudes de reserva. El plan Pro, a 19 € al mes o anual, quita ese límite y añade estadísticas avanzadas y una insignia Pro. La suscripción se renueva hasta que se cancela; la cancelación surte efecto al final del periodo pagado. Los pagos los procesa Stripe.',
          ],
        },
        {
          id: 'availability',
          title: 'Disponibilidad y responsabilidad',
          paragraphs: [
            'Hacemos lo necesario para que el servicio esté disponible y los datos respaldados, sin poder garantizar una disponibilidad ininterrumpida. Inkslot no responde de los servicios acordados entre artistas y clientes.',
          ],
        },
        {
          id: 'termination',
          title: 'Fin del uso',
          paragraphs: [
            'Un artista puede dejar de usar Inkslot y pedir el cierre de su cuenta en cualquier momento. Podemos suspender una cuenta que incumpla estas condiciones, avisando antes a su titular salvo urgencia.',
          ],
        },
        {
          id: 'changes',
          title: 'Cambios y contacto',
          paragraphs: [
            `Estas condiciones pueden cambiar; la fecha del principio indica la última versión, y los artistas reciben un email ante cualquier cambio importante. Preguntas: ${LEGAL_CONTACT}. Estas condiciones se rigen por el derecho francés.`,
          ],
        },
      ],
    },
  },
};
