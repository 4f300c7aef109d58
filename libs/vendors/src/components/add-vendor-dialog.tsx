import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage, serverFieldErrors } from '@esign/api-client';
import { PRIVY_ID_MAX, VENDOR_NAME_MAX } from '@esign/contract';
import { JOB_POSITION_OPTIONS_FAILED_TITLE, useJobPositionOptions } from '@esign/offices';
import {
  AlphanumericInput,
  FormDialog,
  FormField,
  IdCardInput,
  notifyError,
  notifySuccess,
  NumericInput,
} from '@esign/ui-kit';
import { PRIVY_CHECK_FAILED_TITLE, useCheckVendorPrivyId } from '../api/check-vendor-privy-id';
import { useCreateVendor, VENDOR_CREATE_FAILED_TITLE } from '../api/create-vendor';
import { INDUSTRY_OPTIONS_FAILED_TITLE, useIndustryOptions } from '../api/get-industry-options';
import {
  checkApplies,
  emptyVendorForm,
  parseVendorForm,
  type PrivyIdCheck,
  type VendorFormErrors,
  type VendorFormValues,
} from '../model/vendor-form';
import { NpwpImageField } from './npwp-image-field';
import { OptionSelect } from './option-select';

// Spec §8 lists no success toast for a new account; this one follows its other success titles.
const NPWP_MAX_DIGITS = 16;

export const VENDOR_CREATED_TITLE = 'Successfully add new account!';

export type AddVendorDialogProps = { open: boolean; onClose: () => void };

/** Tells once when a reference list cannot be loaded. */
function useFailureToast(failed: boolean, error: unknown, title: string) {
  useEffect(() => {
    if (failed) notifyError(title, getErrorMessage(error));
  }, [failed, error, title]);
}

/**
 * Add a vendor account: PrivyID (checked with the server before saving, spec §5), position,
 * vendor name, industry, NPWP (digits only, 15 or 16) and the NPWP image with a preview.
 */
export function AddVendorDialog({ open, onClose }: AddVendorDialogProps) {
  const [values, setValues] = useState<VendorFormValues>(emptyVendorForm);
  const [errors, setErrors] = useState<VendorFormErrors>({});
  const [check, setCheck] = useState<PrivyIdCheck | null>(null);
  const [image, setImage] = useState<{ file: File | null; problem: string | null }>({
    file: null,
    problem: null,
  });
  const privyInput = useRef<HTMLInputElement>(null);
  const industries = useIndustryOptions();
  const positions = useJobPositionOptions({ failedTitle: JOB_POSITION_OPTIONS_FAILED_TITLE });
  const checkPrivyId = useCheckVendorPrivyId();
  const create = useCreateVendor();
  useFailureToast(industries.isError, industries.error, INDUSTRY_OPTIONS_FAILED_TITLE);

  useEffect(() => {
    if (!open) return;
    setValues(emptyVendorForm);
    setErrors({});
    setCheck(null);
    setImage({ file: null, problem: null });
  }, [open]);

  const set = (field: keyof VendorFormValues, error: keyof VendorFormErrors) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [error]: undefined }));
  };

  const runCheck = () => {
    const privyId = values.privyId.toLowerCase();
    if (!privyId) {
      setErrors((current) => ({ ...current, privy_id: 'PrivyID is required' }));
      return;
    }
    checkPrivyId.mutate(privyId, {
      onSuccess: (result) => {
        setCheck({ privyId: result.privy_id, isExist: result.is_exist, message: result.message });
        setErrors((current) => ({
          ...current,
          privy_id: result.is_exist ? result.message : undefined,
        }));
      },
      onError: (error) => {
        setCheck(null);
        setErrors((current) => ({ ...current, ...serverFieldErrors(error) }));
        notifyError(PRIVY_CHECK_FAILED_TITLE, getErrorMessage(error));
      },
    });
  };

  const submit = () => {
    const parsed = parseVendorForm(values, check, image);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    create.mutate(parsed, {
      onSuccess: () => {
        notifySuccess(VENDOR_CREATED_TITLE);
        onClose();
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        notifyError(VENDOR_CREATE_FAILED_TITLE, getErrorMessage(error));
      },
    });
  };

  const available = checkApplies(check, values.privyId) && !check.isExist ? check.message : null;

  return (
    <FormDialog
      open={open}
      title="Add Account"
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending}
      initialFocusRef={privyInput}
      maxWidth={640}
    >
      <Stack gap="4">
        <HStack align="end" gap="2">
          <FormField
            label="PrivyID"
            required
            helperText={available ?? 'Letters and digits; checked in lower case'}
            errorText={errors.privy_id}
          >
            <IdCardInput
              ref={privyInput}
              value={values.privyId}
              maxLength={PRIVY_ID_MAX}
              onValueChange={(value) => {
                set('privyId', 'privy_id')(value.toLowerCase());
              }}
            />
          </FormField>
          {/* Lifted over the helper text so it lines up with the input. */}
          <Button variant="outline" mb="7" onClick={runCheck} loading={checkPrivyId.isPending}>
            Check
          </Button>
        </HStack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label="Vendor name" required errorText={errors.vendor_name}>
            <AlphanumericInput
              value={values.vendorName}
              maxLength={VENDOR_NAME_MAX}
              onValueChange={set('vendorName', 'vendor_name')}
            />
          </FormField>
          <OptionSelect
            label="Position"
            required
            emptyLabel="Choose a position"
            value={values.positionId}
            options={positions.data}
            errorText={errors.position_id}
            onChange={set('positionId', 'position_id')}
          />
          <OptionSelect
            label="Industry"
            required
            emptyLabel="Choose an industry"
            value={values.industryId}
            options={industries.data}
            errorText={errors.industry_id}
            onChange={set('industryId', 'industry_id')}
          />
          <FormField label="NPWP" required helperText="15 or 16 digits" errorText={errors.npwp}>
            {/* No maxLength: a pasted "01.234.567.8-901.234" is cut to its digits, then to 16. */}
            <NumericInput
              value={values.npwp}
              inputMode="numeric"
              onValueChange={(value) => set('npwp', 'npwp')(value.slice(0, NPWP_MAX_DIGITS))}
            />
          </FormField>
        </SimpleGrid>
        <NpwpImageField
          file={image.file}
          error={errors.npwp_image}
          onChange={(file, problem) => {
            setImage({ file, problem });
            setErrors((current) => ({ ...current, npwp_image: problem ?? undefined }));
          }}
        />
      </Stack>
    </FormDialog>
  );
}
