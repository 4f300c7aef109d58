import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import {
  createVendor as createVendorEndpoint,
  type Vendor,
  type VendorCreateRequest,
} from '@esign/contract';
import { vendorKeys } from './vendor-keys';

export const VENDOR_CREATE_FAILED_TITLE = 'Failed add new account. Please try again.';

export type CreateVendorInput = { fields: VendorCreateRequest; npwpImage: File };

/** POST master-data/vendor as multipart: the fields and the NPWP image. */
export async function createVendor({ fields, npwpImage }: CreateVendorInput): Promise<Vendor> {
  const response = await callEndpoint(createVendorEndpoint, {
    body: fields,
    files: { npwp_image: npwpImage },
  });
  return response.data.vendor;
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    // The lists and the vendor dropdown both show accounts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
