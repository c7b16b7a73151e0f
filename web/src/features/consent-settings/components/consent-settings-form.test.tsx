import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyConsentForm } from '#shared/api/contracts/consent.ts';
import { testConsentForm, testConsentFormNoGuardian } from '#tests/support/consent-form-fixture.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { ConsentSettingsForm } from './consent-settings-form.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn(), post: vi.fn(), patch: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const initial: MyConsentForm = {
  version: 0,
  settings: {
    enabled: false,
    deadlineHours: 24,
    guardianAllowed: true,
    retentionYears: 3,
    form: testConsentForm,
  },
};

beforeEach(() => {
  for (const fn of Object.values(artistApi)) fn.mockReset();
  artistApi.put.mockImplementation(
    async (_path: string, body: { baseVersion: number; settings: unknown }) => ({
      version: body.baseVersion + 1,
      savedAt: '2026-11-28T06:00:00.000Z',
      settings: body.settings,
    }),
  );
});

describe('ConsentSettingsForm', () => {
  it('edits a text per language, adds an own question, and saves the next version', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderWithProviders(<ConsentSettingsForm initial={initial} onSaved={onSaved} />);
    await user.click(screen.getByRole('switch', { name: 'Ask for consent' }));
    await user.click(screen.getByRole('tab', { name: 'English' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Before your tattoo');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const own = screen.getByRole('heading', { name: 'Question 1', level: 3 }).closest('li')!;
    await user.type(within(own).getByRole('textbox', { name: 'Question in French' }), 'Premier tatouage ?');
    await user.type(within(own).getByRole('textbox', { name: 'Question in English' }), 'First tattoo?');
    await user.type(within(own).getByRole('textbox', { name: 'Question in Spanish' }), '¿Primer tatuaje?');
    await user.selectOptions(within(own).getByRole('combobox', { name: 'Flag the answer' }), 'yes');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(artistApi.put).toHaveBeenCalledTimes(1);
    const [path, body] = artistApi.put.mock.calls[0]!;
    expect(path).toBe('/me/consent-form');
    expect(body.baseVersion).toBe(0);
    expect(body.settings.enabled).toBe(true);
    expect(body.settings.form.title).toEqual({ ...testConsentForm.title, en: 'Before your tattoo' });
    expect(body.settings.form.customQuestions).toEqual([
      {
        id: expect.stringMatching(/^own-[0-9a-f]{8}$/),
        kind: 'yes_no',
        label: { fr: 'Premier tatouage ?', en: 'First tattoo?', es: '¿Primer tatuaje?' },
        flagWhen: 'yes',
      },
    ]);
    expect(await screen.findByText('Version 1: bookings you accept from now on ask for it.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 1 }));
  });

  it('reorders and removes own questions', async () => {
    const user = userEvent.setup();
    const question = (id: string, en: string) => ({
      id,
      kind: 'text' as const,
      label: { fr: en, en, es: en },
    });
    const form = {
      ...testConsentForm,
      customQuestions: [question('own-a', 'Alpha'), question('own-b', 'Beta')],
    };
    renderWithProviders(
      <ConsentSettingsForm initial={{ ...initial, settings: { ...initial.settings, form } }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      artistApi.put.mock.calls[0]![1].settings.form.customQuestions.map((q: { id: string }) => q.id),
    ).toEqual(['own-b']);
  });

  it('keeps the guardian switch off where the law forbids it', () => {
    renderWithProviders(
      <ConsentSettingsForm
        initial={{ ...initial, settings: { ...initial.settings, form: testConsentFormNoGuardian } }}
      />,
    );
    const guardian = screen.getByRole('switch', {
      name: 'Accept a parent or guardian’s signature for a minor',
    });
    expect((guardian as HTMLInputElement).disabled).toBe(true);
    expect((guardian as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('This country’s law forbids tattooing minors: this stays off.')).toBeTruthy();
  });

  it('previews the form as the client sees it, in the open tab’s language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConsentSettingsForm initial={initial} />);
    await user.click(screen.getByRole('tab', { name: 'Spanish' }));
    await user.click(screen.getByRole('button', { name: 'Client preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Preview: what your client sees' });
    expect(within(dialog).getByText('¿Tienes alergias?')).toBeTruthy();
    expect(within(dialog).getByText('Riesgo de infección.')).toBeTruthy();
  });

  it('says when another tab saved first', async () => {
    artistApi.put.mockRejectedValue(new ApiError(409, 'conflict', 'A conflict occurred'));
    renderWithProviders(<ConsentSettingsForm initial={initial} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The form was changed elsewhere: reload the page to start from the latest version.',
      ),
    ).toBeTruthy();
  });
});
