/**
 * French elision before a vowel or a mute h: `de Paris` but `d’Amsterdam`, `de Léa` but `d’Alex`.
 * Other languages need none; their templates do not use these variables.
 */
const ELIDES = /^[aeiouyhàâäéèêëîïôöùûüÿæœ]/i;

/** `de {{word}}`, elided in French (`d’Alex`). */
export function frenchOf(word: string): string {
  return ELIDES.test(word.trim()) ? `d’${word.trim()}` : `de ${word.trim()}`;
}
