import { createHash } from 'node:crypto';
import { readConsentPdf } from '#functions/lib/consent/consent-file.ts';
import type { PlannedEmail } from './letter.ts';

/**
 * The email's content with its stored files attached (ADR 0088): each read from the consent bucket and
 * checked against the SHA-256 its event recorded; a mismatch throws (the record is retried, then kept in
 * the DLQ), so a PDF other than the one signed is never sent.
 */
export async function withStoredFiles(email: PlannedEmail): Promise<PlannedEmail['content']> {
  if (!email.stored?.length) return email.content;
  const files = await Promise.all(
    email.stored.map(async (file) => {
      const bytes = await readConsentPdf(file.key);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (sha256 !== file.sha256) throw new Error(`stored file ${file.key} does not match its recorded hash`);
      return { filename: file.filename, contentType: file.contentType, content: bytes };
    }),
  );
  return { ...email.content, attachments: [...(email.content.attachments ?? []), ...files] };
}
