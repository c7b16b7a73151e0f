import './image-upload.css';
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageState, PublicImage } from '#shared/api/contracts/images.ts';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';
import { isApiError } from '#web/src/lib/api-error.ts';
import { checkFile, PICKER_IMAGE_TYPES } from './check-file.ts';
import { postFile } from './post-file.ts';
import type { UploadEndpoints } from './upload-endpoints.ts';
import { type UploadInProgress, UploadRow } from './upload-row.tsx';

/** An image of a form's value: its id (what the API stores), and how to show it once ready. */
export interface ImageRef {
  imageId: string;
  image?: PublicImage;
}

export interface ImageUploadFieldProps {
  /**
   * Where files are announced and their processing polled: the artist's own images
   * (`artistUploadEndpoints`, what `ImageUpload` uses) or a public form's (reference images).
   */
  endpoints: UploadEndpoints;
  /** The field's name, shown as the group's legend. */
  label: string;
  /** The images chosen so far (controlled). */
  value: ImageRef[];
  /** Called with the new list when an upload is ready or an image is removed. */
  onChange: (refs: ImageRef[]) => void;
  /** Several images (flashes, works); otherwise a new image replaces the current one (avatar). */
  multiple?: boolean;
  /** How many images at most (default 10 when `multiple`, else 1). */
  max?: number;
  /** Polling of the processor's work, and how long to wait for it. */
  pollIntervalMs?: number;
  processingTimeoutMs?: number;
  /** Told whether a file is still on its way (uploading or processing), e.g. to hold a form's next step. */
  onBusyChange?: (busy: boolean) => void;
}

let uploadCount = 0;

type FileProblem = NonNullable<ReturnType<typeof checkFile>> | 'tooMany';

/**
 * The chosen files as rows: each a new key, refused at once when `checkFile` finds a problem or when
 * there is no `room` left (failed, with `message`'s words), else uploading; and those to start.
 */
function planUploads(files: File[], room: number, message: (problem: FileProblem, name: string) => string) {
  const added: UploadInProgress[] = [];
  const toStart: [File, string][] = [];
  let left = room;
  for (const file of files) {
    uploadCount += 1;
    const key = `upload-${uploadCount}`;
    const problem: FileProblem | null = checkFile(file) ?? (left <= 0 ? 'tooMany' : null);
    if (problem) {
      added.push({
        key,
        name: file.name,
        phase: 'failed',
        progress: 0,
        message: message(problem, file.name),
      });
      continue;
    }
    left -= 1;
    added.push({ key, name: file.name, phase: 'uploading', progress: 0 });
    toStart.push([file, key]);
  }
  return { added, toStart };
}

/** The abort controllers of the uploads on their way: all aborted when the field unmounts. */
function useUploadControllers() {
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const current = controllers.current;
    return () => {
      for (const controller of current) controller.abort();
    };
  }, []);
  return controllers.current;
}

/**
 * One file's upload: announced to the API, posted to S3 with its progress, then processing; a failure
 * is the API's message (`fail(message)`) or none when the upload itself failed (`fail(undefined)`).
 * Nothing more is said once its controller is aborted (the field unmounted).
 */
async function uploadFile(
  endpoints: UploadEndpoints,
  file: File,
  key: string,
  {
    controllers,
    update,
    fail,
  }: {
    controllers: Set<AbortController>;
    update: (key: string, patch: Partial<UploadInProgress>) => void;
    fail: (message: string | undefined) => void;
  },
) {
  const controller = new AbortController();
  controllers.add(controller);
  try {
    const contentType = file.type as (typeof PICKER_IMAGE_TYPES)[number];
    const { imageId, upload } = await endpoints.create({ contentType, size: file.size });
    if (controller.signal.aborted) return;
    update(key, { imageId });
    await postFile(upload, file, (progress) => update(key, { progress }), controller.signal);
    if (!controller.signal.aborted) update(key, { phase: 'processing', progress: 100 });
  } catch (error) {
    if (controller.signal.aborted) return;
    fail(isApiError(error) && error.status !== 0 ? (error.fields[0]?.message ?? error.message) : undefined);
  } finally {
    controllers.delete(controller);
  }
}

/**
 * Picks images and uploads them straight to S3: checks type and size in the browser, asks the API for
 * a presigned POST, sends the file with a progress bar, then waits for the processor to make it ready
 * (or to refuse it, with the reason). Keyboard and screen-reader friendly: a real file input, a live
 * status for each ready image, errors as alerts, a remove button per image.
 */
export function ImageUploadField({
  endpoints,
  label,
  value,
  onChange,
  multiple = false,
  max = multiple ? 10 : 1,
  pollIntervalMs = 1000,
  processingTimeoutMs = 60_000,
  onBusyChange,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);
  // 'Image x added' is said while that image is in the value: a form that resets (or a removal) clears it.
  const [announced, setAnnounced] = useState<{ imageId: string; text: string } | null>(null);
  const announcement =
    announced && value.some((ref) => ref.imageId === announced.imageId) ? announced.text : '';
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const controllers = useUploadControllers();

  const update = useCallback((key: string, patch: Partial<UploadInProgress>) => {
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));
  }, []);

  const fail = useCallback(
    (key: string, message: string) => update(key, { phase: 'failed', message }),
    [update],
  );

  const start = (file: File, key: string) =>
    uploadFile(endpoints, file, key, {
      controllers,
      update,
      fail: (message) =>
        fail(
          key,
          message === undefined
            ? t('web.images.errors.upload', { name: file.name })
            : t('web.images.errors.failed', { name: file.name, message }),
        ),
    });

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const chosen = multiple ? files : files.slice(0, 1);
    const active = uploads.filter((upload) => upload.phase !== 'failed').length;
    const room = multiple ? max - valueRef.current.length - active : 1;
    const { added, toStart } = planUploads(chosen, room, (problem, name) =>
      problem === 'tooMany'
        ? t('web.images.errors.tooMany', { name, max })
        : t(`web.images.errors.${problem}`, { name }),
    );
    setUploads((list) => [...list.filter((upload) => upload.phase !== 'failed'), ...added]);
    for (const [file, key] of toStart) void start(file, key);
  };

  const onSettled = useCallback(
    (key: string, state: ImageState) => {
      const upload = uploadsRef.current.find((item) => item.key === key);
      if (upload?.phase !== 'processing') return;
      if (state.status === 'ready' && state.image) {
        const ref: ImageRef = { imageId: state.imageId, image: state.image };
        setUploads((list) => list.filter((item) => item.key !== key));
        onChangeRef.current(multiple ? [...valueRef.current, ref] : [ref]);
        setAnnounced({ imageId: state.imageId, text: t('web.images.added', { name: upload.name }) });
        return;
      }
      const reason = state.rejectReason ?? 'unreadable';
      fail(key, t(`web.images.reasons.${reason}`, { name: upload.name }));
    },
    [fail, multiple, t],
  );
  const onTimeout = useCallback(
    (key: string) => {
      const upload = uploadsRef.current.find((item) => item.key === key);
      if (upload?.phase === 'processing') fail(key, t('web.images.errors.timeout', { name: upload.name }));
    },
    [fail, t],
  );

  const onDismiss = useCallback((key: string) => {
    setUploads((list) => list.filter((item) => item.key !== key));
    inputRef.current?.focus();
  }, []);

  const remove = (imageId: string) => {
    onChange(value.filter((ref) => ref.imageId !== imageId));
    inputRef.current?.focus();
  };

  const busy = uploads.some((upload) => upload.phase !== 'failed');
  const onBusyChangeRef = useRef(onBusyChange);
  onBusyChangeRef.current = onBusyChange;
  useEffect(() => onBusyChangeRef.current?.(busy), [busy]);
  const full = multiple && value.length + uploads.filter((u) => u.phase !== 'failed').length >= max;

  return (
    <fieldset className="image-upload" aria-busy={busy || undefined}>
      <legend>{label}</legend>
      <ChosenImages value={value} onRemove={remove} />
      {uploads.length > 0 && (
        <ul className="image-upload__uploads">
          {uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              endpoints={endpoints}
              pollIntervalMs={pollIntervalMs}
              processingTimeoutMs={processingTimeoutMs}
              onSettled={onSettled}
              onTimeout={onTimeout}
              onDismiss={onDismiss}
            />
          ))}
        </ul>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        className="visually-hidden image-upload__input"
        accept={PICKER_IMAGE_TYPES.join(',')}
        multiple={multiple}
        disabled={full}
        aria-describedby={hintId}
        onChange={onFiles}
      />
      <label
        htmlFor={inputId}
        className="button button--secondary image-upload__pick"
        aria-disabled={full || undefined}
      >
        {t(multiple ? 'web.images.chooseMany' : 'web.images.choose')}
      </label>
      <p className="field__hint" id={hintId}>
        {t('web.images.hint')}
        {multiple && ` ${t('web.images.limit', { max })}`}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

/** The images chosen so far, each with its remove button. */
function ChosenImages({ value, onRemove }: { value: ImageRef[]; onRemove: (imageId: string) => void }) {
  const { t } = useTranslation();
  if (value.length === 0) return null;
  return (
    <ul className="image-upload__images">
      {value.map((ref, index) => (
        <li key={ref.imageId} className="image-upload__image">
          {ref.image ? (
            <ResponsiveImage
              image={ref.image}
              alt={t('web.images.image', { index: index + 1 })}
              sizes="96px"
              className="image-upload__thumbnail"
            />
          ) : (
            <span className="image-upload__thumbnail image-upload__thumbnail--empty">
              {t('web.images.image', { index: index + 1 })}
            </span>
          )}
          <button
            type="button"
            className="button button--secondary image-upload__remove"
            onClick={() => onRemove(ref.imageId)}
          >
            {t('web.images.remove', { index: index + 1 })}
          </button>
        </li>
      ))}
    </ul>
  );
}
