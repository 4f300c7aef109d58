/** The signed-in user behind a request, as every authenticated route sees it. */
export interface Principal {
  userId: number;
  /** Session (refresh-token family) id, the access token's `sid`. */
  sessionId: string;
  roleName: string;
  /** Front-end permissions (role codes plus the super_admin extras); what access checks use. */
  permissions: ReadonlySet<string>;
}

/** Resolves the Bearer token of a request to a Principal, or throws a 401 ApiError. */
export type Authenticate = (authorization: string | undefined) => Promise<Principal>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Bearer token → Principal, or a 401 ApiError (decorated by buildApp). */
    authenticate: Authenticate;
  }
  interface FastifyRequest {
    /** Set by the route helper for `session` and permission endpoints; null on public ones. */
    principal: Principal | null;
    /** HTTP-log extras an operation may fill in: who (for public calls such as login) and which record. */
    logUserId: number | null;
    logReferenceId: string | null;
    /** The serialised response, kept by onSend for the HTTP log. */
    logResponsePayload: unknown;
    /** Set by an operation whose whole response is a secret (the development outbox's codes). */
    logResponseRedacted: boolean;
  }
}
