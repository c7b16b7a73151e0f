/**
 * The shape of a consent form (issue 30, item 1). The defaults for France, Spain, the UK and the US live in
 * `./defaults/{fr,es,gb,us}.ts`; an artist's own form starts as a copy of one of them and is edited in /app/settings.
 * Identity (full name) and date of birth are fixed fields of every form and are not listed here.
 */
export const consentLanguages = ['fr', 'en', 'es'] as const;
export type ConsentLanguage = (typeof consentLanguages)[number];

/** Every text of a form exists in the three languages; the client reads it in theirs. */
export type ConsentText = Record<ConsentLanguage, string>;

export const consentJurisdictions = ['FR', 'ES', 'GB', 'US'] as const;
export type ConsentJurisdiction = (typeof consentJurisdictions)[number];

/**
 * A question the client answers. `yes_no` questions may ask for details when answered yes; an answer equal to
 * `flagWhen` is highlighted for the artist (an allergy, blood thinners, a pregnancy ...).
 */
export interface ConsentQuestion {
  id: string;
  kind: 'yes_no' | 'text';
  label: ConsentText;
  /** For yes_no: ask the client to give details when they answer yes. */
  detailsOnYes?: boolean;
  /** For yes_no: the answer the artist should look at before the session. */
  flagWhen?: 'yes' | 'no';
}

/** A statement the client acknowledges by ticking it (a risk, an aftercare instruction). */
export interface ConsentStatement {
  id: string;
  text: ConsentText;
}

export interface ConsentFormTemplate {
  jurisdiction: ConsentJurisdiction;
  title: ConsentText;
  /** Shown above the form: what the client is about to sign and why. */
  intro: ConsentText;
  /** Allergies, skin conditions, medication such as blood thinners, pregnancy, recent alcohol, ... */
  healthQuestions: ConsentQuestion[];
  risks: ConsentStatement[];
  aftercare: ConsentStatement[];
  /** The yes/no question on photos of the finished work (portfolio, social media). */
  photoUse: ConsentText;
  /** The artist's own questions; empty in the defaults. */
  customQuestions: ConsentQuestion[];
  /** The sentence right above the signature. */
  declaration: ConsentText;
  /** Whether a client under 18 may sign with a guardian by default in this jurisdiction (UK: never, by law). */
  guardianAllowedByDefault: boolean;
  /** False where the law forbids tattooing minors whatever the guardian says (the setting is then locked off). */
  guardianPermittedByLaw: boolean;
}
