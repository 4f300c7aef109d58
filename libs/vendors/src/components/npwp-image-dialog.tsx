import { Image, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { getErrorMessage } from '@esign/api-client';
import { formatNpwp, type Vendor } from '@esign/contract';
import { FormDialog, LoadingState, notifyError, useObjectUrl } from '@esign/ui-kit';
import { NPWP_IMAGE_FAILED_TITLE, useVendorNpwpImage } from '../api/get-vendor-npwp-image';

export type NpwpImageDialogProps = {
  /** The account whose image is shown; null when closed. */
  vendor: Vendor | null;
  onClose: () => void;
};

/** The NPWP image of an account, fetched through the downloader with the session's token. */
export function NpwpImageDialog({ vendor, onClose }: NpwpImageDialogProps) {
  const image = useVendorNpwpImage(vendor?.id ?? null);
  const url = useObjectUrl(image.data);
  useEffect(() => {
    if (image.isError) notifyError(NPWP_IMAGE_FAILED_TITLE, getErrorMessage(image.error));
  }, [image.isError, image.error]);
  return (
    <FormDialog
      open={vendor !== null}
      title={vendor ? `NPWP ${formatNpwp(vendor.npwp)}` : 'NPWP'}
      onClose={onClose}
      maxWidth={640}
    >
      {url && vendor ? (
        <Image src={url} alt={`NPWP image of ${vendor.vendor_name}`} maxWidth="full" />
      ) : image.isError ? (
        <Text color="fg.error">{getErrorMessage(image.error)}</Text>
      ) : (
        <LoadingState label="Loading NPWP image" />
      )}
    </FormDialog>
  );
}
