import type { AsoUploadPresigned } from '@ocupacional/shared';
import { s3Failure } from '../utils/upload-progress';

/** S3 refused the file: the message to show (docs/api/aso-upload.md step 3). */
export class S3UploadError extends Error {
  override readonly name = 'S3UploadError';
}

/**
 * Posts the file straight to S3 with the presigned POST (docs/api/aso-upload.md step 3): every field first, in
 * their order, and the file last as `file`. XHR rather than fetch, for the upload progress (0 to 1). The release
 * attachments (features/atendimento) post through it too.
 */
export function postToS3(presigned: Pick<AsoUploadPresigned, 'url' | 'fields'>, file: File, onProgress: (fraction: number) => void): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', presigned.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new S3UploadError(s3Failure(request.responseText)));
    };
    request.onerror = () => reject(new S3UploadError(s3Failure('')));
    request.send(form);
  });
}
