import type { FastifyInstance } from 'fastify';

/**
 * Counts, from now on, the principals `app` reads again because a read-only endpoint's own
 * statement did not confirm the one read before (register-endpoint's `confirmsPrincipal`): wraps
 * the app's own authenticateForRead, whose behaviour is otherwise unchanged.
 */
export function countPrincipalsReadAgain(app: FastifyInstance): { count: number } {
  const counter = { count: 0 };
  const authenticateForRead = app.authenticateForRead;
  app.authenticateForRead = async (authorization) => {
    const forRead = await authenticateForRead(authorization);
    if (forRead.confirmed) return forRead;
    return {
      ...forRead,
      readAgain: () => {
        counter.count += 1;
        return forRead.readAgain();
      },
    };
  };
  return counter;
}
