import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConsent } from '#shared/api/contracts/consent.ts';
import { formAsShown } from '#shared/domain/consent/form-as-shown.ts';
import { testConsentAnswers, testConsentForm } from '#tests/support/consent-form-fixture.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { ConsentSignPage } from './consent-sign-page.tsx';

// The file's trip to S3 (XMLHttpRequest) is the image field's own test; here it arrives at once.
vi.mock('#web/src/components/image-upload/post-file.ts', () => ({ postFile: vi.fn(async () => {}) }));

const portalApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('#web/src/lib/portal-api.ts', () => ({ portalApi }));

const BOOKING = '11111111-1111-4111-8111-111111111111';
const waiting: PortalConsent = {
  bookingId: BOOKING,
  status: 'waiting',
  deadline: '2027-05-19T08:00:00.000Z',
  artistName: 'Léa Ink',
  slotStart: '2027-05-20T08:00:00.000Z',
  formVersion: 3,
  forms: {
    fr: formAsShown(testConsentForm, 'fr'),
    en: formAsShown(testConsentForm, 'en'),
    es: formAsShown(testConsentForm, 'es'),
  },
  guardianAllowed: false,
};

/** What the API answers once signed, with or without an ID photo. */
const signedBack = (idPhoto: boolean): PortalConsent => ({
  ...waiting,
  status: 'signed',
  forms: undefined,
  signed: {
    signedAt: '2027-05-01T10:00:00.000Z',
    fullName: 'Ada Lovelace',
    dateOfBirth: '1990-12-10',
    form: waiting.forms!.en,
    formVersion: 3,
    formSha256: 'a'.repeat(64),
    answers: [],
    photoUse: true,
    flagged: ['allergies'],
    signatureKind: 'typed',
    idPhoto,
    pdfSha256: 'b'.repeat(64),
    retainUntil: '2030-05-01T10:00:00.000Z',
  },
});

function renderPage() {
  return renderWithProviders(
    <MemoryRouter>
      <ConsentSignPage bookingId={BOOKING} />
    </MemoryRouter>,
    { lng: 'en' },
  );
}

const sixteenYearsAgo = () => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 16);
  return date.toISOString().slice(0, 10);
};

/** Fills every field of the test form as Ada and signs by typing her name. */
async function fillAndSignTyped(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByText(/To sign before/)).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
  const birth = screen.getByLabelText(/Date of birth/);
  await user.type(birth, '1990-12-10');
  const allergies = screen.getByRole('group', { name: 'Do you have allergies?' });
  await user.click(within(allergies).getByRole('radio', { name: 'Yes' }));
  await user.type(screen.getByRole('textbox', { name: /Give the details/ }), 'Latex');
  await user.click(
    within(screen.getByRole('group', { name: 'Do you take blood thinners?' })).getByRole('radio', {
      name: 'No',
    }),
  );
  for (const box of screen.getAllByRole('checkbox', { name: 'I have read and accept' }))
    await user.click(box);
  await user.click(
    within(screen.getByRole('group', { name: 'May we take photos?' })).getByRole('radio', { name: 'Yes' }),
  );
  await user.click(screen.getByRole('radio', { name: 'Type' }));
  await user.type(screen.getByRole('textbox', { name: /Type your full name/ }), 'Ada Lovelace');
}

beforeEach(() => {
  for (const fn of Object.values(portalApi)) fn.mockReset();
  portalApi.get.mockResolvedValue(waiting);
});

describe('the consent signing page', () => {
  it('sends the answers and a typed signature, then shows the signed form', async () => {
    const user = userEvent.setup();
    portalApi.post.mockImplementation(async () => signedBack(false));
    renderPage();
    await fillAndSignTyped(user);
    await user.click(screen.getByRole('button', { name: 'Sign the form' }));

    expect(portalApi.post).toHaveBeenCalledTimes(1);
    const [path, body] = portalApi.post.mock.calls[0]!;
    expect(path).toBe(`/portal/bookings/${BOOKING}/consent`);
    expect(body).toEqual({
      language: 'en',
      formVersion: 3,
      ...testConsentAnswers,
      signature: { kind: 'typed', text: 'Ada Lovelace' },
    });
    expect(await screen.findByRole('heading', { name: 'Form signed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the signed PDF' })).toBeTruthy();
  });

  it('adds an optional ID photo through the image pipeline and names it in the signing', async () => {
    const user = userEvent.setup();
    const IMAGE = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
    const image = {
      imageId: IMAGE,
      width: 1200,
      height: 800,
      placeholder: '#c8b478',
      variants: [{ width: 320, url: `https://media.example/private/a/${IMAGE}/320.webp?X-Amz-Signature=x` }],
    };
    portalApi.get.mockImplementation(async (path: string) =>
      path.includes('/id-photo/') ? { imageId: IMAGE, status: 'ready', image } : waiting,
    );
    portalApi.post.mockImplementation(async (path: string) =>
      path.endsWith('/id-photo')
        ? { imageId: IMAGE, upload: { url: 'https://media.example/', fields: { key: `uploads/a/${IMAGE}` } } }
        : signedBack(true),
    );
    renderPage();
    const field = await screen.findByRole('group', { name: 'Photo of your ID' });
    expect(screen.getByRole('heading', { name: 'ID document (optional)' })).toBeTruthy();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'passport.jpg', { type: 'image/jpeg' });
    await user.upload(within(field).getByLabelText('Choose an image'), file);
    expect(portalApi.post).toHaveBeenCalledWith(`/portal/bookings/${BOOKING}/consent/id-photo`, {
      contentType: 'image/jpeg',
      size: 3,
    });
    await waitFor(() => expect(within(field).getByRole('img', { name: 'Image 1' })).toBeTruthy(), {
      timeout: 4000,
    });
    expect(portalApi.get).toHaveBeenCalledWith(`/portal/bookings/${BOOKING}/consent/id-photo/${IMAGE}`);
    await fillAndSignTyped(user);
    await user.click(screen.getByRole('button', { name: 'Sign the form' }));
    const [path, body] = portalApi.post.mock.calls.at(-1)!;
    expect(path).toBe(`/portal/bookings/${BOOKING}/consent`);
    expect(body).toMatchObject({ idPhotoImageId: IMAGE });
    expect(await screen.findByText('Your ID photo is attached: only your artist can see it.')).toBeTruthy();
  });

  it('names what is missing beside each field and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign the form' }));
    expect(portalApi.post).not.toHaveBeenCalled();
    expect(screen.getByText('Check the fields marked')).toBeTruthy();
    expect(screen.getAllByText('Answer this question').length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('Tick to confirm you have read it')).toHaveLength(2);
    expect(screen.getByText('Sign in the box or type your name')).toBeTruthy();
  });

  it('refuses a minor when the artist allows no guardian, and asks for one when allowed', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await user.type(await screen.findByLabelText(/Date of birth/), sixteenYearsAgo());
    expect(screen.getByText(/the artist does not tattoo minors/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign the form' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    portalApi.get.mockResolvedValue({ ...waiting, guardianAllowed: true });
    renderPage();
    await user.type(await screen.findByLabelText(/Date of birth/), sixteenYearsAgo());
    expect(screen.getByRole('heading', { name: 'Your parent or guardian' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Parent or guardian’s name/ })).toBeTruthy();
  });

  it('is read-only once the deadline has passed', async () => {
    portalApi.get.mockResolvedValue({ ...waiting, status: 'overdue', forms: undefined });
    renderPage();
    expect(await screen.findByText('The deadline has passed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign the form' })).toBeNull();
  });
});
