import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { RedisConnections } from '../../redis/redis.module';
import { AuthenticatedRequest } from '../auth/auth.decorators';
import { AR } from '../messages/ar';
import { RateLimit } from './rate-limit';

/** Budgets of the expensive routes (README: Rate limits); each is set by a RATE_LIMIT_* variable. */
export type RouteLimit = 'register' | 'password' | 'recommend' | 'search' | 'suggest' | 'upload' | 'photo' | 'reveal';

export const ROUTE_LIMIT = 'rate-limit:route';

/** The route spends one request of the named budget. */
export const RateLimited = (name: RouteLimit): MethodDecorator => SetMetadata(ROUTE_LIMIT, name);

const hasSearch = (query: Record<string, unknown> | undefined): boolean => {
  const search = query?.search;
  return typeof search === 'string' ? search.trim() !== '' : search !== undefined;
};

/**
 * Spends the budgets of expensive requests before any work is done: the routes marked with
 * @RateLimited (argon2, recommendations, sellers' phones), and by their shape every text search and every
 * multipart upload, whichever route they reach. Each budget is counted per address and, for
 * a signed-in caller, per account as well. Spent: 429 with `Retry-After` and the Arabic message.
 *
 * A guard, installed after the session guard (createServerApp), so the caller is known; not an
 * interceptor, because one global interceptor puts every request of every route through an
 * rxjs pipeline, where most routes spend no budget at all.
 */
@Injectable()
export class RouteRateLimits implements CanActivate {
  private readonly limits: Record<RouteLimit, RateLimit>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    redis: RedisConnections,
    private readonly reflector: Reflector,
  ) {
    this.limits = {
      register: new RateLimit(redis, 'limit:register', config.RATE_LIMIT_REGISTER),
      password: new RateLimit(redis, 'limit:password', config.RATE_LIMIT_PASSWORD),
      recommend: new RateLimit(redis, 'limit:recommend', config.RATE_LIMIT_RECOMMEND),
      search: new RateLimit(redis, 'limit:search', config.RATE_LIMIT_SEARCH),
      suggest: new RateLimit(redis, 'limit:suggest', config.RATE_LIMIT_SUGGEST),
      upload: new RateLimit(redis, 'limit:upload', config.RATE_LIMIT_UPLOAD),
      photo: new RateLimit(redis, 'limit:photo', config.RATE_LIMIT_PHOTO),
      reveal: new RateLimit(redis, 'limit:reveal', config.RATE_LIMIT_REVEAL, AR.leads.revealBudgetSpent),
    };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    for (const name of this.limitsOf(context, request)) {
      await this.limits[name].consume(`ip:${request.ip ?? 'unknown'}`);
      if (request.actor) await this.limits[name].consume(`user:${request.actor.id}`);
    }
    return true;
  }

  private limitsOf(context: ExecutionContext, request: AuthenticatedRequest): RouteLimit[] {
    const names: RouteLimit[] = [];
    const named = this.reflector.get<RouteLimit | undefined>(ROUTE_LIMIT, context.getHandler());
    if (named) names.push(named);
    // Whatever the method: a HEAD runs the same handler as its GET (Express answers it with the
    // GET route, then drops the body), so it costs the same search.
    if (hasSearch(request.query)) names.push('search');
    if (request.is('multipart/form-data')) names.push('upload');
    return names;
  }
}
