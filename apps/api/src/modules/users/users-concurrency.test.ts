import {
  createUser,
  deleteUser,
  endpointUrl,
  ErrorBodySchema,
  getMe,
  type InternalUser,
} from '@esign/contract';
import { expect, it } from '@jest/globals';
import { describeOnPostgres, usePostgresTestApp } from '../../testing/postgres-only';
import { bearer, signIn } from '../../testing/test-app';
import { newUserBody } from '../../testing/user-fixtures';

const postgres = usePostgresTestApp();

const create = (body: object, headers = postgres.admin()) =>
  postgres
    .app()
    .app.inject({ method: 'POST', url: endpointUrl(createUser), headers, payload: body });

describeOnPostgres('users under parallel requests', () => {
  it('creates one user when several ask for the same e-mail at once; the others get 409', async () => {
    const email = `race${Date.now()}@example.co.id`;
    const bodies = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((index) =>
        newUserBody(
          postgres.app(),
          index % 2 ? email.toUpperCase() : email,
          `RACE${Date.now()}X${index}`,
        ),
      ),
    );
    const responses = await Promise.all(bodies.map((body) => create(body)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(ErrorBodySchema.parse(response.json()).code).toBe('email_taken');
  });

  it('keeps one super administrator when two delete each other at once', async () => {
    const made = await Promise.all(
      ['a', 'b'].map(async (letter) => {
        const tag = `sa${letter}${Date.now()}`;
        const email = `${tag}@example.co.id`;
        const response = await create(
          await newUserBody(postgres.app(), email, tag, { roleName: 'super_admin' }),
        );
        expect(response.statusCode).toBe(201);
        const { user } = (response.json() as { data: { user: InternalUser } }).data;
        return {
          user,
          headers: bearer((await signIn(postgres.app(), email, 'First#Pass1')).token),
        };
      }),
    );
    const [a, b] = made;
    if (!a || !b) throw new Error('Two super administrators expected');
    // The seed's superadmin goes first, so a and b are the only two left.
    const seedAdminGone = await postgres.app().app.inject({
      method: 'DELETE',
      url: endpointUrl(deleteUser, { id: await signInId() }),
      headers: a.headers,
    });
    expect(seedAdminGone.statusCode).toBe(200);
    const responses = await Promise.all([
      postgres.app().app.inject({
        method: 'DELETE',
        url: endpointUrl(deleteUser, { id: b.user.id }),
        headers: a.headers,
      }),
      postgres.app().app.inject({
        method: 'DELETE',
        url: endpointUrl(deleteUser, { id: a.user.id }),
        headers: b.headers,
      }),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    // The winner's deletion ends the loser's session: a 401, or a 409 when it got the lock second.
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
  });
});

async function signInId(): Promise<number> {
  const response = await postgres.app().app.inject({
    method: 'GET',
    url: endpointUrl(getMe),
    headers: postgres.admin(),
  });
  return (response.json() as { data: { user: { id: number } } }).data.user.id;
}
