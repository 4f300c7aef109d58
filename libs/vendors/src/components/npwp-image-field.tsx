import { Box, Image, Input } from '@chakra-ui/react';
import { NPWP_IMAGE, NPWP_IMAGE_MAX_SIDE } from '@esign/contract';
import { formatBytes, FormField, useObjectUrl } from '@esign/ui-kit';
import { NPWP_IMAGE_ACCEPT, npwpImageProblem } from '../model/npwp-image-problem';

export type NpwpImageFieldProps = {
  /** The chosen image, shown as a preview. */
  file: File | null;
  /** Called with the chosen file and why it would be refused (null when fine), or null when cleared. */
  onChange: (file: File | null, problem: string | null) => void;
  error?: string;
};

/** The NPWP card image: PNG or JPEG up to the contract's limits, previewed once chosen. */
export function NpwpImageField({ file, onChange, error }: NpwpImageFieldProps) {
  // Only an acceptable image is previewed: the browser decodes what an <img> shows.
  const preview = useObjectUrl(file && !npwpImageProblem(file) ? file : null);
  return (
    <Box>
      <FormField
        label="NPWP image"
        required
        helperText={`PNG or JPEG, at most ${formatBytes(NPWP_IMAGE.maxBytes)} and ${NPWP_IMAGE_MAX_SIDE} pixels a side`}
        errorText={error}
      >
        <Input
          type="file"
          accept={NPWP_IMAGE_ACCEPT}
          p="1.5"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            onChange(chosen, chosen ? npwpImageProblem(chosen) : null);
          }}
        />
      </FormField>
      {preview ? (
        <Image
          src={preview}
          alt="NPWP image preview"
          mt="2"
          maxHeight="40"
          borderWidth="1px"
          borderRadius="md"
        />
      ) : null}
    </Box>
  );
}
