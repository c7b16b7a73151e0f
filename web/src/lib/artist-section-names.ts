/**
 * The names of the artist's work sections in each language: the same words in the workspace's
 * navigation (`web.workspace.nav.*`) and the bug report's "where?" (`web.support.bug.locations.*`),
 * which both catalogues spread under their own keys.
 */
export const ARTIST_SECTION_NAMES = {
  fr: {
    today: 'Aujourd’hui',
    requests: 'Demandes',
    bookings: 'Rendez-vous',
    messages: 'Messages',
    availability: 'Disponibilités',
    insights: 'Statistiques',
  },
  en: {
    today: 'Today',
    requests: 'Requests',
    bookings: 'Bookings',
    messages: 'Messages',
    availability: 'Availability',
    insights: 'Insights',
  },
  es: {
    today: 'Hoy',
    requests: 'Solicitudes',
    bookings: 'Citas',
    messages: 'Mensajes',
    availability: 'Disponibilidad',
    insights: 'Estadísticas',
  },
} as const;
