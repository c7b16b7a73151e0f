import { defineMessages } from '#shared/i18n/define-messages.ts';

/** Link previews of the public pages (title and Open Graph tags served with the SPA's HTML). */
export const pages = defineMessages({
  fr: {
    title: '{{page}} | Inkslot',
    description: 'Flashs, réalisations, guest spots et prise de rendez-vous de {{displayName}} sur Inkslot.',
    flashTitle: '{{title}}, flash de {{displayName}}',
    flashDescription: 'Un flash de {{displayName}} à réserver sur Inkslot.',
    workTitle: '{{title}}, réalisation de {{displayName}}',
    workDescription: 'Une réalisation de {{displayName}}, à découvrir sur Inkslot.',
  },
  en: {
    title: '{{page}} | Inkslot',
    description: 'Flashes, works, guest spots and bookings of {{displayName}} on Inkslot.',
    flashTitle: '{{title}}, a flash by {{displayName}}',
    flashDescription: 'A flash by {{displayName}}, to book on Inkslot.',
    workTitle: '{{title}}, a work by {{displayName}}',
    workDescription: 'A work by {{displayName}}, on Inkslot.',
  },
  es: {
    title: '{{page}} | Inkslot',
    description: 'Flashes, trabajos, guest spots y reservas de {{displayName}} en Inkslot.',
    flashTitle: '{{title}}, flash de {{displayName}}',
    flashDescription: 'Un flash de {{displayName}} para reservar en Inkslot.',
    workTitle: '{{title}}, trabajo de {{displayName}}',
    workDescription: 'Un trabajo de {{displayName}}, en Inkslot.',
  },
});
