import { createHash } from 'node:crypto';

/** An email as the product compares them: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What a block keeps of an email: the hex SHA-256 of its normalized form. */
export function emailHash(email: string): string {
  return createHash('sha256').update(normalizeEmail(email), 'utf8').digest('hex');
}
