import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@psc/core/shared/app-error';
import { twoFactorPolicyMessages } from '@psc/core/auth/two-factor-policy.schemas';
import type { ThirdPartyScope } from '@psc/core/authorization-server/scopes';
import { operatorMayAct, type OperatorRole } from '@psc/core/operations/operator-roles';
import type { Principal } from '../shared/principal.ts';
import type { OperatorPrincipal } from '../shared/operator-principal.ts';
import { requireAdministrator, requireUnlockedAccount, requireWriter } from '../shared/guards.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    isOperator: boolean;
    /** The operator behind an operator call (decision 0049); null on every customer call. */
    operator: OperatorPrincipal | null;
  }
  interface FastifyContextConfig {
    /**
     * 'public' opens a /api/v1 route to anonymous callers; 'bearer' protects a route outside /api/v1;
     * 'operator' admits only the operator key (a system role, never an account user).
     */
    auth?: 'public' | 'bearer' | 'operator';
    /**
     * The staff role an operator call needs (decision 0049); an administrator passes every check. Operator calls
     * without one are the administrator's. Every path under /api/ops is an operator call whatever `auth` says.
     */
    operatorRole?: OperatorRole | 'any';
    errorFormat?: 'oauth';
    /** 'administrator': permission A or the account's default admin only (account-and-billing.md §6). */
    access?: 'administrator';
    /** A Viewer may make this write because it touches only the caller's own profile (password, names, own settings). */
    ownProfileWrite?: boolean;
    /** A POST or PUT that changes nothing the user chose (a download, a recompute): a Viewer may call it. */
    readOnly?: boolean;
    /** Reachable while the account is locked (expired free plan, awaiting payment, cancelled): account, billing, session calls. */
    allowedWhenLocked?: boolean;
    /**
     * The scope a third-party application's token needs for this call (docs/decisions/0038). A call without one is
     * closed to third parties: account administration, billing, users and security settings stay with the web app.
     */
    scope?: ThirdPartyScope;
    /**
     * Open to a user who must still set up 2-Step Verification because the account requires it (decision 0040):
     * the calls of sign-in, the frame and My Profile. Every other call answers 403 `two_factor_required`.
     */
    duringTwoFactorSetup?: boolean;
  }
}

export type AuthenticationOptions = {
  /** The token's owner: at once when it is in memory, else once read. */
  authenticate: (
    bearerToken: string,
    request: FastifyRequest,
  ) => Principal | null | Promise<Principal | null>;
  now: () => Date;
  authenticateOperator: (token: string) => Promise<OperatorPrincipal | null>;
};

const writeMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const bearerToken = (request: FastifyRequest): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
};

const unauthorized = () =>
  new AppError('UNAUTHORIZED', 'Full authentication is required to access this resource');

const insufficientScope = () =>
  new AppError('FORBIDDEN', 'This application was not granted access to this call', {
    reason: 'insufficient_scope',
  });

const operatorRoleRequired = (role: OperatorRole) =>
  new AppError('FORBIDDEN', `This call is for the ${role} role`, { reason: 'operator_role_required' });

const twoFactorRequired = () =>
  new AppError('FORBIDDEN', twoFactorPolicyMessages.setupRequired, {
    reason: 'two_factor_required',
  });

const reachesCall = (principal: Principal, scope: ThirdPartyScope | undefined): boolean =>
  principal.scopes === null || (scope !== undefined && principal.scopes.has(scope));

/** What a request may reach once its caller is known; throws the refusal otherwise. */
const admit = (request: FastifyRequest, found: Principal | null, now: () => Date): void => {
  const routeUrl = request.routeOptions.url ?? '';
  const config = request.routeOptions.config;
  const required = config.auth === 'bearer' || (routeUrl.startsWith('/api/v1') && config.auth !== 'public');
  request.principal = found;
  if (found && !reachesCall(found, config.scope)) {
    if (required) throw insufficientScope();
    // A public call answers a third party's token as it answers anyone: nothing of the user's.
    request.principal = null;
  }
  const principal = request.principal;
  if (required && !principal) throw unauthorized();
  if (!required || !principal) return;
  // A Viewer's write is refused as such wherever it goes (§6 'Insufficient privileges!!'), before the role check.
  if (writeMethods.has(request.method) && !config.ownProfileWrite && !config.readOnly)
    requireWriter(principal);
  if (principal.twoFactorSetupRequired && !config.duringTwoFactorSetup) throw twoFactorRequired();
  if (config.access === 'administrator') requireAdministrator(principal);
  if (!config.allowedWhenLocked) requireUnlockedAccount(principal, now());
};

const admitOperator = async (
  request: FastifyRequest,
  token: string | null,
  options: AuthenticationOptions,
) => {
  // An account user's token never opens an operator call, whatever the account's role.
  const operator = token ? await options.authenticateOperator(token) : null;
  if (!operator) throw unauthorized();
  const role = request.routeOptions.config.operatorRole ?? 'admin';
  if (role !== 'any' && !operatorMayAct(operator.role, role)) throw operatorRoleRequired(role);
  request.isOperator = true;
  request.operator = operator;
};

/** Undefined when the request was admitted at once (its caller was in memory), else the admission under way. */
const authenticateRequest = (
  request: FastifyRequest,
  options: AuthenticationOptions,
): Promise<void> | undefined => {
  const token = bearerToken(request);
  if (
    request.routeOptions.config.auth === 'operator' ||
    (request.routeOptions.url ?? '').startsWith('/api/ops/')
  )
    return admitOperator(request, token, options);
  const found = token ? options.authenticate(token, request) : null;
  if (found instanceof Promise) return found.then((principal) => admit(request, principal, options.now));
  admit(request, found, options.now);
  return undefined;
};

/**
 * Secure by default: every /api/v1 route needs a valid access token unless it says it is public; a Viewer's
 * writes are refused unless the route is an own-profile write; a locked account reaches only the routes that
 * say `allowedWhenLocked`. A callback hook: most requests are admitted without waiting, and a promise would make
 * each of them wait a tick.
 */
export const authenticationPlugin = fp(async (app: FastifyInstance, options: AuthenticationOptions) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('isOperator', false);
  app.decorateRequest('operator', null);
  app.addHook('onRequest', (request, _reply, done) => {
    let pending: Promise<void> | undefined;
    try {
      pending = authenticateRequest(request, options);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (pending === undefined) done();
    else pending.then(() => done(), done);
  });
});

export const requireOperator = (request: FastifyRequest): OperatorPrincipal => {
  if (!request.operator) throw unauthorized();
  return request.operator;
};

export const requirePrincipal = (request: FastifyRequest): Principal => {
  if (!request.principal) throw unauthorized();
  return request.principal;
};
