import { IsInt, Max, Min } from 'class-validator';
import { FieldErrors } from '../shared/http/http-errors';
import { MAX_ID } from '../shared/http/id.pipe';
import { inputError, inspectInput } from '../shared/http/input-guard';
import { ToId } from '../shared/http/transforms';
import { validateDto } from '../shared/http/validation';
import { AR } from '../shared/messages/ar';

/** `car.watch` / `car.unwatch`: the car, by the same id rules as a path (parseId). */
export class CarIdPayload {
  @ToId()
  @IsInt({ message: AR.car.watchId })
  @Min(1, { message: AR.car.watchId })
  @Max(MAX_ID, { message: AR.car.watchId })
  id: number;
}

/** The ack of a refused socket event: the REST error's message and field errors. */
export interface SocketRefusal {
  ok: false;
  message: string;
  errors?: FieldErrors;
}

/**
 * A socket payload judged as a REST body is: the global input rules (depth, characters,
 * reserved keys), then the event's DTO (class-validator, the same Arabic messages). Anything but
 * an object is an empty payload, so its required fields are refused by name.
 */
export async function socketInput<T extends object>(dto: new () => T, payload: unknown): Promise<{ value: T } | SocketRefusal> {
  const plain = payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? payload : {};
  const problem = inspectInput(plain);
  if (problem) return refusal(inputError(problem).getResponse());
  const { value, errors } = await validateDto(dto, plain);
  if (Object.keys(errors).length) return { ok: false, message: AR.http.validation, errors };
  return { value };
}

function refusal(body: string | object): SocketRefusal {
  const { message, errors } = body as { message?: string; errors?: FieldErrors };
  return { ok: false, message: message ?? AR.http.badRequest, ...(errors ? { errors } : {}) };
}
