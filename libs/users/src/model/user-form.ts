import {
  CreateUserRequestSchema,
  SSO_USER_TYPE,
  UpdateUserRequestSchema,
  USER_PASSWORD_MAX,
  USER_PASSWORD_MIN,
  type CreateUserRequest,
  type InternalUser,
  type UpdateUserRequest,
} from '@esign/contract';
import type { OfficeSelection } from '@esign/offices';

/** What the user form holds while it is edited. */
export type UserFormValues = {
  privyId: string;
  name: string;
  email: string;
  userType: number;
  roleId: number | undefined;
  jobPositionId: number | undefined;
  offices: OfficeSelection;
  /** Plain text until sent; empty on edit keeps the current password. */
  password: string;
};

export function emptyUserForm(): UserFormValues {
  return {
    privyId: '',
    name: '',
    email: '',
    userType: 0,
    roleId: undefined,
    jobPositionId: undefined,
    offices: {},
    password: '',
  };
}

export function userFormOf(user: InternalUser): UserFormValues {
  return {
    privyId: user.privy_id,
    name: user.name,
    email: user.email,
    userType: user.user_type,
    roleId: user.role.id,
    jobPositionId: user.job_position?.id,
    offices: {
      ...(user.office_area_id === null ? {} : { areaId: user.office_area_id }),
      ...(user.office_branch_id === null ? {} : { branchId: user.office_branch_id }),
      ...(user.office_department_id === null ? {} : { departmentId: user.office_department_id }),
    },
    password: '',
  };
}

const REQUIRED: Record<string, string> = {
  role_id: 'Role is required',
  job_position_id: 'Job position is required',
  office_area_id: 'Office area is required',
  office_branch_id: 'Office branch is required',
  office_department_id: 'Office department is required',
};

export type UserFormCheck<T> =
  | { ok: true; body: T; password: string | undefined }
  | { ok: false; errors: Record<string, string> };

/**
 * Checks the form with the contract's rules (the password in plain text, before it is encrypted)
 * and gives the body to send, or a message per field. Editing may leave the password empty.
 */
export function checkUserForm(
  values: UserFormValues,
  editing: true,
): UserFormCheck<UpdateUserRequest>;
export function checkUserForm(
  values: UserFormValues,
  editing: false,
): UserFormCheck<CreateUserRequest>;
export function checkUserForm(
  values: UserFormValues,
  editing: boolean,
): UserFormCheck<CreateUserRequest | UpdateUserRequest> {
  const local = values.userType !== SSO_USER_TYPE;
  const password = local && values.password !== '' ? values.password : undefined;
  const raw = {
    privy_id: values.privyId,
    name: values.name,
    email: values.email,
    user_type: values.userType,
    role_id: values.roleId,
    job_position_id: values.jobPositionId,
    office_area_id: values.offices.areaId,
    office_branch_id: values.offices.branchId,
    office_department_id: values.offices.departmentId,
    ...(password === undefined ? {} : { password }),
  };
  const parsed = (editing ? UpdateUserRequestSchema : CreateUserRequestSchema).safeParse(raw);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??=
        raw[field as keyof typeof raw] === undefined && REQUIRED[field]
          ? (REQUIRED[field] ?? issue.message)
          : issue.message;
    }
  }
  // The schema's own password rule runs only once every field parses; say it together with the rest.
  if (!editing && local && password === undefined) errors['password'] = 'Password is required';
  if (
    password !== undefined &&
    (password.length < USER_PASSWORD_MIN || password.length > USER_PASSWORD_MAX)
  )
    errors['password'] =
      `Password must have ${USER_PASSWORD_MIN} to ${USER_PASSWORD_MAX} characters`;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data, password };
}
