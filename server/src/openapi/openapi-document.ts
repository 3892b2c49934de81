import { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { DescribedAnswers, describeAnswers, RouteHandler } from './describe-answers';

/** The operation id of a route: `cars_list` for CarsController.list. */
export function operationIdOf(controller: string, method: string): string {
  const base = controller.replace(/Controller$/, '');
  return `${base.charAt(0).toLowerCase()}${base.slice(1)}_${method}`;
}

/**
 * The API description served at /api/docs.json (and read by `npm run api:types` for the
 * client's types): Nest's scan of the routes, then every answer described from the handlers'
 * declared types and the error answers their shape can give.
 */
export function buildOpenApiDocument(app: INestApplication, answers?: DescribedAnswers): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Sayyara API')
    .setDescription(
      'سيّارة: سوق السيارات السوري. Every error answers `{ message, errors? }` with an Arabic `message`; ' +
        'a 422 names the fields in `errors`. Lists are `{ data, pagination }` or `{ data, meta }`.',
    )
    .setVersion('1')
    .setLicense('UNLICENSED', 'https://github.com/')
    .addServer('/', 'This server (the API is served beside the web client)')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'An opaque random token from POST /auth/login or /auth/register (not a JWT: it carries nothing, ' +
          'the server looks it up). Revoked by POST /auth/logout and by a password change.',
      },
      'bearer',
    )
    .build();
  // Nest's bearer scheme says `bearerFormat: JWT` whatever it is given; the token is opaque.
  const bearer = config.components?.securitySchemes?.bearer;
  if (bearer && 'bearerFormat' in bearer) delete bearer.bearerFormat;
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: operationIdOf });
  return describeAnswers(document, routeHandlers(app), answers);
}

/** Each controller method by its operation id, to read its decorators' metadata. */
function routeHandlers(app: INestApplication): Map<string, RouteHandler> {
  const handlers = new Map<string, RouteHandler>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      // Its own methods, then those it extends (a place's shared routes) that it does not override.
      for (
        let prototype = controller.prototype as object;
        prototype !== Object.prototype;
        prototype = Object.getPrototypeOf(prototype) as object
      ) {
        for (const method of Object.getOwnPropertyNames(prototype)) {
          const id = operationIdOf(controller.name, method);
          if (method === 'constructor' || handlers.has(id)) continue;
          const handler = Object.getOwnPropertyDescriptor(prototype, method)?.value as unknown;
          if (typeof handler !== 'function') continue;
          handlers.set(id, { key: `${controller.name}.${method}`, controller, handler });
        }
      }
    }
  }
  return handlers;
}
