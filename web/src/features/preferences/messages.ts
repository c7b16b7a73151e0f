import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The artist’s preferences: `web.preferences.*`. Each section its own catalogue, loaded with the pages that
 * show it (`withSectionMessages`).
 */
export const lazyMessages = defineMessages({
  fr: {
    preferences: {
      nav: 'Préférences',
      pageTitle: 'Préférences',
      title: 'Préférences',
      intro:
        'Votre langue, votre fuseau horaire et la façon dont vos dimensions, vos prix et vos horaires s’affichent.',
      language: 'Langue',
      languageHint: 'La langue de l’application et de vos emails.',
      timezone: 'Fuseau horaire',
      timezoneHint: 'Vos créneaux, vos voyages et le résumé quotidien suivent ce fuseau.',
      unit: 'Unité de mesure',
      units: {
        metric: 'Métrique (centimètres)',
        imperial: 'Impérial (pouces)',
      },
      hourFormat: 'Format de l’heure',
      hourFormats: {
        h24: '24 heures ({{example}})',
        h12: '12 heures ({{example}})',
      },
      currency: 'Devise',
      currencyHint: 'Les prix de vos nouveaux flashs sont dans cette devise.',
      currencies: {
        EUR: 'Euro',
        USD: 'Dollar américain',
        CAD: 'Dollar canadien',
        CHF: 'Franc suisse',
      },
      theme: 'Thème',
      save: 'Enregistrer les préférences',
      success: 'Préférences enregistrées',
      successText: 'Vos préférences s’appliquent dès maintenant.',
      error: 'Erreur lors de la modification des préférences',
    },
  },
  en: {
    preferences: {
      nav: 'Preferences',
      pageTitle: 'Preferences',
      title: 'Preferences',
      intro: 'Your language, your time zone and how your dimensions, prices and times are shown.',
      language: 'Language',
      languageHint: 'The language of the app and of your emails.',
      timezone: 'Time zone',
      timezoneHint: 'Your slots, your travels and the daily summary follow this time zone.',
      unit: 'Unit of measure',
      units: {
        metric: 'Metric (centimeters)',
        imperial: 'Imperial (inches)',
      },
      hourFormat: 'Hour format',
      hourFormats: {
        h24: '24-hour ({{example}})',
        h12: '12-hour ({{example}})',
      },
      currency: 'Currency',
      currencyHint: 'The prices of your new flashes are in this currency.',
      currencies: {
        EUR: 'Euro',
        USD: 'US dollar',
        CAD: 'Canadian dollar',
        CHF: 'Swiss franc',
      },
      theme: 'Theme',
      save: 'Save the preferences',
      success: 'Preferences saved',
      successText: 'Your preferences apply from now on.',
      error: 'Error while updating the preferences',
    },
  },
  es: {
    preferences: {
      nav: 'Preferencias',
      pageTitle: 'Preferencias',
      title: 'Preferencias',
      intro: 'Tu idioma, tu zona horaria y cómo se muestran tus medidas, tus precios y tus horarios.',
      language: 'Idioma',
      languageHint: 'El idioma de la aplicación y de tus correos.',
      timezone: 'Zona horaria',
      timezoneHint: 'Tus franjas, tus viajes y el resumen diario siguen esta zona horaria.',
      unit: 'Unidad de medida',
      units: {
        metric: 'Métrico (centímetros)',
        imperial: 'Imperial (pulgadas)',
      },
      hourFormat: 'Formato de hora',
      hourFormats: {
        h24: '24 horas ({{example}})',
        h12: '12 horas ({{example}})',
      },
      currency: 'Moneda',
      currencyHint: 'Los precios de tus nuevos flashes están en esta moneda.',
      currencies: {
        EUR: 'Euro',
        USD: 'Dólar estadounidense',
        CAD: 'Dólar canadiense',
        CHF: 'Franco suizo',
      },
      theme: 'Tema',
      save: 'Guardar las preferencias',
      success: 'Preferencias guardadas',
      successText: 'Tus preferencias se aplican desde ahora.',
      error: 'Error al modificar las preferencias',
    },
  },
});
