/** The outcome of the upload to S3: done, or failed (network, refused by the policy, aborted). */
class UploadFailedError extends Error {
  constructor(readonly status: number) {
    super(`upload failed with status ${status}`);
    this.name = 'UploadFailedError';
  }
}

/**
 * Sends a file to a presigned POST as a browser form does (every policy field, then the file last),
 * with XMLHttpRequest: `fetch` reports no upload progress. `onProgress` gets 0..100.
 */
export function postFile(
  upload: { url: string; fields: Record<string, string> },
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new UploadFailedError(xhr.status));
    };
    xhr.onerror = () => reject(new UploadFailedError(0));
    xhr.onabort = () => reject(new UploadFailedError(0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
