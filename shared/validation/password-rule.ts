/**
 * The password's "special character", one rule for the forms, the API contracts and the local
 * Cognito: Cognito's own list (its documentation's), where a space counts only inside the password.
 * A letter such as "é" or a sign such as "€" is not one of them: the form refuses it as Cognito would,
 * with the same message, instead of Cognito's generic error after submitting.
 */
export const PASSWORD_SYMBOLS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

export function hasPasswordSymbol(password: string): boolean {
  return SYMBOL.test(password.trim());
}
