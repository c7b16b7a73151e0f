import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageState } from '#shared/api/contracts/images.ts';
import type { UploadEndpoints } from './upload-endpoints.ts';
import { useUploadState } from './use-upload-state.ts';

export interface UploadInProgress {
  key: string;
  name: string;
  phase: 'uploading' | 'processing' | 'failed';
  progress: number;
  imageId?: string;
  /** The failure to show, already translated. */
  message?: string;
}

interface UploadRowProps {
  upload: UploadInProgress;
  endpoints: UploadEndpoints;
  pollIntervalMs: number;
  processingTimeoutMs: number;
  onSettled: (key: string, state: ImageState) => void;
  onTimeout: (key: string) => void;
  onDismiss: (key: string) => void;
}

/**
 * One file on its way: a progress bar while it goes to S3, a status while the processor checks it
 * (polling the image until it is ready or rejected, within a time limit), or the failure.
 */
export function UploadRow({
  upload,
  endpoints,
  pollIntervalMs,
  processingTimeoutMs,
  onSettled,
  onTimeout,
  onDismiss,
}: UploadRowProps) {
  const { t } = useTranslation();
  const processing = upload.phase === 'processing' && upload.imageId ? upload.imageId : null;
  const { data } = useUploadState(endpoints, processing, pollIntervalMs);

  useEffect(() => {
    if (processing && data && data.status !== 'pending') onSettled(upload.key, data);
  }, [processing, data, onSettled, upload.key]);

  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(() => onTimeout(upload.key), processingTimeoutMs);
    return () => clearTimeout(timer);
  }, [processing, processingTimeoutMs, onTimeout, upload.key]);

  if (upload.phase === 'failed') {
    return (
      <li className="image-upload__row image-upload__row--failed">
        <p role="alert" className="field__error">
          {upload.message}
        </p>
        <button
          type="button"
          className="button button--link"
          aria-label={t('web.images.dismiss')}
          onClick={() => onDismiss(upload.key)}
        >
          ×
        </button>
      </li>
    );
  }
  if (upload.phase === 'processing') {
    return (
      <li className="image-upload__row">
        <span className="loader__spinner" aria-hidden="true" />
        <span role="status">{t('web.images.processing', { name: upload.name })}</span>
      </li>
    );
  }
  const label = t('web.images.uploading', { name: upload.name });
  return (
    <li className="image-upload__row">
      <span className="image-upload__name">{label}</span>
      <div
        className="image-upload__progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={upload.progress}
        aria-valuetext={`${upload.progress} %`}
      >
        <div className="image-upload__progress-bar" style={{ width: `${upload.progress}%` }} />
      </div>
    </li>
  );
}
