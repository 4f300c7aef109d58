import { SanitizedInput } from './sanitized-input';
import { sanitizeAlpha } from './sanitize-alpha';
import type { ValueInputProps } from './value-input-props';

export type AlphaInputProps = ValueInputProps;

/** Letters, space and underscore (spec §5). */
export function AlphaInput(props: AlphaInputProps) {
  return <SanitizedInput {...props} sanitize={sanitizeAlpha} />;
}
