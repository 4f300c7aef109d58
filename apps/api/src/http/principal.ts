import { sql, type Placeholder, type SQL } from 'drizzle-orm';

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

/**
 * The principal of a read-only request: read from the database for this request (`confirmed`),
 * or the one read for an earlier request of the same session, which the database has yet to
 * confirm during this one (by a digest the endpoint's statement selects, or by reading it again).
 */
export type PrincipalForRead =
  | { principal: Principal; confirmed: true }
  | {
      principal: Principal;
      confirmed: false;
      /** Whether a digest read during this request (principalCheckColumn) confirms it. */
      confirms(digest: string | null | undefined): boolean;
      /** Reads the principal now (a 401 ApiError when the session has ended). */
      readAgain(): Promise<{ principal: Principal; changed: boolean }>;
    };

export type AuthenticateForRead = (authorization: string | undefined) => Promise<PrincipalForRead>;

/** Who and when a principal check is about: values, or placeholders of a prepared statement. */
export interface PrincipalCheckRefs {
  userId: number | Placeholder;
  sessionId: string | Placeholder;
  now: Date | Placeholder;
}

/**
 * What an endpoint registered with `confirmsPrincipal` selects to confirm its principal in its own
 * statement (register-endpoint.ts): `column` is a scalar subquery for that statement, and
 * `confirm` takes its value. An endpoint that does not hand one over (an empty page has no row to
 * carry it) is confirmed by reading the principal again after it; so is one whose digest differs.
 */
export interface PrincipalCheck {
  /** The session it confirms (the principal's), for `column`'s `sessionId`. */
  sessionId: string;
  column(refs: PrincipalCheckRefs): SQL<string | null>;
  confirm(digest: string | null | undefined): void;
}

/** The principal digest column of a statement that confirms no principal. */
export const noPrincipalDigest = sql<null>`null::text`;

/**
 * The digest column of `check` for a statement run with values (a prepared statement passes its
 * placeholders to `check.column` instead); "no digest" when there is no check.
 */
export function principalDigestColumn(
  check: PrincipalCheck | null | undefined,
  userId: number,
  now: Date,
): SQL<string | null> {
  return check ? check.column({ userId, sessionId: check.sessionId, now }) : noPrincipalDigest;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Bearer token → Principal, or a 401 ApiError (decorated by buildApp). */
    authenticate: Authenticate;
    /** Bearer token → PrincipalForRead, or a 401 ApiError (decorated by buildApp). */
    authenticateForRead: AuthenticateForRead;
    /** The digest column of PrincipalCheck (decorated by buildApp). */
    principalCheckColumn: PrincipalCheck['column'];
  }
  interface FastifyRequest {
    /** Set by the route helper for `session` and permission endpoints; null on public ones. */
    principal: Principal | null;
    /** Set by the route helper on endpoints that confirm their principal in their own statement. */
    principalForRead: PrincipalForRead | null;
    /** HTTP-log extras an operation may fill in: who (for public calls such as login) and which record. */
    logUserId: number | null;
    logReferenceId: string | null;
    /** The serialised response, kept by onSend for the HTTP log. */
    logResponsePayload: unknown;
    /** Set by an operation whose whole response is a secret (the development outbox's codes). */
    logResponseRedacted: boolean;
  }
}
