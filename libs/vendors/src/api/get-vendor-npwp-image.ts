import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { downloadVendorNpwpImage } from '@esign/contract';
import { vendorKeys } from './vendor-keys';

// Spec §8 names no title for it; it follows 'Failed download document!'.
export const NPWP_IMAGE_FAILED_TITLE = 'Failed get NPWP image';

/** GET downloader master-data/vendor/{id}/npwp-image: the image as uploaded, to show it. */
export async function getVendorNpwpImage(id: number, signal?: AbortSignal): Promise<Blob> {
  return (await callEndpoint(downloadVendorNpwpImage, { params: { id }, signal })).blob;
}

export function useVendorNpwpImage(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: vendorKeys.npwpImage(id ?? 0),
      queryFn: ({ signal }) => getVendorNpwpImage(id ?? 0, signal),
      enabled: id !== null,
      // The image of an account never changes.
      staleTime: Infinity,
    }),
  );
}
