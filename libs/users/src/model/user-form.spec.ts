import { internalUser } from '../testing/factories';
import { checkUserForm, emptyUserForm, userFormOf } from './user-form';

const filled = {
  ...emptyUserForm(),
  privyId: 'ab12',
  name: 'Budi Santoso',
  email: ' Budi@Corp.ID ',
  roleId: 2,
  jobPositionId: 1,
  offices: { areaId: 2, branchId: 3, departmentId: 4 },
  password: 'First#Pass1',
};

describe('checkUserForm', () => {
  it('gives the body to send, PrivyID upper-cased and e-mail lower-cased, with the plain password apart', () => {
    const checked = checkUserForm(filled, false);
    expect(checked).toEqual({
      ok: true,
      password: 'First#Pass1',
      body: {
        privy_id: 'AB12',
        name: 'Budi Santoso',
        email: 'budi@corp.id',
        user_type: 0,
        role_id: 2,
        job_position_id: 1,
        office_area_id: 2,
        office_branch_id: 3,
        office_department_id: 4,
        password: 'First#Pass1',
      },
    });
  });

  it('names every missing choice and a bad e-mail next to its field', () => {
    const checked = checkUserForm({ ...emptyUserForm(), email: 'nope' }, false);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      privy_id: 'PrivyID is required',
      email: 'Email is not valid',
      role_id: 'Role is required',
      office_department_id: 'Office department is required',
      password: 'Password is required',
    });
  });

  it('refuses a short first password', () => {
    const checked = checkUserForm({ ...filled, password: 'short' }, false);
    expect(checked.ok ? null : checked.errors['password']).toBe(
      'Password must have 8 to 128 characters',
    );
  });

  it('lets an edit keep the current password, and sends none for an SSO user', () => {
    const edit = checkUserForm({ ...userFormOf(internalUser()), password: '' }, true);
    expect(edit.ok && edit.password).toBeUndefined();
    const sso = checkUserForm({ ...filled, userType: 1 }, false);
    expect(sso.ok && 'password' in sso.body).toBe(false);
  });
});
