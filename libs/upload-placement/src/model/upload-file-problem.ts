import { UPLOAD_PDF_MAX_BYTES } from '@esign/contract';
import { fileChoiceProblem, type FileChoiceRule } from '@esign/ui-kit';

const PDF_RULE: FileChoiceRule = {
  label: 'The file',
  types: ['application/pdf'],
  extensions: /\.pdf$/i,
  kindsText: 'a PDF file',
  maxBytes: UPLOAD_PDF_MAX_BYTES,
};

/** Why a chosen file would be refused before sending it (the server checks the bytes again), or null. */
export function uploadFileProblem(file: File): string | null {
  return fileChoiceProblem(file, PDF_RULE);
}
