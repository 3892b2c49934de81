import { Injectable, PipeTransform } from '@nestjs/common';
import { notFound } from './http-errors';

/** A numeric id from the path; anything else names nothing, so it is a 404 (never a 500). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string | undefined, number> {
  /** Undefined where the route has no such parameter. */
  transform(value: string | undefined): number {
    if (value === undefined || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw notFound();
    return Number(value);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class ParseUuidPipe implements PipeTransform<string | undefined, string> {
  transform(value: string | undefined): string {
    if (value === undefined || !UUID.test(value)) throw notFound();
    return value.toLowerCase();
  }
}
