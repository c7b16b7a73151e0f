import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageState, PublicImage } from '#shared/api/contracts/images.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { type ImageRef, ImageUpload } from './index.ts';

const artistApi = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

/** XMLHttpRequest as the component drives it: the test decides progress and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number) {
    this.status = status;
    this.onload?.();
  }
}

const IMAGE_ID = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
const ready: PublicImage = {
  imageId: IMAGE_ID,
  width: 1200,
  height: 800,
  placeholder: '#336699',
  variants: [
    { width: 320, url: `/media/a/${IMAGE_ID}/320.webp` },
    { width: 640, url: `/media/a/${IMAGE_ID}/640.webp` },
  ],
};
const presigned = {
  imageId: IMAGE_ID,
  upload: {
    url: 'https://media.s3.eu-west-3.amazonaws.com/',
    fields: {
      key: `uploads/a/${IMAGE_ID}`,
      'Content-Type': 'image/jpeg',
      Policy: 'p',
      'X-Amz-Signature': 's',
    },
  },
};

function jpeg(name = 'photo.jpg', size = 2048) {
  return new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
}

function Harness(props: {
  initial?: ImageRef[];
  multiple?: boolean;
  max?: number;
  onChange?: (refs: ImageRef[]) => void;
}) {
  const [value, setValue] = useState<ImageRef[]>(props.initial ?? []);
  return (
    <>
      {/* What a form's reset does to the field's value. */}
      <button type="button" onClick={() => setValue([])}>
        Reset the form
      </button>
      <ImageUpload
        kind="flash"
        label="Flash images"
        value={value}
        onChange={(refs) => {
          setValue(refs);
          props.onChange?.(refs);
        }}
        multiple={props.multiple}
        max={props.max}
        pollIntervalMs={5}
        processingTimeoutMs={300}
      />
    </>
  );
}

const setup = () => userEvent.setup({ applyAccept: false });
const picker = (name = /Choose an image/) => screen.getByLabelText(name) as HTMLInputElement;

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  artistApi.post.mockReset();
  artistApi.get.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('ImageUpload', () => {
  it('announces, uploads with a progress bar, waits for the processor and adds the ready image', async () => {
    artistApi.post.mockResolvedValue(presigned);
    const states: ImageState[] = [
      { imageId: IMAGE_ID, status: 'pending' },
      { imageId: IMAGE_ID, status: 'ready', image: ready },
    ];
    artistApi.get.mockImplementation(async () => states.shift() ?? states.at(-1));
    const onChange = vi.fn();
    const user = setup();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Flash images' })).toBeTruthy();
    expect(picker().getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');

    await user.upload(picker(), jpeg());
    expect(artistApi.post).toHaveBeenCalledWith('/me/images', {
      kind: 'flash',
      contentType: 'image/jpeg',
      size: 2048,
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect([xhr.method, xhr.url]).toEqual(['POST', presigned.upload.url]);
    const entries = [...xhr.body!.entries()];
    expect(entries.map(([name]) => name)).toEqual([
      'key',
      'Content-Type',
      'Policy',
      'X-Amz-Signature',
      'file',
    ]);
    expect((entries.at(-1)![1] as File).name).toBe('photo.jpg');

    xhr.progress(512, 2048);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading photo.jpg' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    xhr.respond(204);
    await screen.findByText('Processing photo.jpg…');

    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ imageId: IMAGE_ID, image: ready }]));
    expect(artistApi.get).toHaveBeenCalledWith(`/me/images/${IMAGE_ID}`);
    expect(screen.getByRole('status').textContent).toBe('Image photo.jpg added');
    expect(screen.getByRole('img', { name: 'Image 1' }).getAttribute('src')).toBe(ready.variants[1]!.url);
    expect(screen.queryByRole('progressbar')).toBeNull();

    // The form resets (saved, say): the image is gone, and so is its announcement.
    await user.click(screen.getByRole('button', { name: 'Reset the form' }));
    expect(screen.queryByRole('img', { name: 'Image 1' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('refuses an SVG, an empty file and a file over 10 MB before any request, in the user language', async () => {
    const user = setup();
    renderWithProviders(<Harness multiple />, { lng: 'fr' });
    const big = jpeg('big.jpg', 1);
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Choisir des images'), [
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      jpeg('empty.jpg', 0),
      big,
    ]);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'logo.svg : format non pris en charge (JPEG, PNG ou WebP uniquement).',
      'empty.jpg : le fichier est vide.',
      'big.jpg : image trop volumineuse (10 Mo maximum).',
    ]);
    expect(artistApi.post).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows why the processor refused a file, and lets the user dismiss it', async () => {
    artistApi.post.mockResolvedValue(presigned);
    artistApi.get.mockResolvedValue({
      imageId: IMAGE_ID,
      status: 'rejected',
      rejectReason: 'unsupported_type',
    });
    const onChange = vi.fn();
    const user = setup();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.upload(picker(), jpeg('cat.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(204);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('cat.jpg: this file is not a JPEG, PNG or WebP image.');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Dismiss this message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(picker());
  });

  it('shows the API refusal (too many uploads) and an upload S3 refused', async () => {
    artistApi.post.mockRejectedValueOnce(
      new ApiError(
        429,
        'too_many_uploads',
        'Too many image uploads in progress: wait for them to finish, then try again',
      ),
    );
    const user = setup();
    renderWithProviders(<Harness />);
    await user.upload(picker(), jpeg('one.jpg'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'one.jpg: Too many image uploads in progress: wait for them to finish, then try again',
    );

    artistApi.post.mockResolvedValueOnce(presigned);
    await user.upload(picker(), jpeg('two.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(403);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'two.jpg: the upload failed, please try again.',
    );
  });

  it('gives up waiting for the processor after the time limit', async () => {
    artistApi.post.mockResolvedValue(presigned);
    artistApi.get.mockResolvedValue({ imageId: IMAGE_ID, status: 'pending' });
    const user = setup();
    renderWithProviders(<Harness />);
    await user.upload(picker(), jpeg('slow.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(204);
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toBe(
      'slow.jpg: processing is taking too long, please try again.',
    );
  });

  it('removes an image with its button, and keeps to the maximum', async () => {
    const other = { ...ready, imageId: 'other' };
    const onChange = vi.fn();
    const user = setup();
    renderWithProviders(
      <Harness
        multiple
        max={2}
        initial={[
          { imageId: IMAGE_ID, image: ready },
          { imageId: 'other', image: other },
        ]}
        onChange={onChange}
      />,
    );
    expect(picker(/Choose images/).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(onChange).toHaveBeenLastCalledWith([{ imageId: 'other', image: other }]);
    expect(picker(/Choose images/).disabled).toBe(false);

    artistApi.post.mockResolvedValue(presigned);
    await user.upload(picker(/Choose images/), [jpeg('a.jpg'), jpeg('b.jpg')]);
    expect((await screen.findByRole('alert')).textContent).toBe('b.jpg: no more than 2 images.');
    expect(artistApi.post).toHaveBeenCalledTimes(1);
  });

  it('replaces the current image in single mode', async () => {
    artistApi.post.mockResolvedValue({ ...presigned, imageId: 'new-id' });
    artistApi.get.mockResolvedValue({
      imageId: 'new-id',
      status: 'ready',
      image: { ...ready, imageId: 'new-id' },
    });
    const onChange = vi.fn();
    const user = setup();
    renderWithProviders(<Harness initial={[{ imageId: IMAGE_ID, image: ready }]} onChange={onChange} />);
    await user.upload(picker(), jpeg('avatar.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(204);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([{ imageId: 'new-id', image: { ...ready, imageId: 'new-id' } }]),
    );
  });
});
