import { z } from './zod';
import { defineEndpoint } from './endpoint';
import {
  dataEnvelope,
  MessageResponseSchema,
  paginatedEnvelope,
  PaginationMetaSchema,
  PaginationQuerySchema,
} from './envelope';
import { PermissionCodeSchema, SSO_USER_TYPE } from './permissions';
import { IdParamSchema, IdParamsSchema, IdSchema, safeText, SearchQuerySchema } from './primitives';

// Setting › User (spec §3 "Internal user", "External user"; §5; §7 "Users", "Dropdowns").
//
// Choices where the spec shows nothing:
// - The create form carries a first password for local users (user_type 0), encrypted with the
//   login public key exactly like the login password; SSO users (user_type 1) never have one. The
//   administrator hands it over; a forced change at first sign-in is not built (no such screen in
//   the spec), so the user keeps it until an administrator sets another with PUT.
// - A new user signs in with their e-mail address as username (the spec has no username field).
// - DELETE never removes the row: it deactivates the user (no sign-in, sessions ended at once)
//   and keeps every document, balance and log entry that names them. Deactivated users stay in
//   the list with `is_active: false`.
// - External users have privy_id, name and e-mail (their fields are not shown).

/** Spec §5 alpha field: letters, space, underscore. */
export const ALPHA_PATTERN = /^[A-Za-z _]*$/;
/** Spec §5 alphanumeric field: letters, digits, space. */
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9 ]*$/;
/** Spec §5 id card field: letters and digits. */
export const ID_CARD_PATTERN = /^[A-Za-z0-9]*$/;

/** The e-mail of a user or external user: trimmed, lower-cased, at most 100 characters (it is also the username). */
export const UserEmailSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(100, 'At most 100 characters')),
    z.email('Email is not valid'),
  ),
  z.transform((email) => email.toLowerCase()),
);

/** PrivyID: letters and digits, stored and shown in upper case (spec §3). */
export const PrivyIdSchema = z.pipe(
  safeText({
    min: 1,
    max: 50,
    trim: true,
    minMessage: 'PrivyID is required',
  }).check(z.regex(ID_CARD_PATTERN, 'Use letters and digits only')),
  z.transform((id) => id.toUpperCase()),
);

/** A person's name: the alpha field of spec §5. */
export const PersonNameSchema = safeText({
  min: 1,
  max: 200,
  trim: true,
  minMessage: 'Name is required',
}).check(z.regex(ALPHA_PATTERN, 'Use letters, spaces and underscores only'));

export const UserTypeSchema = z.union([z.literal(0), z.literal(SSO_USER_TYPE)]);

/** A first or new password, encrypted like the login password (RSA-OAEP SHA-256, base64). */
export const EncryptedPasswordSchema = safeText({
  min: 1,
  max: 1024,
  minMessage: 'Password is required',
});
/** Bounds of the decrypted password, checked by the server. */
export const USER_PASSWORD_MIN = 8;
export const USER_PASSWORD_MAX = 128;

export const RoleOptionSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  description: z.string(),
});
export type RoleOption = z.infer<typeof RoleOptionSchema>;

export const JobPositionOptionSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
});
export type JobPositionOption = z.infer<typeof JobPositionOptionSchema>;

export const InternalUserSchema = z.object({
  id: z.number().check(z.int()),
  privy_id: z.string(),
  name: z.string(),
  email: z.string(),
  /** 1 = corporate single-sign-on user (spec §6). */
  user_type: z.number().check(z.int()),
  is_active: z.boolean(),
  role: RoleOptionSchema,
  job_position: z.nullable(JobPositionOptionSchema),
  office_area_id: z.nullable(z.number().check(z.int())),
  office_area_code: z.nullable(z.string()),
  office_area_name: z.nullable(z.string()),
  office_branch_id: z.nullable(z.number().check(z.int())),
  office_branch_code: z.nullable(z.string()),
  office_branch_name: z.nullable(z.string()),
  office_department_id: z.nullable(z.number().check(z.int())),
  office_department_code: z.nullable(z.string()),
  office_department_name: z.nullable(z.string()),
  created_at: z.iso.datetime({ offset: true }),
});
export type InternalUser = z.infer<typeof InternalUserSchema>;

const userFields = {
  privy_id: PrivyIdSchema,
  name: PersonNameSchema,
  email: UserEmailSchema,
  user_type: UserTypeSchema,
  role_id: IdSchema,
  job_position_id: IdSchema,
  office_area_id: IdSchema,
  office_branch_id: IdSchema,
  office_department_id: IdSchema,
};

/** POST master-data/user. `password` is required for user_type 0 and refused for SSO users. */
export const CreateUserRequestSchema = z
  .strictObject({ ...userFields, password: z.optional(EncryptedPasswordSchema) })
  .check(
    z.superRefine((body, ctx) => {
      if (body.user_type === SSO_USER_TYPE && body.password !== undefined)
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'SSO users have no password' });
      if (body.user_type !== SSO_USER_TYPE && body.password === undefined)
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
    }),
  );
export type CreateUserRequest = z.infer<typeof CreateUserRequestSchema>;

/** PUT master-data/user/{id}. A `password` sets a new one (local users only). */
export const UpdateUserRequestSchema = z
  .strictObject({ ...userFields, password: z.optional(EncryptedPasswordSchema) })
  .check(
    z.refine((body) => !(body.user_type === SSO_USER_TYPE && body.password !== undefined), {
      path: ['password'],
      message: 'SSO users have no password',
    }),
  );
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

export const UserListQuerySchema = z.extend(PaginationQuerySchema, {
  /** Matches name, PrivyID or e-mail. */
  search: z.optional(SearchQuerySchema),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

const UserResponseSchema = dataEnvelope(z.object({ user: InternalUserSchema }));

export const listUsers = defineEndpoint({
  id: 'listUsers',
  method: 'GET',
  prefix: 'admin',
  path: 'master-data/user',
  tag: 'users',
  summary: 'Internal users, newest first, searchable by name, PrivyID or e-mail',
  access: { permission: 'setting.user' },
  query: UserListQuerySchema,
  response: z.object({
    data: z.object({ user: z.array(InternalUserSchema) }),
    meta: PaginationMetaSchema,
  }),
});

export const getUser = defineEndpoint({
  id: 'getUser',
  method: 'GET',
  prefix: 'admin',
  path: 'master-data/user/:id',
  tag: 'users',
  summary: 'One internal user',
  access: { permission: 'setting.user' },
  params: IdParamsSchema,
  response: UserResponseSchema,
});

export const createUser = defineEndpoint({
  id: 'createUser',
  method: 'POST',
  prefix: 'admin',
  path: 'master-data/user',
  tag: 'users',
  summary: 'Create an internal user (e-mail and PrivyID unique); local users get a first password',
  access: { permission: 'setting.user' },
  body: CreateUserRequestSchema,
  bodyLimit: 8 * 1024,
  response: UserResponseSchema,
  successStatus: 201,
});

export const updateUser = defineEndpoint({
  id: 'updateUser',
  method: 'PUT',
  prefix: 'admin',
  path: 'master-data/user/:id',
  tag: 'users',
  summary: 'Change an internal user; nobody changes their own role',
  access: { permission: 'setting.user' },
  params: IdParamsSchema,
  body: UpdateUserRequestSchema,
  bodyLimit: 8 * 1024,
  response: UserResponseSchema,
});

export const deleteUser = defineEndpoint({
  id: 'deleteUser',
  method: 'DELETE',
  prefix: 'admin',
  path: 'master-data/user/:id',
  tag: 'users',
  summary:
    'Deactivate an internal user: no more sign-in, sessions end at once, every record is kept',
  access: { permission: 'setting.user' },
  params: IdParamsSchema,
  response: MessageResponseSchema,
});

export const CheckEmailRequestSchema = z.strictObject({ email: UserEmailSchema });
export type CheckEmailRequest = z.infer<typeof CheckEmailRequestSchema>;

/** The result of the e-mail check as the form reads it: `is_exist`, or 'not-found' when no data (spec §5). */
export type EmailCheckResult = boolean | 'not-found';

export const checkUserEmail = defineEndpoint({
  id: 'checkUserEmail',
  method: 'POST',
  prefix: 'tools',
  path: 'checker/email',
  tag: 'users',
  summary: 'Whether an internal user already has this e-mail (any letter case)',
  access: { permission: 'setting.user' },
  body: CheckEmailRequestSchema,
  bodyLimit: 1024,
  response: dataEnvelope(z.object({ is_exist: z.boolean() })),
});

export const UserActivitySchema = z.object({
  id: z.number().check(z.int()),
  user_id: z.nullable(z.number().check(z.int())),
  privy_id: z.nullable(z.string()),
  name: z.nullable(z.string()),
  action: z.string(),
  activity: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type UserActivity = z.infer<typeof UserActivitySchema>;

export const UserActivityQuerySchema = z.extend(PaginationQuerySchema, {
  /** Only what this user did. */
  user_id: z.optional(IdParamSchema),
  /** Matches the activity text. */
  search: z.optional(SearchQuerySchema),
});
export type UserActivityQuery = z.infer<typeof UserActivityQuerySchema>;

export const listUserActivity = defineEndpoint({
  id: 'listUserActivity',
  method: 'GET',
  prefix: 'admin',
  path: 'log/user-activity',
  tag: 'users',
  summary: 'What users did (the activity log), newest first, optionally of one user',
  access: { permission: 'setting.user' },
  query: UserActivityQuerySchema,
  response: z.object({
    data: z.object({ logs: z.array(UserActivitySchema) }),
    meta: PaginationMetaSchema,
  }),
});

export const authRoleDropdown = defineEndpoint({
  id: 'authRoleDropdown',
  method: 'GET',
  prefix: 'tools',
  path: 'dropdown/auth-role',
  tag: 'users',
  summary: 'Every role for pickers, by description',
  access: 'session',
  response: dataEnvelope(z.array(RoleOptionSchema)),
});

export const jobPositionDropdown = defineEndpoint({
  id: 'jobPositionDropdown',
  method: 'GET',
  prefix: 'tools',
  path: 'dropdown/user-job-position',
  tag: 'users',
  summary: 'Every job position for pickers, by name',
  access: 'session',
  response: dataEnvelope(z.array(JobPositionOptionSchema)),
});

export const RolesByPermissionQuerySchema = z.object({ permission: PermissionCodeSchema });
export type RolesByPermissionQuery = z.infer<typeof RolesByPermissionQuerySchema>;

export const rolesByFePermission = defineEndpoint({
  id: 'rolesByFePermission',
  method: 'GET',
  prefix: 'admin',
  path: 'master-data/role/get-by-fe-permissions',
  tag: 'users',
  summary: 'Roles that hold a front-end permission (super_admin holds the revoke codes too)',
  access: 'session',
  query: RolesByPermissionQuerySchema,
  response: dataEnvelope(z.array(RoleOptionSchema)),
});

export const ExternalUserSchema = z.object({
  id: z.number().check(z.int()),
  privy_id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ExternalUser = z.infer<typeof ExternalUserSchema>;

export const CreateExternalUserRequestSchema = z.strictObject({
  privy_id: PrivyIdSchema,
  name: PersonNameSchema,
  email: UserEmailSchema,
});
export type CreateExternalUserRequest = z.infer<typeof CreateExternalUserRequestSchema>;

export const ExternalUserListQuerySchema = UserListQuerySchema;
export type ExternalUserListQuery = z.infer<typeof ExternalUserListQuerySchema>;

export const listExternalUsers = defineEndpoint({
  id: 'listExternalUsers',
  method: 'GET',
  prefix: 'admin',
  path: 'master-data/external-user',
  tag: 'users',
  summary: 'External users, newest first, searchable by name, PrivyID or e-mail',
  access: { permission: 'setting.user' },
  query: ExternalUserListQuerySchema,
  response: paginatedEnvelope(z.array(ExternalUserSchema)),
});

export const createExternalUser = defineEndpoint({
  id: 'createExternalUser',
  method: 'POST',
  prefix: 'admin',
  path: 'master-data/external-user',
  tag: 'users',
  summary: 'Add an external user (e-mail and PrivyID unique)',
  access: { permission: 'setting.user' },
  body: CreateExternalUserRequestSchema,
  bodyLimit: 4 * 1024,
  response: dataEnvelope(z.object({ external_user: ExternalUserSchema })),
  successStatus: 201,
});

export const deleteExternalUser = defineEndpoint({
  id: 'deleteExternalUser',
  method: 'DELETE',
  prefix: 'admin',
  path: 'master-data/external-user/:id',
  tag: 'users',
  summary: 'Remove an external user (no record names one)',
  access: { permission: 'setting.user' },
  params: IdParamsSchema,
  response: MessageResponseSchema,
});

export const userEndpoints = [
  listUsers,
  getUser,
  createUser,
  updateUser,
  deleteUser,
  checkUserEmail,
  listUserActivity,
  authRoleDropdown,
  jobPositionDropdown,
  rolesByFePermission,
  listExternalUsers,
  createExternalUser,
  deleteExternalUser,
] as const;
