import { ArgumentsHost } from '@nestjs/common';
import { CarNotPending, TooManyCarImages } from '../cars/domain/car.errors';
import { InvalidPart } from '../parts/domain/part.decider';
import { Forbidden, NotFound } from './domain-error';
import { AllExceptionsFilter } from './http/all-exceptions.filter';
import { AR } from './messages/ar';

/** What the one exception filter answers for an error thrown by a command. */
function answer(error: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const response = {
    headersSent: false,
    setHeader: () => undefined,
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ method: 'PUT', originalUrl: '/x' }) }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(error, host);
  return sent;
}

describe('domain errors at the HTTP edge', () => {
  it('answers each kind with its status and the catalogue’s Arabic message', () => {
    expect(answer(new CarNotPending())).toEqual({ status: 409, body: { message: AR.car.notPending } });
    expect(answer(new NotFound())).toEqual({ status: 404, body: { message: AR.http.notFound } });
    expect(answer(new Forbidden())).toEqual({ status: 403, body: { message: AR.http.forbidden } });
  });

  it('answers an invalid field as a 422 naming it, with counted messages filled in', () => {
    expect(answer(new TooManyCarImages(3))).toEqual({
      status: 422,
      body: { message: AR.http.validation, errors: { images: [AR.images.tooMany(3)] } },
    });
  });

  it('reports every broken rule of a whole form together', () => {
    expect(answer(new InvalidPart({ name: 'parts.name', stock: 'parts.stock' }))).toEqual({
      status: 422,
      body: { message: AR.http.validation, errors: { name: [AR.parts.name], stock: [AR.parts.stock] } },
    });
  });
});
