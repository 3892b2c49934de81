import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import { Actor, Role } from './roles';

export const IS_PUBLIC = 'auth:public';
export const REQUIRED_ROLES = 'auth:roles';
export const ALLOW_SUSPENDED = 'auth:allow-suspended';

/** Anyone may call this route; a valid token still identifies the caller. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/** Only callers holding one of these roles (admins always pass). */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(REQUIRED_ROLES, roles);

/** A write a suspended account may still make: signing out, or signing in or up (which do not act as the caller). */
export const AllowSuspended = (): MethodDecorator => SetMetadata(ALLOW_SUSPENDED, true);

export interface AuthenticatedRequest extends Request {
  actor?: Actor;
  tokenHash?: Buffer;
}

/** The signed-in caller (undefined on a public route called anonymously). */
export const CurrentActor = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Actor | undefined => ctx.switchToHttp().getRequest<AuthenticatedRequest>().actor,
);
