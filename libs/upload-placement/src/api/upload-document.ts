import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  getErrorMessage,
  getErrorStatus,
  serverFieldErrors,
  type CallOptions,
} from '@esign/api-client';
import {
  MAX_DRAFTS,
  uploadDocuments as uploadDocumentsEndpoint,
  type UploadDocumentsResponse,
} from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { uploadFileProblem } from '../model/upload-file-problem';
import type { UploadItem } from '../model/upload-item';
import { putDraftInBatch } from './set-draft-in-batch';
import { UPLOAD_TOAST_TITLES } from './upload-toast-titles';

type UploadOptions = CallOptions<typeof uploadDocumentsEndpoint> & {
  onUploadProgress?: (loaded: number, total: number) => void;
};

/** POST document-upload with one PDF, reporting the bytes sent. */
export async function uploadDocument(
  file: File,
  onProgress?: (loaded: number, total: number) => void,
): Promise<UploadDocumentsResponse['data']> {
  const options: UploadOptions = { files: { files: [file] }, onUploadProgress: onProgress };
  const response = await callEndpoint(uploadDocumentsEndpoint, options);
  return response.data;
}

/** Files sent at once: each in its own request, for progress and a reason per file. */
export const PARALLEL_UPLOADS = 2;

let nextKey = 0;

/**
 * The upload queue of the page: chosen files are checked (type, size), then sent one per
 * request, two at a time. Each new draft joins the cached batch as soon as its file is in; a
 * refused file keeps its reason next to it and the others go on.
 */
export function useUploadQueue() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const line = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(0);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const pump = useCallback(() => {
    while (running.current < PARALLEL_UPLOADS && line.current.length > 0) {
      const next = line.current.shift();
      if (!next) break;
      running.current += 1;
      const { key, file } = next;
      patch(key, { status: 'uploading' });
      uploadDocument(file, (loaded, total) => patch(key, { loaded, total }))
        .then(({ documents, refused }) => {
          for (const document of documents) putDraftInBatch(queryClient, document);
          const refusal = refused[0];
          if (refusal) patch(key, { status: 'refused', message: refusal.message });
          else patch(key, { status: 'done', loaded: file.size, total: file.size });
        })
        .catch((error: unknown) => {
          // A request whose only file is refused is a 400 naming the file and why
          // ("a.pdf: Must be a PDF file"): that is a refusal of the file, shown next to it.
          const reason = getErrorStatus(error) === 400 ? serverFieldErrors(error)['files'] : null;
          if (reason) {
            const prefix = `${file.name}: `;
            patch(key, {
              status: 'refused',
              message: reason.startsWith(prefix) ? reason.slice(prefix.length) : reason,
            });
            return;
          }
          // A failed request also toasts, as it may be the connection or the server and not
          // the file.
          const message = getErrorMessage(error);
          patch(key, { status: 'failed', message });
          notifyError(UPLOAD_TOAST_TITLES.upload, `${file.name}: ${message}`);
        })
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  }, [patch, queryClient]);

  /** Queues `files`; `drafts` is how many drafts the batch holds now (for the cap of the contract). */
  const addFiles = useCallback(
    (files: readonly File[], drafts: number) => {
      let room = MAX_DRAFTS - drafts - running.current - line.current.length;
      const added: UploadItem[] = files.map((file) => {
        let problem = uploadFileProblem(file);
        if (!problem && room <= 0)
          problem = `At most ${MAX_DRAFTS} documents can wait to be sent: send or delete some first`;
        if (!problem) room -= 1;
        nextKey += 1;
        const key = `upload-${nextKey}`;
        if (!problem) line.current.push({ key, file });
        return {
          key,
          fileName: file.name,
          size: file.size,
          status: problem ? 'refused' : 'waiting',
          loaded: 0,
          total: file.size,
          message: problem,
        };
      });
      setItems((current) => [...current, ...added]);
      pump();
    },
    [pump],
  );

  /** Forgets the finished rows (done, refused, failed). */
  const clearFinished = useCallback(() => {
    setItems((current) =>
      current.filter((item) => item.status === 'waiting' || item.status === 'uploading'),
    );
  }, []);

  const busy = items.some((item) => item.status === 'waiting' || item.status === 'uploading');
  return { items, addFiles, clearFinished, busy };
}
