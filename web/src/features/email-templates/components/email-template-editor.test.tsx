import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailTemplate } from '#shared/api/contracts/email-templates.ts';
import { TEMPLATE_PLACEHOLDERS } from '#shared/domain/email-templates.ts';
import { sampleValues } from '#web/src/features/email-templates/utils/sample-values.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { EmailTemplateEditor } from './email-template-editor.tsx';

const artistApi = vi.hoisted(() => ({ put: vi.fn(), get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const template: EmailTemplate = {
  kind: 'requestDeclined',
  locale: 'fr',
  subject: '{displayName} ne peut pas donner suite à votre demande',
  body: 'Bonjour {firstname},\n\n{displayName} a décliné votre demande.',
  custom: false,
  defaultSubject: '{displayName} ne peut pas donner suite à votre demande',
  defaultBody: 'Bonjour {firstname},\n\n{displayName} a décliné votre demande.',
  placeholders: [...TEMPLATE_PLACEHOLDERS.requestDeclined],
};
const sample = sampleValues(
  'fr',
  {
    displayName: 'Mia Ink',
    pseudo: 'mia',
    timezone: 'Europe/Paris',
    hourFormat: '24',
    currency: 'EUR',
    residency: { shopName: 'Atelier Nord', city: 'Lyon', country: 'FR' },
  },
  new Date('2026-11-26T10:00:00Z'),
);

describe('the email template editor', () => {
  beforeEach(() => {
    artistApi.put.mockReset();
  });

  it('previews the wording with sample data as it is typed, in the template’s language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailTemplateEditor template={template} sample={sample} />, { lng: 'en' });
    expect(screen.getByText('Subject: Mia Ink ne peut pas donner suite à votre demande')).toBeTruthy();
    expect(screen.getByText('Bonjour Camille,')).toBeTruthy();
    const body = screen.getByLabelText(/^Message/);
    await user.clear(body);
    await user.type(body, 'Désolé, pas de place à {{shopName} ({{city}, {{country}).');
    expect(screen.getByText('Désolé, pas de place à Atelier Nord (Lyon, France).')).toBeTruthy();
  });

  it('names a placeholder the email cannot fill and saves nothing until it is gone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailTemplateEditor template={template} sample={sample} />, { lng: 'en' });
    const subject = screen.getByLabelText(/^Subject/);
    await user.type(subject, ' {{price}');
    expect(screen.getByText('Unknown placeholder: {price}. Use only the ones listed.')).toBeTruthy();
    // A declined request has no price: the chip is not offered either.
    expect(screen.queryByRole('button', { name: /Insert \{price\}/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(artistApi.put).not.toHaveBeenCalled();

    artistApi.put.mockImplementation(async (_path: string, body: { subject: string; body: string }) => ({
      ...template,
      ...body,
      custom: true,
    }));
    await user.clear(subject);
    await user.type(subject, 'Désolé {{firstname}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(artistApi.put).toHaveBeenCalledWith('/me/email-templates/requestDeclined/fr', {
        subject: 'Désolé {firstname}',
        body: template.body,
      }),
    );
  });
});
