import { NPWP_IMAGE_MAX_PIXELS, NPWP_IMAGE_MAX_SIDE } from '@esign/contract';
import { imagePixelSize, type PixelSize } from '../../files/sniff-upload';
import { invalidInput } from '../../http/api-error';
import type { UploadedFile } from '../../http/multipart-body';

const refuse = (message: string) => invalidInput([{ param: 'npwp_image', messages: [message] }]);

/**
 * The pixel size of an NPWP image, read from its PNG IHDR or JPEG SOF header, refused above the
 * NPWP bounds (a side or the pixel count) before anything decodes it: a file of a few bytes can
 * claim 100,000 × 100,000 pixels. The upload layer's general cap is looser than a card needs.
 */
export function npwpImageSize(file: Pick<UploadedFile, 'kind' | 'bytes'>): PixelSize {
  if (file.kind !== 'png' && file.kind !== 'jpeg') throw refuse('Must be a PNG or JPEG file');
  const size = imagePixelSize(file.kind, file.bytes);
  if (!size || size.width < 1 || size.height < 1)
    throw refuse('The image is damaged (no readable size)');
  if (
    size.width > NPWP_IMAGE_MAX_SIDE ||
    size.height > NPWP_IMAGE_MAX_SIDE ||
    size.width * size.height > NPWP_IMAGE_MAX_PIXELS
  )
    throw refuse(
      `The image is ${size.width} × ${size.height} pixels; at most ${NPWP_IMAGE_MAX_SIDE} a side and ${NPWP_IMAGE_MAX_PIXELS / 1_000_000} megapixels are accepted`,
    );
  return size;
}
