import { useMutation } from '@tanstack/react-query';
import { apiClient, callEndpoint } from '@esign/api-client';
import { createDocumentZip as createDocumentZipEndpoint } from '@esign/contract';

/** POST zip/document with the selection -> data.data.url, a short-lived link that downloads the zip. */
export async function createDocumentZip(referenceNumbers: readonly string[]): Promise<string> {
  const response = await callEndpoint(createDocumentZipEndpoint, {
    body: { reference_numbers: [...referenceNumbers] },
  });
  return absoluteApiUrl(response.data.data.url);
}

/** A link relative to the API resolves against the API base URL (runtime config), not the page. */
export function absoluteApiUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const base = apiClient.defaults.baseURL ?? '';
  return `${base.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function useCreateDocumentZip() {
  return useMutation({ mutationFn: createDocumentZip });
}
