import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * A book opening's validation messages (`validation.opening.…`, ADR 0092), the server's only (as
 * design approval's, shared/i18n/messages/designs.ts): the SPA shows the API's own message, so its
 * first-load catalogue does not carry them.
 */
export const openingValidation = defineMessages({
  fr: {
    dateInvalid: 'Date invalide',
    timeInvalid: 'Heure invalide',
    durationInvalid: 'Durée invalide : de 15 minutes à 7 jours',
    capInvalid: 'Nombre de demandes invalide : de 1 à 500',
    projectTypesRequired: 'Choisissez au moins un type de projet',
    ruleInvalid: 'Règle invalide',
    drawTooLong: 'Un tirage au sort dure 2 heures au plus : personne n’a de réponse avant sa fin',
    startInPast: 'L’ouverture doit commencer plus tard que maintenant',
    startTooFar: 'L’ouverture commence dans 180 jours au plus',
    startNotInZone: 'Cette heure n’existe pas dans votre fuseau (changement d’heure)',
  },
  en: {
    dateInvalid: 'Invalid date',
    timeInvalid: 'Invalid time',
    durationInvalid: 'Invalid length: 15 minutes to 7 days',
    capInvalid: 'Invalid number of requests: 1 to 500',
    projectTypesRequired: 'Choose at least one project type',
    ruleInvalid: 'Invalid rule',
    drawTooLong: 'A draw lasts 2 hours at most: no one gets an answer before it ends',
    startInPast: 'The opening must start later than now',
    startTooFar: 'The opening starts within 180 days',
    startNotInZone: 'This time does not exist in your time zone (clock change)',
  },
  es: {
    dateInvalid: 'Fecha no válida',
    timeInvalid: 'Hora no válida',
    durationInvalid: 'Duración no válida: de 15 minutos a 7 días',
    capInvalid: 'Número de solicitudes no válido: de 1 a 500',
    projectTypesRequired: 'Elige al menos un tipo de proyecto',
    ruleInvalid: 'Regla no válida',
    drawTooLong: 'Un sorteo dura 2 horas como máximo: nadie recibe respuesta antes de que termine',
    startInPast: 'La apertura debe empezar más tarde que ahora',
    startTooFar: 'La apertura empieza dentro de 180 días como máximo',
    startNotInZone: 'Esta hora no existe en tu zona horaria (cambio de hora)',
  },
});
