import { Injectable } from '@nestjs/common';

/**
 * The time commands decide with ("now"), passed into deciders as an argument so they stay pure
 * and their tests can say what time it is. One provider for the whole process.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
