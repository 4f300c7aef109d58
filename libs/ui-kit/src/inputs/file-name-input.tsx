import { SanitizedInput } from './sanitized-input';
import { sanitizeFileName } from './sanitize-file-name';
import type { ValueInputProps } from './value-input-props';

export type FileNameInputProps = ValueInputProps & {
  /** Also refuse spaces. */
  strict?: boolean;
};

/** Letters, digits, underscore, dot, hyphen, and space unless strict (spec §5). */
export function FileNameInput({ strict = false, ...props }: FileNameInputProps) {
  return <SanitizedInput {...props} sanitize={(raw) => sanitizeFileName(raw, strict)} />;
}
