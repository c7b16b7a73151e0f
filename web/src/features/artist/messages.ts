import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The artist’s account: `web.artist.*`, and the onboarding and account settings (`web.account.*`). In the
 * app’s first-load catalogue.
 */
export const messages = defineMessages({
  fr: {
    artist: {
      plan: {
        pageTitle: 'Abonnement',
        title: 'Votre abonnement',
        current: 'Formule : {{plan}} ({{status}})',
        free: 'Gratuite',
        pro: 'Pro',
        active: 'active',
        inactive: 'inactive',
        freeLimit: 'La formule gratuite permet jusqu’à 10 demandes de réservation par mois.',
        inactiveText: 'Votre abonnement n’est pas actif : certaines fonctions sont indisponibles.',
      },
    },
  },
  en: {
    artist: {
      plan: {
        pageTitle: 'Subscription',
        title: 'Your subscription',
        current: 'Plan: {{plan}} ({{status}})',
        free: 'Free',
        pro: 'Pro',
        active: 'active',
        inactive: 'inactive',
        freeLimit: 'The free plan allows up to 10 booking requests a month.',
        inactiveText: 'Your subscription is not active: some features are unavailable.',
      },
    },
  },
  es: {
    artist: {
      plan: {
        pageTitle: 'Suscripción',
        title: 'Tu suscripción',
        current: 'Plan: {{plan}} ({{status}})',
        free: 'Gratis',
        pro: 'Pro',
        active: 'activo',
        inactive: 'inactivo',
        freeLimit: 'El plan gratuito permite hasta 10 solicitudes de cita al mes.',
        inactiveText: 'Tu suscripción no está activa: algunas funciones no están disponibles.',
      },
    },
  },
});

/**
 * The artist’s account: `web.artist.*`, and the onboarding and account settings (`web.account.*`). Each
 * section its own catalogue, loaded with the pages that show it (`withSectionMessages`).
 */
export const lazyMessages = defineMessages({
  fr: {
    account: {
      onboarding: {
        pageTitle: 'Bienvenue',
        title: 'Créez votre page',
        progress: 'Étape {{current}} sur {{total}}',
        steps: {
          profileLink: 'Lien de votre page',
          about: 'Bio et styles',
          pictures: 'Photo et bannière',
          residence: 'Résidence',
        },
        intro: {
          about:
            'Présentez-vous en quelques lignes et cochez vos styles : c’est ce que vos futurs clients lisent en premier.',
          pictures:
            'Une photo de vous et une bannière de votre travail rassurent et donnent envie de réserver.',
          residence:
            'Le salon où vous tatouez d’habitude. Votre fuseau horaire en découle : vos horaires et vos rappels le suivent.',
        },
        pseudo: 'Nom d’utilisateur',
        pseudoHint: 'L’adresse de votre page : {{url}}',
        pseudoPlaceholder: 'votre-nom',
        checking: 'Vérification de la disponibilité…',
        available: 'Ce nom d’utilisateur est disponible',
        taken: 'Ce nom d’utilisateur est déjà pris',
        displayName: 'Nom d’affichage',
        displayNameHint: 'Le nom affiché sur votre page.',
        next: 'Continuer',
        finish: 'Terminer',
        skip: 'Passer cette étape',
        later: 'Tout se modifie plus tard dans Mon profil.',
        welcome: {
          title: 'Bienvenue sur Inkslot, {{displayName}} !',
          text: 'Votre page est en ligne :',
          copy: 'Copier le lien',
          copied: 'Lien copié',
          firstThings: 'Pour bien démarrer',
          todo: {
            flash: 'Publier votre premier flash',
            availability: 'Ouvrir vos disponibilités',
            bookingSettings: 'Régler vos réservations : demandes ouvertes, délai',
            guide: 'Lire le guide de démarrage',
          },
          cta: 'Accéder à mon espace',
        },
      },
    },
  },
  en: {
    account: {
      onboarding: {
        pageTitle: 'Welcome',
        title: 'Create your page',
        progress: 'Step {{current}} of {{total}}',
        steps: {
          profileLink: 'Your page link',
          about: 'Bio and styles',
          pictures: 'Picture and banner',
          residence: 'Residence',
        },
        intro: {
          about:
            'Introduce yourself in a few lines and tick your styles: it is what future clients read first.',
          pictures: 'A picture of you and a banner of your work reassure clients and make them want to book.',
          residence:
            'The shop where you usually tattoo. Your time zone follows from it: your hours and reminders use it.',
        },
        pseudo: 'Username',
        pseudoHint: 'Your page address: {{url}}',
        pseudoPlaceholder: 'your-name',
        checking: 'Checking availability…',
        available: 'This username is available',
        taken: 'This username is already taken',
        displayName: 'Display name',
        displayNameHint: 'The name shown on your page.',
        next: 'Continue',
        finish: 'Finish',
        skip: 'Skip this step',
        later: 'You can change all of it later in My profile.',
        welcome: {
          title: 'Welcome to Inkslot, {{displayName}}!',
          text: 'Your page is live:',
          copy: 'Copy the link',
          copied: 'Link copied',
          firstThings: 'To get started',
          todo: {
            flash: 'Post your first flash',
            availability: 'Open your availability',
            bookingSettings: 'Set up your bookings: open requests, notice',
            guide: 'Read the getting-started guide',
          },
          cta: 'Go to my space',
        },
      },
    },
  },
  es: {
    account: {
      onboarding: {
        pageTitle: 'Bienvenida',
        title: 'Crea tu página',
        progress: 'Paso {{current}} de {{total}}',
        steps: {
          profileLink: 'El enlace de tu página',
          about: 'Bio y estilos',
          pictures: 'Foto y banner',
          residence: 'Residencia',
        },
        intro: {
          about:
            'Preséntate en pocas líneas y marca tus estilos: es lo primero que leen tus futuros clientes.',
          pictures: 'Una foto tuya y un banner de tu trabajo dan confianza y ganas de reservar.',
          residence:
            'El estudio donde sueles tatuar. Tu zona horaria sale de ahí: tus horarios y recordatorios la siguen.',
        },
        pseudo: 'Nombre de usuario',
        pseudoHint: 'La dirección de tu página: {{url}}',
        pseudoPlaceholder: 'tu-nombre',
        checking: 'Comprobando la disponibilidad…',
        available: 'Este nombre de usuario está disponible',
        taken: 'Este nombre de usuario ya está ocupado',
        displayName: 'Nombre visible',
        displayNameHint: 'El nombre que aparece en tu página.',
        next: 'Continuar',
        finish: 'Terminar',
        skip: 'Saltar este paso',
        later: 'Puedes cambiarlo todo más tarde en Mi perfil.',
        welcome: {
          title: '¡Bienvenido a Inkslot, {{displayName}}!',
          text: 'Tu página está en línea:',
          copy: 'Copiar el enlace',
          copied: 'Enlace copiado',
          firstThings: 'Para empezar',
          todo: {
            flash: 'Publicar tu primer flash',
            availability: 'Abrir tus disponibilidades',
            bookingSettings: 'Configurar tus reservas: solicitudes abiertas, antelación',
            guide: 'Leer la guía de inicio',
          },
          cta: 'Ir a mi espacio',
        },
      },
    },
  },
});
