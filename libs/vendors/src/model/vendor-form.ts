import { zodFieldErrors } from '@esign/api-client';
import { VendorCreateRequestSchema, type VendorCreateRequest } from '@esign/contract';

/** The add form as typed: ids of the pickers as strings ('' for none). */
export interface VendorFormValues {
  privyId: string;
  positionId: string;
  vendorName: string;
  industryId: string;
  npwp: string;
}

export const emptyVendorForm: VendorFormValues = {
  privyId: '',
  positionId: '',
  vendorName: '',
  industryId: '',
  npwp: '',
};

export type VendorFormField = keyof VendorCreateRequest | 'npwp_image';
export type VendorFormErrors = Partial<Record<VendorFormField, string>>;

/** The server's answer for one PrivyID (already lowercased). */
export interface PrivyIdCheck {
  privyId: string;
  isExist: boolean;
  message: string;
}

export const PRIVY_ID_UNCHECKED_MESSAGE = 'Check the PrivyID before saving';
export const NPWP_IMAGE_REQUIRED_MESSAGE = 'NPWP image is required';

/** Whether `check` speaks of the PrivyID now typed (the check is of its lowercased form, spec §5). */
export function checkApplies(check: PrivyIdCheck | null, privyId: string): check is PrivyIdCheck {
  return check !== null && check.privyId === privyId.toLowerCase();
}

/**
 * The request of a filled form, or the message of each field that stops it: the contract's rules,
 * a PrivyID that was checked and found free (a changed id needs a new check), and an NPWP image
 * that is chosen and acceptable.
 */
export function parseVendorForm(
  values: VendorFormValues,
  check: PrivyIdCheck | null,
  image: { file: File | null; problem: string | null },
): { fields: VendorCreateRequest; npwpImage: File } | { errors: VendorFormErrors } {
  const fields: VendorCreateRequest = {
    privy_id: values.privyId,
    position_id: values.positionId,
    vendor_name: values.vendorName,
    industry_id: values.industryId,
    npwp: values.npwp,
  };
  const parsed = VendorCreateRequestSchema.safeParse(fields);
  const errors: VendorFormErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  if (!errors.privy_id) {
    if (!checkApplies(check, values.privyId)) errors.privy_id = PRIVY_ID_UNCHECKED_MESSAGE;
    else if (check.isExist) errors.privy_id = check.message;
  }
  if (!image.file) errors.npwp_image = NPWP_IMAGE_REQUIRED_MESSAGE;
  else if (image.problem) errors.npwp_image = image.problem;
  if (Object.keys(errors).length > 0 || !image.file) return { errors };
  return { fields: { ...fields, privy_id: values.privyId.toLowerCase() }, npwpImage: image.file };
}
