import { Injectable, SetMetadata } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { StreamWrite } from '../event-store/event.types';

export const ACCOUNT_CLOSURE_STEP = Symbol('ACCOUNT_CLOSURE_STEP');

/**
 * What a context removes when an account is deleted (its cars, stores, workshops…), as writes
 * appended atomically with the account's own deletion. Each context owns its step, so closing an
 * account never needs to know them all.
 */
export interface AccountClosureStep {
  writesFor(userId: number): Promise<StreamWrite[]>;
}

export const OnAccountClosure = (): ClassDecorator => SetMetadata(ACCOUNT_CLOSURE_STEP, true);

@Injectable()
export class AccountClosureSteps {
  constructor(private readonly discovery: DiscoveryService) {}

  async writesFor(userId: number): Promise<StreamWrite[]> {
    const steps = this.discovery
      .getProviders()
      .filter((w) => w.metatype && Reflect.getMetadata(ACCOUNT_CLOSURE_STEP, w.metatype) && w.instance)
      .map((w) => w.instance as AccountClosureStep);
    const writes: StreamWrite[] = [];
    for (const step of new Set(steps)) writes.push(...(await step.writesFor(userId)));
    return writes;
  }
}
