import { defineMessages } from '#shared/i18n/define-messages.ts';

/** The artist’s travels and guest spots: `web.travels.*`. In the app’s first-load catalogue. */
export const messages = defineMessages({
  fr: {
    travels: {
      title: 'Voyages (guest spots)',
      intro:
        'Vos passages dans d’autres salons. Votre page montre les voyages en cours et à venir avec la ville ; l’adresse n’est donnée à un client qu’une fois sa demande acceptée.',
      empty: 'Aucun voyage pour le moment.',
      add: 'Ajouter un voyage',
      edit: 'Modifier le voyage à {{city}}',
      delete: 'Supprimer le voyage à {{city}}',
      phases: {
        past: 'Terminé',
        ongoing: 'En cours',
        upcoming: 'À venir',
      },
      demand: {
        title: 'Demande par ville',
        intro:
          'Les visiteurs de votre page qui veulent être prévenus quand vous ouvrez des rendez-vous dans leur ville. Ils reçoivent un email dès que vos créneaux y sont ouverts.',
        empty:
          'Personne pour le moment. Sur votre page, chaque voyage propose d’être prévenu de son ouverture.',
        waiting_one: '{{count}} en attente',
        waiting_other: '{{count}} en attente',
        notified_one: '{{count}} prévenu',
        notified_other: '{{count}} prévenus',
        last: 'Dernière demande le {{date}}',
      },
      form: {
        addTitle: 'Nouveau voyage',
        editTitle: 'Modifier le voyage',
        startDate: 'Premier jour',
        endDate: 'Dernier jour',
        periodHint: 'Un an au plus.',
        shopName: 'Nom du salon',
        address: 'Adresse',
        addressHint: 'Jamais affichée sur votre page : donnée à un client quand sa demande est acceptée.',
        city: 'Ville',
        cityHint: 'Affichée sur votre page publique.',
        create: 'Ajouter le voyage',
        save: 'Enregistrer',
        cancel: 'Annuler',
      },
      deleteDialog: {
        title: 'Supprimer ce voyage ?',
        text: 'Le voyage à {{city}} ne sera plus visible sur votre page. Cette action est définitive.',
        confirm: 'Supprimer',
        cancel: 'Annuler',
      },
    },
  },
  en: {
    travels: {
      title: 'Travels (guest spots)',
      intro:
        'Your stays in other shops. Your page shows ongoing and upcoming travels with the city; a client gets the address only once their request is accepted.',
      empty: 'No travels yet.',
      add: 'Add a travel',
      edit: 'Edit the travel to {{city}}',
      delete: 'Delete the travel to {{city}}',
      phases: {
        past: 'Over',
        ongoing: 'Ongoing',
        upcoming: 'Upcoming',
      },
      demand: {
        title: 'Demand by city',
        intro:
          'Visitors of your page who want to be told when you open bookings in their city. They get an email as soon as your slots there are open.',
        empty: 'Nobody yet. On your page, each guest spot offers to be told when it opens.',
        waiting_one: '{{count}} waiting',
        waiting_other: '{{count}} waiting',
        notified_one: '{{count}} told',
        notified_other: '{{count}} told',
        last: 'Last asked on {{date}}',
      },
      form: {
        addTitle: 'New travel',
        editTitle: 'Edit the travel',
        startDate: 'First day',
        endDate: 'Last day',
        periodHint: 'One year at most.',
        shopName: 'Shop name',
        address: 'Address',
        addressHint: 'Never shown on your page: given to a client once their request is accepted.',
        city: 'City',
        cityHint: 'Shown on your public page.',
        create: 'Add the travel',
        save: 'Save',
        cancel: 'Cancel',
      },
      deleteDialog: {
        title: 'Delete this travel?',
        text: 'The travel to {{city}} will no longer show on your page. This cannot be undone.',
        confirm: 'Delete',
        cancel: 'Cancel',
      },
    },
  },
  es: {
    travels: {
      title: 'Viajes (guest spots)',
      intro:
        'Tus estancias en otros estudios. Tu página muestra los viajes en curso y próximos con la ciudad; un cliente recibe la dirección solo cuando se acepta su solicitud.',
      empty: 'Todavía no hay viajes.',
      add: 'Añadir un viaje',
      edit: 'Modificar el viaje a {{city}}',
      delete: 'Eliminar el viaje a {{city}}',
      phases: {
        past: 'Terminado',
        ongoing: 'En curso',
        upcoming: 'Próximo',
      },
      demand: {
        title: 'Demanda por ciudad',
        intro:
          'Los visitantes de tu página que quieren saber cuándo abres citas en su ciudad. Reciben un email en cuanto tus horarios allí están abiertos.',
        empty: 'Nadie por ahora. En tu página, cada guest spot ofrece avisar cuando abra.',
        waiting_one: '{{count}} en espera',
        waiting_other: '{{count}} en espera',
        notified_one: '{{count}} avisado',
        notified_other: '{{count}} avisados',
        last: 'Última petición el {{date}}',
      },
      form: {
        addTitle: 'Nuevo viaje',
        editTitle: 'Modificar el viaje',
        startDate: 'Primer día',
        endDate: 'Último día',
        periodHint: 'Un año como máximo.',
        shopName: 'Nombre del estudio',
        address: 'Dirección',
        addressHint: 'Nunca se muestra en tu página: se da a un cliente cuando se acepta su solicitud.',
        city: 'Ciudad',
        cityHint: 'Se muestra en tu página pública.',
        create: 'Añadir el viaje',
        save: 'Guardar',
        cancel: 'Cancelar',
      },
      deleteDialog: {
        title: '¿Eliminar este viaje?',
        text: 'El viaje a {{city}} ya no aparecerá en tu página. Esta acción es definitiva.',
        confirm: 'Eliminar',
        cancel: 'Cancelar',
      },
    },
  },
});
