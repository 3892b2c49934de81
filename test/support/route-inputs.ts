import { INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';

/** The inputs a route declares: query parameter names and JSON body field names. */
export interface RouteInputs {
  query: string[];
  body: string[];
}

type Constructor = new (...args: unknown[]) => unknown;

/** Property names a DTO class validates (its own and inherited). */
function dtoFields(dto: Constructor | undefined): string[] {
  if (!dto || [String, Number, Boolean, Object, Array].includes(dto as never)) return [];
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  return [...new Set(metadata.map((m) => m.propertyName))];
}

const joinPath = (prefix: string, path: string): string =>
  `/${[prefix, path]
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

const asArray = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Every controller route's declared inputs, read from Nest's metadata: `@Query()` DTOs and
 * `@Query('name')` give query names, `@Body()` DTOs body fields. Keyed 'METHOD /path' as in
 * routes.ts. Multipart forms validate their fields inside the handler: they declare none here.
 */
export function routeInputs(app: INestApplication): Map<string, RouteInputs> {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const found = new Map<string, RouteInputs>();
  for (const { metatype, instance } of discovery.getControllers()) {
    if (!metatype || !instance) continue;
    const prototype = Object.getPrototypeOf(instance);
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = (instance as Record<string, unknown>)[name];
      if (typeof handler !== 'function') continue;
      const paths = asArray(Reflect.getMetadata(PATH_METADATA, handler));
      if (!paths.length) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const types: Constructor[] = Reflect.getMetadata('design:paramtypes', prototype, name) ?? [];
      const args: Record<string, { index: number; data?: unknown }> =
        Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {};
      const inputs: RouteInputs = { query: [], body: [] };
      for (const [key, { index, data }] of Object.entries(args)) {
        // Nest keys a route's arguments by `${RouteParamtypes}:${index}`.
        const kind = Number(key.split(':')[0]);
        const named = typeof data === 'string' ? [data] : dtoFields(types[index]);
        if (kind === (RouteParamtypes.QUERY as number)) inputs.query.push(...named);
        if (kind === (RouteParamtypes.BODY as number)) inputs.body.push(...named);
      }
      for (const prefix of asArray(Reflect.getMetadata(PATH_METADATA, metatype)))
        for (const path of paths) found.set(`${method} ${joinPath(prefix, path)}`, inputs);
    }
  }
  return found;
}
