import { defineMessages } from '#shared/i18n/define-messages.ts';

/** Uploading an image: `web.images.*`. In the app’s first-load catalogue. */
export const messages = defineMessages({
  fr: {
    images: {
      choose: 'Choisir une image',
      chooseMany: 'Choisir des images',
      hint: 'JPEG, PNG ou WebP, 10 Mo maximum.',
      limit: '{{max}} images maximum.',
      uploading: 'Envoi de {{name}}',
      processing: 'Traitement de {{name}}…',
      added: 'Image {{name}} ajoutée',
      image: 'Image {{index}}',
      remove: 'Retirer l’image {{index}}',
      dismiss: 'Fermer ce message',
      errors: {
        type: '{{name}} : format non pris en charge (JPEG, PNG ou WebP uniquement).',
        tooLarge: '{{name}} : image trop volumineuse (10 Mo maximum).',
        empty: '{{name}} : le fichier est vide.',
        tooMany: '{{name}} : pas plus de {{max}} images.',
        upload: '{{name}} : l’envoi a échoué, veuillez réessayer.',
        failed: '{{name}} : {{message}}',
        timeout: '{{name}} : le traitement prend trop de temps, veuillez réessayer.',
      },
      reasons: {
        too_large: '{{name}} : image trop volumineuse (10 Mo maximum).',
        unsupported_type: '{{name}} : ce fichier n’est pas une image JPEG, PNG ou WebP.',
        unreadable: '{{name}} : image illisible ou endommagée.',
      },
    },
  },
  en: {
    images: {
      choose: 'Choose an image',
      chooseMany: 'Choose images',
      hint: 'JPEG, PNG or WebP, 10 MB at most.',
      limit: '{{max}} images at most.',
      uploading: 'Uploading {{name}}',
      processing: 'Processing {{name}}…',
      added: 'Image {{name}} added',
      image: 'Image {{index}}',
      remove: 'Remove image {{index}}',
      dismiss: 'Dismiss this message',
      errors: {
        type: '{{name}}: unsupported format (JPEG, PNG or WebP only).',
        tooLarge: '{{name}}: image too large (10 MB at most).',
        empty: '{{name}}: the file is empty.',
        tooMany: '{{name}}: no more than {{max}} images.',
        upload: '{{name}}: the upload failed, please try again.',
        failed: '{{name}}: {{message}}',
        timeout: '{{name}}: processing is taking too long, please try again.',
      },
      reasons: {
        too_large: '{{name}}: image too large (10 MB at most).',
        unsupported_type: '{{name}}: this file is not a JPEG, PNG or WebP image.',
        unreadable: '{{name}}: the image is unreadable or damaged.',
      },
    },
  },
  es: {
    images: {
      choose: 'Elegir una imagen',
      chooseMany: 'Elegir imágenes',
      hint: 'JPEG, PNG o WebP, 10 MB como máximo.',
      limit: '{{max}} imágenes como máximo.',
      uploading: 'Enviando {{name}}',
      processing: 'Procesando {{name}}…',
      added: 'Imagen {{name}} añadida',
      image: 'Imagen {{index}}',
      remove: 'Quitar la imagen {{index}}',
      dismiss: 'Cerrar este mensaje',
      errors: {
        type: '{{name}}: formato no compatible (solo JPEG, PNG o WebP).',
        tooLarge: '{{name}}: imagen demasiado grande (10 MB como máximo).',
        empty: '{{name}}: el archivo está vacío.',
        tooMany: '{{name}}: no más de {{max}} imágenes.',
        upload: '{{name}}: el envío ha fallado, inténtalo de nuevo.',
        failed: '{{name}}: {{message}}',
        timeout: '{{name}}: el procesamiento tarda demasiado, inténtalo de nuevo.',
      },
      reasons: {
        too_large: '{{name}}: imagen demasiado grande (10 MB como máximo).',
        unsupported_type: '{{name}}: este archivo no es una imagen JPEG, PNG o WebP.',
        unreadable: '{{name}}: la imagen es ilegible o está dañada.',
      },
    },
  },
});
