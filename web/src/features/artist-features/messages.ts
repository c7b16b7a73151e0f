import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * `/app/settings/features` (issue 13): the optional parts of the product, `web.features.*`. Each section its
 * own catalogue, loaded with the pages that show it (`withSectionMessages`).
 */
export const lazyMessages = defineMessages({
  fr: {
    features: {
      pageTitle: 'Fonctionnalités',
      title: 'Fonctionnalités',
      intro:
        'Activez seulement ce qui vous sert. Chaque choix s’applique tout de suite, sur votre page et pour vos clients.',
      groups: {
        page: 'Votre page publique',
        work: 'Votre façon de travailler',
      },
      saved: 'Fonctionnalité enregistrée',
      error: 'Une erreur est survenue lors de la modification de la fonctionnalité',
      publicTravels: {
        label: 'Voyages et guest spots',
        hint: 'Votre page montre vos prochains voyages avec leur ville et leurs dates.',
        on: 'Vos voyages apparaissent sur votre page.',
        off: 'Vos voyages n’apparaissent plus sur votre page ; vos créneaux pendant un voyage restent réservables.',
      },
      publicWorks: {
        label: 'Réalisations',
        hint: 'Votre page montre vos tatouages réalisés, avec leur page à partager.',
        on: 'Vos réalisations apparaissent sur votre page.',
        off: 'Vos réalisations n’apparaissent plus sur votre page : elles restent dans votre espace.',
      },
      clientMessages: {
        label: 'Messages des clients',
        hint: 'Vos clients peuvent vous écrire depuis leur espace client. Éteint : ils vous joignent par une demande de réservation.',
        on: 'Vos clients peuvent de nouveau vous écrire.',
        off: 'Vos clients ne peuvent plus vous écrire ; vous pouvez toujours leur répondre.',
      },
      requestShortcuts: {
        label: 'Raccourcis clavier des demandes',
        hint: 'Dans la pile des demandes : A accepte, D refuse, M déplace, N et P passent à la demande suivante ou précédente.',
        on: 'Les raccourcis clavier sont actifs.',
        off: 'Les raccourcis clavier sont désactivés.',
      },
    },
  },
  en: {
    features: {
      pageTitle: 'Features',
      title: 'Features',
      intro: 'Switch on only what you use. Each choice applies at once, on your page and for your clients.',
      groups: {
        page: 'Your public page',
        work: 'How you work',
      },
      saved: 'Feature saved',
      error: 'An error occurred while updating the feature',
      publicTravels: {
        label: 'Travels and guest spots',
        hint: 'Your page shows your next travels with their city and dates.',
        on: 'Your travels show on your page.',
        off: 'Your travels no longer show on your page; your slots during a travel can still be booked.',
      },
      publicWorks: {
        label: 'Works',
        hint: 'Your page shows your finished tattoos, each with its own page to share.',
        on: 'Your works show on your page.',
        off: 'Your works no longer show on your page: they stay in your space.',
      },
      clientMessages: {
        label: 'Messages from clients',
        hint: 'Clients can write to you from their client space. Off: they reach you with a booking request.',
        on: 'Clients can write to you again.',
        off: 'Clients can no longer write to you; you can still answer them.',
      },
      requestShortcuts: {
        label: 'Keyboard shortcuts for requests',
        hint: 'In the request stack: A accepts, D declines, M moves, N and P go to the next or previous request.',
        on: 'Keyboard shortcuts are on.',
        off: 'Keyboard shortcuts are off.',
      },
    },
  },
  es: {
    features: {
      pageTitle: 'Funciones',
      title: 'Funciones',
      intro:
        'Activa solo lo que usas. Cada elección se aplica al instante, en tu página y para tus clientes.',
      groups: {
        page: 'Tu página pública',
        work: 'Tu forma de trabajar',
      },
      saved: 'Función guardada',
      error: 'Se ha producido un error al modificar la función',
      publicTravels: {
        label: 'Viajes y guest spots',
        hint: 'Tu página muestra tus próximos viajes con su ciudad y sus fechas.',
        on: 'Tus viajes aparecen en tu página.',
        off: 'Tus viajes ya no aparecen en tu página; tus horarios durante un viaje siguen reservables.',
      },
      publicWorks: {
        label: 'Trabajos',
        hint: 'Tu página muestra tus tatuajes realizados, cada uno con su página para compartir.',
        on: 'Tus trabajos aparecen en tu página.',
        off: 'Tus trabajos ya no aparecen en tu página: siguen en tu espacio.',
      },
      clientMessages: {
        label: 'Mensajes de clientes',
        hint: 'Tus clientes pueden escribirte desde su espacio. Desactivado: te contactan con una solicitud de reserva.',
        on: 'Tus clientes pueden volver a escribirte.',
        off: 'Tus clientes ya no pueden escribirte; tú aún puedes responderles.',
      },
      requestShortcuts: {
        label: 'Atajos de teclado de las solicitudes',
        hint: 'En la pila de solicitudes: A acepta, D rechaza, M mueve, N y P pasan a la solicitud siguiente o anterior.',
        on: 'Los atajos de teclado están activados.',
        off: 'Los atajos de teclado están desactivados.',
      },
    },
  },
});
