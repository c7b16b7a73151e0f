import { defineMessages } from '#shared/i18n/define-messages.ts';

/** A list the artist reorders: `web.sortableList.*`. In the app’s first-load catalogue. */
export const messages = defineMessages({
  fr: {
    sortableList: {
      instructions:
        'Pour déplacer un élément, faites glisser sa poignée, ou placez le focus sur la poignée et utilisez les flèches haut et bas.',
      handle: 'Déplacer {{item}}, position {{position}} sur {{total}}',
      moveUp: 'Monter {{item}}',
      moveDown: 'Descendre {{item}}',
      moved: '{{item}} : position {{position}} sur {{total}}',
    },
  },
  en: {
    sortableList: {
      instructions:
        'To move an item, drag its handle, or focus the handle and use the up and down arrow keys.',
      handle: 'Move {{item}}, position {{position}} of {{total}}',
      moveUp: 'Move {{item}} up',
      moveDown: 'Move {{item}} down',
      moved: '{{item}}: position {{position}} of {{total}}',
    },
  },
  es: {
    sortableList: {
      instructions:
        'Para mover un elemento, arrastra su asa, o pon el foco en el asa y usa las flechas arriba y abajo.',
      handle: 'Mover {{item}}, posición {{position}} de {{total}}',
      moveUp: 'Subir {{item}}',
      moveDown: 'Bajar {{item}}',
      moved: '{{item}}: posición {{position}} de {{total}}',
    },
  },
});
