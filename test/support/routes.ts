import { INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { METHODS } from 'node:http';

/** One HTTP route: `key` is 'METHOD /path' with Express's parameter syntax ('PUT /api/cars/:id'). */
export interface Route {
  method: string;
  path: string;
  key: string;
  /** 'nest': a controller method; 'express': mounted on Express directly (Swagger's pages). */
  source: 'nest' | 'express';
}

const route = (method: string, path: string, source: Route['source']): Route => ({
  method,
  path,
  key: `${method} ${path}`,
  source,
});

const asArray = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Controller prefix + method path, as Nest joins them ('api/cars' + '/' → '/api/cars'). */
function joinPath(prefix: string, path: string): string {
  const parts = [prefix, path].flatMap((p) => p.split('/')).filter(Boolean);
  return `/${parts.join('/')}`;
}

/**
 * Every route of every controller, read from Nest's own metadata: the controller's @Controller
 * path(s) and each handler's @Get/@Post/... path(s) and method. Nothing is skipped.
 */
export function nestRoutes(app: INestApplication): Route[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const routes: Route[] = [];
  for (const wrapper of discovery.getControllers()) {
    const { metatype, instance } = wrapper;
    if (!metatype || !instance) continue;
    const prefixes = asArray(Reflect.getMetadata(PATH_METADATA, metatype));
    for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const handler = (instance as Record<string, unknown>)[name];
      if (typeof handler !== 'function') continue;
      const paths = asArray(Reflect.getMetadata(PATH_METADATA, handler));
      if (paths.length === 0) continue; // a helper method, not a route
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      for (const prefix of prefixes.length ? prefixes : ['']) {
        for (const path of paths) routes.push(route(method, joinPath(prefix, path), 'nest'));
      }
    }
  }
  return routes;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/**
 * Every route on the Express router, whoever mounted it. A route answering every HTTP method
 * is middleware that Nest mounts with `app.all()` (the request logger), not an endpoint;
 * controller routes with @All come from Nest's metadata in `allRoutes`, so none is lost.
 * Static-file middleware (Swagger UI's assets, the built client) has no route and no auth.
 * Socket.IO listens on the HTTP server itself, not on Express (see realtime.int-spec.ts).
 */
export function expressRoutes(app: INestApplication): Route[] {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
  const stack = (express.router ?? express._router)?.stack ?? [];
  const everyMethod = METHODS.map((m) => m.toLowerCase());
  const routes: Route[] = [];
  for (const layer of stack) {
    if (!layer.route) continue;
    const methods = Object.keys(layer.route.methods).filter((m) => m !== '_all');
    if (layer.route.methods._all || everyMethod.every((m) => methods.includes(m))) continue;
    for (const path of asArray(layer.route.path)) {
      for (const method of methods) routes.push(route(method.toUpperCase(), path, 'express'));
    }
  }
  return routes;
}

/** The server's routes: Nest's controllers, plus whatever else Express serves. Sorted, unique. */
export function allRoutes(app: INestApplication): Route[] {
  const byKey = new Map<string, Route>();
  for (const r of nestRoutes(app)) byKey.set(r.key, r);
  for (const r of expressRoutes(app)) if (!byKey.has(r.key)) byKey.set(r.key, r);
  return [...byKey.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
