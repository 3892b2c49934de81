import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Observable } from 'rxjs';
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
 * a signed-in caller, per account as well (guards have run, so the caller is known). Spent:
 * 429 with `Retry-After` and the Arabic message.
 */
@Injectable()
export class RouteRateLimits implements NestInterceptor {
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

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    for (const name of this.limitsOf(context, request)) {
      await this.limits[name].consume(`ip:${request.ip ?? 'unknown'}`);
      if (request.actor) await this.limits[name].consume(`user:${request.actor.id}`);
    }
    return next.handle();
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
