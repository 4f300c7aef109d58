import type { Recipient } from '@esign/contract';
import type { EditorBox } from './editor-box';
import { diffBoxes } from './editor-state';

/** How a box is named to the user: whose signature, or which stamp. */
export function boxLabel(
  box: Pick<EditorBox, 'kind' | 'signerId'>,
  recipients: readonly Pick<Recipient, 'user_id' | 'name'>[],
): string {
  if (box.kind === 'e_meterai') return 'E-meterai';
  if (box.kind === 'seal') return 'Seal';
  const name = recipients.find((recipient) => recipient.user_id === box.signerId)?.name;
  return `Signature of ${name ?? 'a removed recipient'}`;
}

const at = (box: EditorBox) => `page ${box.page} at ${Math.round(box.x)}, ${Math.round(box.y)}`;

/** The accessible name of a placed box: kind, owner, page and position. */
export function boxAccessibleName(box: EditorBox, label: string): string {
  return `${label}, ${at(box)}, ${Math.round(box.width)} by ${Math.round(box.height)} points`;
}

/**
 * What an edit did, said in one sentence for the live region ("Signature of Rina placed on page 2
 * at 100, 200"); null when nothing changed.
 */
export function describeChange(
  before: readonly EditorBox[],
  after: readonly EditorBox[],
  label: (box: EditorBox) => string,
): string | null {
  const { created, deleted, changed } = diffBoxes(before, after);
  const parts: string[] = [];
  const [firstCreated] = created;
  if (created.length === 1 && firstCreated)
    parts.push(`${label(firstCreated)} placed on ${at(firstCreated)}`);
  else if (created.length > 1) parts.push(`${created.length} boxes placed`);
  const [firstDeleted] = deleted;
  if (deleted.length === 1 && firstDeleted)
    parts.push(`${label(firstDeleted)} removed from page ${firstDeleted.page}`);
  else if (deleted.length > 1) parts.push(`${deleted.length} boxes removed`);
  const [firstChanged] = changed;
  if (changed.length === 1 && firstChanged) {
    const old = before.find((box) => box.key === firstChanged.key);
    const resized = old && (old.width !== firstChanged.width || old.height !== firstChanged.height);
    parts.push(
      resized
        ? `${label(firstChanged)} resized to ${Math.round(firstChanged.width)} by ${Math.round(firstChanged.height)} on ${at(firstChanged)}`
        : `${label(firstChanged)} moved to ${at(firstChanged)}`,
    );
  } else if (changed.length > 1) parts.push(`${changed.length} boxes moved`);
  return parts.length > 0 ? parts.join('; ') : null;
}
