import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The site’s pages (landing, terms, privacy), prerendered (ADR 0034): `web.site.*`. In the app’s first-load
 * catalogue.
 */
export const messages = defineMessages({
  fr: {
    site: {
      landing: {
        pageTitle: 'Prise de rendez-vous pour tatoueurs',
        description:
          'Inkslot donne aux tatoueurs une page de réservation, des demandes complètes, un agenda et un portail pour leurs clients. Gratuit pour commencer.',
        nav: {
          features: 'Fonctionnalités',
          pricing: 'Tarifs',
          faq: 'Questions',
        },
        hero: {
          eyebrow: 'Pour les tatoueurs et tatoueuses',
          title: 'Vos rendez-vous de tatouage, simplement',
          subtitle:
            'Une page publique pour vos flashs et réalisations, des demandes de réservation claires et un portail pour vos clients.',
          signup: 'Créer ma page',
          login: 'Se connecter',
          note: 'Gratuit, sans carte bancaire. Votre page est prête en cinq minutes.',
          preview: {
            label: 'Aperçu d’une demande',
            client: 'Camille D.',
            flash: 'Flash « Hirondelle »',
            when: 'Samedi, 14:00 – 16:00',
            place: 'Atelier Nocturne, Lyon',
            price: '180 €',
            deposit: 'Acompte payé',
            status: 'Confirmé',
          },
        },
        features: {
          title: 'Tout ce qu’il faut pour réserver',
          subtitle: 'De la première demande au jour du rendez-vous, au même endroit.',
          profile: {
            title: 'Votre page publique',
            text: 'Flashs avec leurs prix, réalisations, guest spots et liens sociaux à une seule adresse : inkslot/votre-nom.',
          },
          booking: {
            title: 'Un formulaire qui pose les bonnes questions',
            text: 'Emplacement, taille, photos de référence et créneau : chaque demande arrive complète.',
          },
          requests: {
            title: 'Des demandes traitées en un geste',
            text: 'Acceptez avec le prix final et l’acompte, refusez ou proposez un autre créneau.',
          },
          calendar: {
            title: 'Vos disponibilités, votre agenda',
            text: 'Ouvrez vos créneaux, suivez vos rendez-vous et l’état des acomptes.',
          },
          portal: {
            title: 'Un portail pour vos clients',
            text: 'Vos clients suivent leurs demandes, acceptent un nouveau créneau ou annulent, sans créer de compte.',
          },
          languages: {
            title: 'En français, anglais et espagnol',
            text: 'Chaque client lit la page et les emails dans sa langue, fichiers d’agenda compris.',
          },
        },
        pricing: {
          title: 'Tarifs',
          subtitle: 'Commencez gratuitement, passez à Pro quand les demandes affluent.',
          free: {
            name: 'Gratuit',
            period: 'pour toujours',
            perks: {
              requests: 'Jusqu’à 10 demandes de réservation par mois',
              page: 'Page publique, flashs et réalisations',
              portal: 'Portail client et emails en 3 langues',
            },
            cta: 'Commencer gratuitement',
          },
          pro: {
            name: 'Pro',
            badge: 'Le plus choisi',
            period: 'par mois',
            yearly: 'ou {{price}} par an : {{saving}} % d’économie',
            perks: {
              requests: 'Demandes illimitées',
              statistics: 'Statistiques avancées',
              badge: 'Badge Pro sur votre page',
              everything: 'Tout le plan Gratuit',
            },
            cta: 'Essayer Pro',
          },
        },
        faq: {
          title: 'Questions fréquentes',
          account: {
            question: 'Mes clients doivent-ils créer un compte ?',
            answer:
              'Non. Ils réservent avec leur nom et leur email, puis reçoivent un lien sécurisé vers leur portail pour suivre leurs demandes et rendez-vous.',
          },
          limit: {
            question: 'Que se passe-t-il après 10 demandes dans le mois avec le plan Gratuit ?',
            answer:
              'Vous êtes prévenu à 8 puis à 10 demandes. Votre formulaire se ferme alors aux nouvelles demandes jusqu’au 1er du mois suivant ; celles en cours et vos rendez-vous restent. Le plan Pro lève la limite.',
          },
          deposit: {
            question: 'Comment fonctionnent les acomptes ?',
            answer:
              'En acceptant une demande, vous fixez le prix final et l’acompte. Vous suivez ensuite l’état du paiement de chaque rendez-vous dans votre agenda.',
          },
          travels: {
            question: 'Je fais des guest spots : mes clients le verront-ils ?',
            answer:
              'Oui. Ajoutez vos voyages avec leurs dates et leurs lieux : votre page annonce où vous serez, et les créneaux suivent.',
          },
          languages: {
            question: 'Dans quelles langues Inkslot fonctionne-t-il ?',
            answer:
              'En français, en anglais et en espagnol : votre espace, votre page publique, le portail client et tous les emails.',
          },
          cancel: {
            question: 'Puis-je arrêter Pro quand je veux ?',
            answer:
              'Oui. L’abonnement s’arrête à la fin de la période payée et votre page reste en ligne avec le plan Gratuit.',
          },
        },
        closing: {
          title: 'Prêt à remplir votre agenda ?',
          text: 'Créez votre page, ajoutez vos flashs et partagez le lien dans votre bio.',
        },
      },
      darkTheme: 'Thème sombre',
      legal: {
        updated: 'Dernière mise à jour : {{date}}',
        contents: 'Sommaire',
        terms: {
          pageTitle: 'Conditions d’utilisation',
        },
        privacy: {
          pageTitle: 'Politique de confidentialité',
        },
      },
    },
  },
  en: {
    site: {
      landing: {
        pageTitle: 'Booking for tattoo artists',
        description:
          'Inkslot gives tattoo artists a booking page, complete requests, a calendar and a portal for their clients. Free to start.',
        nav: {
          features: 'Features',
          pricing: 'Pricing',
          faq: 'FAQ',
        },
        hero: {
          eyebrow: 'For tattoo artists',
          title: 'Your tattoo bookings, made simple',
          subtitle:
            'A public page for your flashes and works, clear booking requests and a portal for your clients.',
          signup: 'Create my page',
          login: 'Sign in',
          note: 'Free, no card needed. Your page is ready in five minutes.',
          preview: {
            label: 'A request, as you see it',
            client: 'Camille D.',
            flash: '“Swallow” flash',
            when: 'Saturday, 2:00 – 4:00 PM',
            place: 'Atelier Nocturne, Lyon',
            price: '€180',
            deposit: 'Deposit paid',
            status: 'Confirmed',
          },
        },
        features: {
          title: 'Everything you need to take bookings',
          subtitle: 'From the first request to the day of the appointment, in one place.',
          profile: {
            title: 'Your public page',
            text: 'Flashes with their prices, works, guest spots and social links at one address: inkslot/your-name.',
          },
          booking: {
            title: 'A form that asks the right questions',
            text: 'Placement, size, reference photos and a time slot: every request arrives complete.',
          },
          requests: {
            title: 'Requests handled in one move',
            text: 'Accept with the final price and deposit, decline, or offer another time.',
          },
          calendar: {
            title: 'Your availability, your calendar',
            text: 'Open your slots, follow your appointments and which deposits are paid.',
          },
          portal: {
            title: 'A portal for your clients',
            text: 'Clients follow their requests, accept a new time or cancel, without creating an account.',
          },
          languages: {
            title: 'In French, English and Spanish',
            text: 'Each client reads your page and the emails in their language, calendar files included.',
          },
        },
        pricing: {
          title: 'Pricing',
          subtitle: 'Start free, go Pro when the requests pour in.',
          free: {
            name: 'Free',
            period: 'forever',
            perks: {
              requests: 'Up to 10 booking requests a month',
              page: 'Public page, flashes and works',
              portal: 'Client portal and emails in 3 languages',
            },
            cta: 'Start for free',
          },
          pro: {
            name: 'Pro',
            badge: 'Most chosen',
            period: 'per month',
            yearly: 'or {{price}} a year: save {{saving}}%',
            perks: {
              requests: 'Unlimited requests',
              statistics: 'Advanced statistics',
              badge: 'A Pro badge on your page',
              everything: 'Everything in Free',
            },
            cta: 'Try Pro',
          },
        },
        faq: {
          title: 'Frequently asked questions',
          account: {
            question: 'Do my clients need an account?',
            answer:
              'No. They book with their name and email, then get a secure link to their portal to follow their requests and appointments.',
          },
          limit: {
            question: 'What happens after 10 requests in a month on the Free plan?',
            answer:
              'You are told at 8 and at 10 requests. Your form then closes to new requests until the 1st of the next month; the ones in progress and your appointments stay. The Pro plan lifts the limit.',
          },
          deposit: {
            question: 'How do deposits work?',
            answer:
              'When you accept a request you set the final price and the deposit. You then follow each appointment’s payment state in your calendar.',
          },
          travels: {
            question: 'I do guest spots: will my clients see them?',
            answer:
              'Yes. Add your travels with their dates and places: your page announces where you will be, and the time slots follow.',
          },
          languages: {
            question: 'Which languages does Inkslot speak?',
            answer:
              'French, English and Spanish: your workspace, your public page, the client portal and every email.',
          },
          cancel: {
            question: 'Can I stop Pro whenever I want?',
            answer:
              'Yes. The subscription ends with the paid period and your page stays online on the Free plan.',
          },
        },
        closing: {
          title: 'Ready to fill your calendar?',
          text: 'Create your page, add your flashes and share the link in your bio.',
        },
      },
      darkTheme: 'Dark theme',
      legal: {
        updated: 'Last updated: {{date}}',
        contents: 'Contents',
        terms: {
          pageTitle: 'Terms of use',
        },
        privacy: {
          pageTitle: 'Privacy policy',
        },
      },
    },
  },
  es: {
    site: {
      landing: {
        pageTitle: 'Citas para tatuadores',
        description:
          'Inkslot da a los tatuadores una página de reservas, solicitudes completas, una agenda y un portal para sus clientes. Gratis para empezar.',
        nav: {
          features: 'Funciones',
          pricing: 'Precios',
          faq: 'Preguntas',
        },
        hero: {
          eyebrow: 'Para tatuadores y tatuadoras',
          title: 'Tus citas de tatuaje, sin complicaciones',
          subtitle:
            'Una página pública para tus flashes y trabajos, solicitudes de reserva claras y un portal para tus clientes.',
          signup: 'Crear mi página',
          login: 'Iniciar sesión',
          note: 'Gratis, sin tarjeta. Tu página está lista en cinco minutos.',
          preview: {
            label: 'Así ves una solicitud',
            client: 'Camille D.',
            flash: 'Flash «Golondrina»',
            when: 'Sábado, 14:00 – 16:00',
            place: 'Atelier Nocturne, Lyon',
            price: '180 €',
            deposit: 'Depósito pagado',
            status: 'Confirmada',
          },
        },
        features: {
          title: 'Todo lo que necesitas para reservar',
          subtitle: 'De la primera solicitud al día de la cita, en un solo lugar.',
          profile: {
            title: 'Tu página pública',
            text: 'Flashes con sus precios, trabajos, guest spots y redes sociales en una sola dirección: inkslot/tu-nombre.',
          },
          booking: {
            title: 'Un formulario que pregunta lo justo',
            text: 'Zona, tamaño, fotos de referencia y horario: cada solicitud llega completa.',
          },
          requests: {
            title: 'Solicitudes resueltas en un gesto',
            text: 'Acepta con el precio final y el depósito, rechaza o propone otro horario.',
          },
          calendar: {
            title: 'Tu disponibilidad, tu agenda',
            text: 'Abre tus horarios, sigue tus citas y qué depósitos están pagados.',
          },
          portal: {
            title: 'Un portal para tus clientes',
            text: 'Tus clientes siguen sus solicitudes, aceptan un nuevo horario o cancelan, sin crear una cuenta.',
          },
          languages: {
            title: 'En francés, inglés y español',
            text: 'Cada cliente lee tu página y los emails en su idioma, archivos de calendario incluidos.',
          },
        },
        pricing: {
          title: 'Precios',
          subtitle: 'Empieza gratis y pásate a Pro cuando lleguen las solicitudes.',
          free: {
            name: 'Gratis',
            period: 'para siempre',
            perks: {
              requests: 'Hasta 10 solicitudes de reserva al mes',
              page: 'Página pública, flashes y trabajos',
              portal: 'Portal de clientes y emails en 3 idiomas',
            },
            cta: 'Empezar gratis',
          },
          pro: {
            name: 'Pro',
            badge: 'El más elegido',
            period: 'al mes',
            yearly: 'o {{price}} al año: ahorra un {{saving}} %',
            perks: {
              requests: 'Solicitudes ilimitadas',
              statistics: 'Estadísticas avanzadas',
              badge: 'Insignia Pro en tu página',
              everything: 'Todo lo del plan Gratis',
            },
            cta: 'Probar Pro',
          },
        },
        faq: {
          title: 'Preguntas frecuentes',
          account: {
            question: '¿Mis clientes necesitan una cuenta?',
            answer:
              'No. Reservan con su nombre y su email, y reciben un enlace seguro a su portal para seguir sus solicitudes y citas.',
          },
          limit: {
            question: '¿Qué pasa después de 10 solicitudes en un mes con el plan Gratis?',
            answer:
              'Te avisamos a las 8 y a las 10 solicitudes. Tu formulario se cierra entonces a nuevas solicitudes hasta el día 1 del mes siguiente; las que están en curso y tus citas se quedan. El plan Pro quita el límite.',
          },
          deposit: {
            question: '¿Cómo funcionan los depósitos?',
            answer:
              'Al aceptar una solicitud fijas el precio final y el depósito. Después sigues el estado del pago de cada cita en tu agenda.',
          },
          travels: {
            question: 'Hago guest spots: ¿los verán mis clientes?',
            answer:
              'Sí. Añade tus viajes con sus fechas y lugares: tu página anuncia dónde estarás y los horarios lo siguen.',
          },
          languages: {
            question: '¿En qué idiomas funciona Inkslot?',
            answer:
              'En francés, inglés y español: tu espacio, tu página pública, el portal de clientes y todos los emails.',
          },
          cancel: {
            question: '¿Puedo dejar Pro cuando quiera?',
            answer:
              'Sí. La suscripción termina con el periodo pagado y tu página sigue en línea con el plan Gratis.',
          },
        },
        closing: {
          title: '¿Listo para llenar tu agenda?',
          text: 'Crea tu página, añade tus flashes y comparte el enlace en tu bio.',
        },
      },
      darkTheme: 'Tema oscuro',
      legal: {
        updated: 'Última actualización: {{date}}',
        contents: 'Índice',
        terms: {
          pageTitle: 'Condiciones de uso',
        },
        privacy: {
          pageTitle: 'Política de privacidad',
        },
      },
    },
  },
});
