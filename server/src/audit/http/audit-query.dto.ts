import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidationOptions,
} from 'class-validator';
import { ToId, ToNumber } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';

const list = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : value;

/**
 * ISO 8601 that is also a time JavaScript can read: '2020W01' is valid ISO (a week) but not a
 * Date, and must be a 422 rather than an invalid Date reaching the database.
 */
const IsIsoTime = (options: ValidationOptions) => (target: object, property: string) => {
  IsISO8601({}, options)(target, property);
  ValidateBy(
    { name: 'isReadableTime', validator: { validate: (v) => typeof v === 'string' && !Number.isNaN(new Date(v).getTime()) } },
    options,
  )(target, property);
};

const MAX_ID = 2_147_483_647;

/** Filters shared by the log, the export and the live tail. */
export class AuditFilterDto {
  @ApiPropertyOptional({ example: 'car' })
  @IsOptional()
  @Matches(/^[a-z][a-z-]{0,40}$/, { message: AR.audit.streamType })
  stream_type?: string;

  @ApiPropertyOptional({ example: '12' })
  @IsOptional()
  @IsString({ message: AR.audit.streamId })
  @MaxLength(64, { message: AR.audit.streamId })
  stream_id?: string;

  @ApiPropertyOptional({ description: 'One or more event types, comma-separated', example: 'CarApproved,CarRejected' })
  @IsOptional()
  @Transform(list)
  @Matches(/^[A-Za-z]{1,60}$/, { each: true, message: AR.audit.eventType })
  event_type?: string[];

  @ApiPropertyOptional({ description: 'The acting user id' })
  @IsOptional()
  @ToId()
  @IsInt({ message: AR.audit.actor })
  @Min(1, { message: AR.audit.actor })
  @Max(MAX_ID, { message: AR.audit.actor })
  actor_id?: number;

  @ApiPropertyOptional({ description: 'ISO time, inclusive' })
  @IsOptional()
  @IsIsoTime({ message: AR.audit.time })
  from?: string;

  @ApiPropertyOptional({ description: 'ISO time, exclusive' })
  @IsOptional()
  @IsIsoTime({ message: AR.audit.time })
  to?: string;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: AR.audit.order })
  order?: 'asc' | 'desc';
}

/** GET /api/audit/events: the filters plus a cursor (a global position) and a page size. */
export class AuditPageDto extends AuditFilterDto {
  @ApiPropertyOptional({ description: 'The next_cursor of the previous page' })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.audit.cursor })
  @Min(0, { message: AR.audit.cursor })
  @Max(Number.MAX_SAFE_INTEGER, { message: AR.audit.cursor })
  cursor?: number;

  @ApiPropertyOptional({ default: 50, maximum: 500 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.perPage })
  @Min(1, { message: AR.list.perPage })
  @Max(500, { message: AR.list.perPage })
  limit?: number;
}

/** ?at=<ISO time> or ?version=<n>: the point in a stream's history to rebuild. */
export class StatePointDto {
  @ApiPropertyOptional({ description: 'ISO time: the state as of then' })
  @IsOptional()
  @IsIsoTime({ message: AR.audit.time })
  at?: string;

  @ApiPropertyOptional({ description: 'Stream version: the state after that event' })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.audit.version })
  @Min(1, { message: AR.audit.version })
  @Max(MAX_ID, { message: AR.audit.version })
  version?: number;
}
