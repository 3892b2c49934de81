import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AR } from '../messages/ar';
import { forbidden, unauthorized } from '../http/http-errors';
import { ALLOW_SUSPENDED, AuthenticatedRequest, IS_PUBLIC, REQUIRED_ROLES } from './auth.decorators';
import { Role } from './roles';
import { TokenService } from './token.service';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * Runs on every route. Protected routes need a live token (401) and, with @Roles, a role (403).
 * Suspended accounts may still read but never write, public routes included (where they would
 * act as themselves, e.g. contacting a seller). Public routes ignore a stale token, so an
 * expired session does not break browsing.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    // Metadata a route does not declare reads as undefined.
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) ?? false;
    const token = bearerToken(request.headers.authorization);
    const session = token ? await this.tokens.resolve(token) : null;
    if (session) {
      request.actor = session.actor;
      request.tokenHash = session.tokenHash;
    }
    const allowSuspended = this.reflector.get<boolean | undefined>(ALLOW_SUSPENDED, context.getHandler()) ?? false;
    if (session?.actor.status === 'suspended' && !READ_METHODS.has(request.method) && !allowSuspended) {
      throw forbidden(AR.http.suspended);
    }
    if (isPublic) return true;
    if (!session) throw unauthorized();
    const actor = session.actor;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (roles?.length && !actor.roles.includes('admin') && !roles.some((r) => actor.roles.includes(r))) {
      throw forbidden();
    }
    return true;
  }
}
