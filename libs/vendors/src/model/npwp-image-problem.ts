import { NPWP_IMAGE } from '@esign/contract';
import { fileChoiceProblem } from '@esign/ui-kit';

/** What the NPWP image picker offers; the server recognises the kind by the file's first bytes. */
export const NPWP_IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** Why a chosen NPWP image would be refused, or null (the server checks bytes, size and pixels). */
export function npwpImageProblem(file: File): string | null {
  return fileChoiceProblem(file, {
    label: 'The NPWP image',
    types: ['image/png', 'image/jpeg'],
    extensions: /\.(png|jpe?g)$/i,
    kindsText: 'a PNG or JPEG image',
    maxBytes: NPWP_IMAGE.maxBytes,
  });
}
