import { Checkbox, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import {
  documentCategoryLabel,
  signingTypes,
  type DocumentCategory,
  type SigningOrder,
  type SigningType,
  type UploadedDocument,
} from '@esign/contract';
import { FormField } from '@esign/ui-kit';
import type { DraftPatch } from '../model/draft-patch';
import {
  addRecipient,
  moveRecipient,
  recipientsForSigningType,
  removeRecipient,
  type Uploader,
} from '../model/recipient-order';
import { DraftNameField } from './draft-name-field';
import { RecipientList } from './recipient-list';
import { RecipientPicker } from './recipient-picker';

export type DraftSettingsProps = {
  draft: UploadedDocument;
  categories: readonly DocumentCategory[];
  /** The signed-in user: the recipient added when they sign (null: the server adds them). */
  uploader: Uploader | null;
  /** Saves a change (the batch update, shown at once). */
  onChange: (patch: DraftPatch) => void;
  disabled?: boolean;
};

const SIGNING_TYPE_LABELS: Record<SigningType, string> = {
  only_me: 'Only me',
  me_and_others: 'Me and others',
  only_others: 'Only others',
};

const SIGNING_ORDER_LABELS: Record<SigningOrder, string> = {
  sequential: 'Sequential (one after another)',
  parallel: 'Parallel (all at once)',
};

/** Name, category, who signs and in which order, and the company seal of one draft. */
export function DraftSettings({
  draft,
  categories,
  uploader,
  onChange,
  disabled = false,
}: DraftSettingsProps) {
  const signingType = draft.signing_type;
  const recipients = draft.recipients;
  const chosen = new Set(recipients.map((recipient) => recipient.user_id));
  return (
    <Stack gap="4">
      <DraftNameField
        referenceNumber={draft.reference_number}
        name={draft.name}
        disabled={disabled}
      />
      <FormField label="Category" required disabled={disabled}>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field
            value={draft.category_id === null ? '' : String(draft.category_id)}
            onChange={(event) =>
              onChange({
                category_id: event.target.value === '' ? null : Number(event.target.value),
              })
            }
          >
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {documentCategoryLabel(category)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Who signs" required disabled={disabled}>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field
            value={signingType ?? ''}
            onChange={(event) => {
              const next = signingTypes.find((type) => type === event.target.value);
              if (!next) return;
              const listed = recipients.find((recipient) => recipient.is_uploader);
              const me =
                uploader ??
                (listed
                  ? { id: listed.user_id, name: listed.name, privy_id: listed.privy_id }
                  : null);
              onChange(
                me
                  ? {
                      signing_type: next,
                      recipients: recipientsForSigningType(recipients, next, me),
                    }
                  : { signing_type: next },
              );
            }}
          >
            {signingType === null ? <option value="">Choose who signs</option> : null}
            {signingTypes.map((type) => (
              <option key={type} value={type}>
                {SIGNING_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {signingType !== null && signingType !== 'only_me' ? (
        <>
          <FormField label="Signing order" disabled={disabled}>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                value={draft.signing_order}
                onChange={(event) => {
                  const next = (['sequential', 'parallel'] as const).find(
                    (order) => order === event.target.value,
                  );
                  if (next) onChange({ signing_order: next });
                }}
              >
                {(['sequential', 'parallel'] as const).map((order) => (
                  <option key={order} value={order}>
                    {SIGNING_ORDER_LABELS[order]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              Recipients
            </Text>
            <RecipientPicker
              chosen={chosen}
              disabled={disabled}
              onPick={(option) => onChange({ recipients: addRecipient(recipients, option) })}
            />
            <RecipientList
              recipients={recipients}
              signingType={signingType}
              signingOrder={draft.signing_order}
              disabled={disabled}
              onMove={(from, to) =>
                onChange({ recipients: moveRecipient(recipients, from, to, signingType) })
              }
              onRemove={(userId) =>
                onChange({ recipients: removeRecipient(recipients, userId, signingType) })
              }
            />
          </Stack>
        </>
      ) : signingType === 'only_me' ? (
        <Text fontSize="sm" color="fg.muted">
          You are the only signer: you sign with a code when you send the document.
        </Text>
      ) : null}
      <Checkbox.Root
        recipe={checkboxSlotRecipe}
        checked={draft.seal}
        disabled={disabled}
        onCheckedChange={(details) => onChange({ seal: details.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Add the company seal</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
