import type { FileResponse } from './call-endpoint';
import { getErrorMessage } from './get-error-message';

/** The toasts a download reports to; injected because api-client cannot import ui-kit. */
export interface DownloadNotifier {
  success(title: string): void;
  error(title: string, message: string): void;
}

export interface DownloadFileOptions {
  /** The binary call, e.g. `() => callEndpoint(downloadDocument, { params: { id } })`. */
  request: () => Promise<FileResponse>;
  /** Used when the response names no file. */
  fallbackName: string;
  successTitle?: string;
  /** One of the §8 titles, e.g. 'Failed download document!'. */
  failureTitle: string;
  notify: DownloadNotifier;
}

/** Long enough for every browser to have started reading the blob before it is released. */
const REVOKE_DELAY_MS = 10_000;

/** Hands a blob to the browser as a download, through an object URL and a temporary anchor. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}

/**
 * Downloads a file and saves it under the name from `content-disposition` (or `fallbackName`),
 * then reports a success or failure toast. Resolves to whether the file was saved; never throws.
 */
export async function downloadFile({
  request,
  fallbackName,
  successTitle = 'Successfully download data!',
  failureTitle,
  notify,
}: DownloadFileOptions): Promise<boolean> {
  try {
    const file = await request();
    saveBlob(file.blob, file.fileName ?? fallbackName);
  } catch (error) {
    notify.error(failureTitle, getErrorMessage(error));
    return false;
  }
  notify.success(successTitle);
  return true;
}
