import { Checkbox, Input, Stack } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef, useState } from 'react';
import {
  getErrorMessage,
  isEmptyDetail,
  serverFieldErrors,
  zodFieldErrors,
} from '@esign/api-client';
import {
  OfficeAreaInputSchema,
  OfficeBranchInputSchema,
  OfficeDepartmentInputSchema,
  type Office,
  type OfficeType,
} from '@esign/contract';
import { FormDialog, FormField, LoadingState, notifyError, notifySuccess } from '@esign/ui-kit';
import { OFFICE_DETAIL_FAILED_TITLE, useOffice } from '../api/get-office';
import { useSaveOffice, type OfficeSave } from '../api/save-office';
import { officeTypeLabels } from '../model/office-type-labels';
import { OfficeAreaPicker } from './office-area-picker';
import { OfficeBranchPicker } from './office-branch-picker';

export type OfficeDialogProps = {
  open: boolean;
  type: OfficeType;
  /** The id of the office to edit (its detail is loaded fresh); undefined to create one. */
  officeId: number | undefined;
  onClose: () => void;
};

// Spec §8 names no toast for saving an office; these follow the wording of its other titles.
export const OFFICE_SAVE_FAILED_TITLE = 'Failed save office data';

interface Form {
  code: string;
  name: string;
  privyId: string;
  areaId: number | undefined;
  branchId: number | undefined;
  active: boolean;
}

const emptyForm: Form = {
  code: '',
  name: '',
  privyId: '',
  areaId: undefined,
  branchId: undefined,
  active: true,
};

function formOf(office: Office): Form {
  return {
    code: office.code,
    name: office.name,
    privyId: office.privy_id ?? '',
    areaId: office.office_area?.id,
    branchId: office.office_branch?.id,
    active: office.is_active,
  };
}

/** The form as one level's request, or the messages next to its fields. */
function parseForm(
  type: OfficeType,
  form: Form,
): { save: OfficeSave } | { errors: Record<string, string> } {
  const common = { code: form.code, name: form.name, privy_id: form.privyId };
  if (type === 'area') {
    const parsed = OfficeAreaInputSchema.safeParse(common);
    return parsed.success
      ? { save: { type, data: parsed.data } }
      : { errors: zodFieldErrors(parsed.error) };
  }
  if (type === 'branch') {
    const parsed = OfficeBranchInputSchema.safeParse({ ...common, office_area_id: form.areaId });
    return parsed.success
      ? { save: { type, data: parsed.data } }
      : { errors: zodFieldErrors(parsed.error) };
  }
  const parsed = OfficeDepartmentInputSchema.safeParse({
    ...common,
    office_area_id: form.areaId,
    office_branch_id: form.branchId,
    is_active: form.active,
  });
  return parsed.success
    ? { save: { type, data: parsed.data } }
    : { errors: zodFieldErrors(parsed.error) };
}

const REQUIRED_PARENT = 'Choose one';

/**
 * Create or edit an office of one level: code, name and privy_id; a branch's area and a
 * department's area → branch through the pickers; whether a department is active. An office
 * keeps its parents (the server refuses a move), so the pickers are read-only when editing.
 */
export function OfficeDialog({ open, type, officeId, onClose }: OfficeDialogProps) {
  const editing = officeId !== undefined;
  const detail = useOffice(type, open ? officeId : undefined);
  const [form, setForm] = useState<Form>(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveOffice();
  const codeInput = useRef<HTMLInputElement>(null);
  const loaded = detail.data && !isEmptyDetail(detail.data) ? detail.data : undefined;
  const failed = editing && detail.data !== undefined && loaded === undefined;

  useEffect(() => {
    if (!open) return;
    setForm(loaded ? formOf(loaded) : emptyForm);
    setErrors({});
  }, [open, loaded]);

  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  const label = officeTypeLabels[type];

  const submit = () => {
    const result = parseForm(type, form);
    if ('errors' in result) {
      setErrors({
        ...result.errors,
        ...(result.errors['office_area_id'] ? { office_area_id: REQUIRED_PARENT } : {}),
        ...(result.errors['office_branch_id'] ? { office_branch_id: REQUIRED_PARENT } : {}),
      });
      return;
    }
    setErrors({});
    save.mutate(editing ? { ...result.save, id: officeId } : result.save, {
      onSuccess: () => {
        notifySuccess(
          editing
            ? `Successfully update ${label.toLowerCase()}!`
            : `Successfully add ${label.toLowerCase()}!`,
        );
        onClose();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        notifyError(OFFICE_SAVE_FAILED_TITLE, getErrorMessage(error));
      },
    });
  };

  return (
    <FormDialog
      open={open}
      title={`${editing ? 'Edit' : 'Add'} ${label}`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitDisabled={editing && !loaded}
      error={failed ? OFFICE_DETAIL_FAILED_TITLE : undefined}
      initialFocusRef={codeInput}
    >
      {editing && detail.isPending ? (
        <LoadingState label={`Loading ${label.toLowerCase()}`} />
      ) : (
        <Stack gap="4">
          {type !== 'area' ? (
            <OfficeAreaPicker
              label="Area"
              emptyLabel="Choose an area"
              required
              disabled={editing}
              value={form.areaId}
              errorText={errors['office_area_id']}
              onChange={(id) => set({ areaId: id ?? undefined, branchId: undefined })}
            />
          ) : null}
          {type === 'department' ? (
            <OfficeBranchPicker
              label="Branch"
              emptyLabel="Choose a branch"
              required
              disabled={editing}
              areaId={form.areaId}
              value={form.branchId}
              errorText={errors['office_branch_id']}
              onChange={(id) => set({ branchId: id ?? undefined })}
            />
          ) : null}
          <FormField label="Code" required errorText={errors['code']}>
            <Input
              ref={codeInput}
              value={form.code}
              onChange={(event) => set({ code: event.target.value })}
              maxLength={50}
            />
          </FormField>
          <FormField label="Name" required errorText={errors['name']}>
            <Input
              value={form.name}
              onChange={(event) => set({ name: event.target.value })}
              maxLength={200}
            />
          </FormField>
          <FormField label="Privy ID" errorText={errors['privy_id']}>
            <Input
              value={form.privyId}
              onChange={(event) => set({ privyId: event.target.value })}
              maxLength={50}
            />
          </FormField>
          {type === 'department' ? (
            <Checkbox.Root
              recipe={checkboxSlotRecipe}
              checked={form.active}
              onCheckedChange={(details) => set({ active: details.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Active (offered in the department pickers)</Checkbox.Label>
            </Checkbox.Root>
          ) : null}
        </Stack>
      )}
    </FormDialog>
  );
}
