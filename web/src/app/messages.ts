import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The app shell’s words, shown on every page: the brand, the shared verbs, the language and theme choices,
 * the footer, the update banner, the error pages. In the app’s first-load catalogue.
 */
export const messages = defineMessages({
  fr: {
    brand: 'Inkslot',
    title: '{{page}} | Inkslot',
    common: {
      loading: 'Chargement…',
      sending: 'Envoi…',
      saving: 'Enregistrement…',
      retry: 'Réessayer',
      requiredHint: 'Les champs marqués d’un * sont obligatoires.',
      skipToContent: 'Aller au contenu',
      newTab: '(nouvel onglet)',
      backHome: 'Retour à l’accueil',
    },
    language: {
      label: 'Langue',
      fr: 'Français',
      en: 'English',
      es: 'Español',
    },
    theme: {
      label: 'Thème',
      system: 'Système',
      dark: 'Sombre',
      light: 'Clair',
    },
    footer: {
      tagline: '© {{year}} Inkslot, la prise de rendez-vous des tatoueurs',
      legal: 'Informations légales',
      terms: 'Conditions d’utilisation',
      privacy: 'Politique de confidentialité',
    },
    update: {
      available: 'Une nouvelle version d’Inkslot est disponible.',
      reload: 'Recharger',
      dismiss: 'Plus tard',
    },
    errors: {
      network_error: 'Connexion impossible. Vérifiez votre réseau et réessayez.',
      unknown: 'Une erreur est survenue, veuillez réessayer',
      unauthorized: 'Votre session a expiré, veuillez vous reconnecter',
    },
    notFound: {
      pageTitle: 'Page introuvable',
      title: 'Page introuvable : {{path}}',
      text: 'Cette page n’existe pas ou a été déplacée.',
      claimText: 'Aucun artiste n’utilise encore le nom « {{pseudo}} ». Il peut être le vôtre !',
      claimCta: 'Obtenir le nom « {{pseudo}} »',
    },
    internalError: {
      pageTitle: 'Erreur',
      title: 'Une erreur est survenue',
      text: 'Cette page n’a pas pu s’afficher. Réessayez dans un instant.',
      reload: 'Recharger la page',
    },
  },
  en: {
    brand: 'Inkslot',
    title: '{{page}} | Inkslot',
    common: {
      loading: 'Loading…',
      sending: 'Sending…',
      saving: 'Saving…',
      retry: 'Try again',
      requiredHint: 'Fields marked with * are required.',
      skipToContent: 'Skip to content',
      newTab: '(new tab)',
      backHome: 'Back to the home page',
    },
    language: {
      label: 'Language',
      fr: 'Français',
      en: 'English',
      es: 'Español',
    },
    theme: {
      label: 'Theme',
      system: 'System',
      dark: 'Dark',
      light: 'Light',
    },
    footer: {
      tagline: '© {{year}} Inkslot, booking for tattoo artists',
      legal: 'Legal',
      terms: 'Terms of use',
      privacy: 'Privacy policy',
    },
    update: {
      available: 'A new version of Inkslot is available.',
      reload: 'Reload',
      dismiss: 'Later',
    },
    errors: {
      network_error: 'Cannot connect. Check your network and try again.',
      unknown: 'Something went wrong, please try again',
      unauthorized: 'Your session has expired, please sign in again',
    },
    notFound: {
      pageTitle: 'Page not found',
      title: 'Page not found: {{path}}',
      text: 'This page does not exist or has moved.',
      claimText: 'No artist uses the name “{{pseudo}}” yet. It could be yours!',
      claimCta: 'Claim “{{pseudo}}”',
    },
    internalError: {
      pageTitle: 'Error',
      title: 'Something went wrong',
      text: 'This page could not be shown. Try again in a moment.',
      reload: 'Reload the page',
    },
  },
  es: {
    brand: 'Inkslot',
    title: '{{page}} | Inkslot',
    common: {
      loading: 'Cargando…',
      sending: 'Enviando…',
      saving: 'Guardando…',
      retry: 'Reintentar',
      requiredHint: 'Los campos marcados con * son obligatorios.',
      skipToContent: 'Ir al contenido',
      newTab: '(nueva pestaña)',
      backHome: 'Volver al inicio',
    },
    language: {
      label: 'Idioma',
      fr: 'Français',
      en: 'English',
      es: 'Español',
    },
    theme: {
      label: 'Tema',
      system: 'Sistema',
      dark: 'Oscuro',
      light: 'Claro',
    },
    footer: {
      tagline: '© {{year}} Inkslot, las citas de los tatuadores',
      legal: 'Información legal',
      terms: 'Condiciones de uso',
      privacy: 'Política de privacidad',
    },
    update: {
      available: 'Hay una nueva versión de Inkslot disponible.',
      reload: 'Recargar',
      dismiss: 'Más tarde',
    },
    errors: {
      network_error: 'No se puede conectar. Comprueba tu red e inténtalo de nuevo.',
      unknown: 'Se produjo un error, inténtalo de nuevo',
      unauthorized: 'Tu sesión ha caducado, vuelve a iniciar sesión',
    },
    notFound: {
      pageTitle: 'Página no encontrada',
      title: 'Página no encontrada: {{path}}',
      text: 'Esta página no existe o se ha movido.',
      claimText: 'Ningún artista usa todavía el nombre «{{pseudo}}». ¡Puede ser el tuyo!',
      claimCta: 'Obtener el nombre «{{pseudo}}»',
    },
    internalError: {
      pageTitle: 'Error',
      title: 'Se produjo un error',
      text: 'No se pudo mostrar esta página. Inténtalo de nuevo en un momento.',
      reload: 'Recargar la página',
    },
  },
});
