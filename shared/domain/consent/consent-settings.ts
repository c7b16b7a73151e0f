import type { ConsentFormTemplate } from './form-template.ts';

/**
 * What an artist keeps about consent (issue 30, item 1; ADR 0088): whether bookings ask for it, the form
 * (a copy of a jurisdiction's default, edited), how long before the session it must be signed, whether a
 * guardian may sign for a minor, and how long the signed PDF is locked (ADR 0089).
 */
export interface ConsentSettings {
  enabled: boolean;
  /** Hours before the session by which the client signs (default 24). */
  deadlineHours: number;
  /** A client under 18 may sign with a guardian; only where the form's law permits it. */
  guardianAllowed: boolean;
  /** Years the signed PDF stays locked in the consent bucket (default 3). */
  retentionYears: number;
  form: ConsentFormTemplate;
}

/** The bounds of every setting and of the form's size (the contract, the editor and the PDF read them). */
export const CONSENT_LIMITS = {
  deadlineHours: { min: 1, max: 168, default: 24 },
  retentionYears: { min: 1, max: 10, default: 3 },
  healthQuestions: 20,
  statements: 20,
  customQuestions: 15,
  shortText: 300,
  longText: 2000,
  answerText: 1000,
} as const;

/** Whether a guardian may sign for a minor: the artist allows it and the form's law permits it. */
export function guardianAllowed(settings: Pick<ConsentSettings, 'guardianAllowed' | 'form'>): boolean {
  return settings.guardianAllowed && settings.form.guardianPermittedByLaw;
}

/**
 * When the consent must be signed by: `deadlineHours` before the session, or the session's start when
 * the booking was accepted too late for that (a client is never overdue before they could sign).
 */
export function consentDeadline(slotStart: string, deadlineHours: number, acceptedAt: string): string {
  const start = Date.parse(slotStart);
  const deadline = start - deadlineHours * 60 * 60 * 1000;
  return new Date(deadline > Date.parse(acceptedAt) ? deadline : start).toISOString();
}

/** Where the artist's form keeps the law of its jurisdiction (not the artist's to change). */
export function withLawOf(settings: ConsentSettings, law: ConsentFormTemplate): ConsentSettings {
  const form = {
    ...settings.form,
    jurisdiction: law.jurisdiction,
    guardianPermittedByLaw: law.guardianPermittedByLaw,
    guardianAllowedByDefault: law.guardianAllowedByDefault,
  };
  return { ...settings, form, guardianAllowed: settings.guardianAllowed && law.guardianPermittedByLaw };
}
