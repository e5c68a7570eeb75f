// The static `Route` facade of the runtime library: every method forwards to one current registry.

import type { ContextOptions, ResourcesOptions, VerbRouteOptions } from './registry';
import { RouteRegistry } from './registry';
import type { Nested, RouteArray, Verb } from './types';

/**
 * The Route library's static API. It is a thin facade: all state lives in `Route.registry`, which tools and
 * tests may swap (`Route.use(new RouteRegistry())`) to run many registries side by side.
 */
export class Route {
  private static current = new RouteRegistry();

  /** The registry the static methods use now. */
  static get registry(): RouteRegistry {
    return Route.current;
  }

  /** Makes `registry` the one the static methods use, and returns the previous one. */
  static use(registry: RouteRegistry): RouteRegistry {
    const previous = Route.current;
    Route.current = registry;
    return previous;
  }

  static any(from: string, to: string, options?: VerbRouteOptions, nested?: Nested): void {
    Route.current.any(from, to, options, nested);
  }
  static get(from: string, to: string, options?: VerbRouteOptions, nested?: Nested): void {
    Route.current.get(from, to, options, nested);
  }
  static post(from: string, to: string, options?: VerbRouteOptions, nested?: Nested): void {
    Route.current.post(from, to, options, nested);
  }
  static put(from: string, to: string, options?: VerbRouteOptions, nested?: Nested): void {
    Route.current.put(from, to, options, nested);
  }
  static delete(from: string, to: string, options?: VerbRouteOptions, nested?: Nested): void {
    Route.current.delete(from, to, options, nested);
  }
  static head(from: string, to: string, options?: VerbRouteOptions, nested?: Nested): void {
    Route.current.head(from, to, options, nested);
  }
  static patch(from: string, to: string, options?: VerbRouteOptions, nested?: Nested): void {
    Route.current.patch(from, to, options, nested);
  }
  static options(from: string, to: string, options?: VerbRouteOptions, nested?: Nested): void {
    Route.current.options(from, to, options, nested);
  }
  static resources(name: string, options?: ResourcesOptions, nested?: Nested): void {
    Route.current.resources(name, options, nested);
  }
  static context(name: string, controller?: string | ContextOptions, options?: ContextOptions): void {
    Route.current.context(name, controller, options);
  }
  static block(paths: unknown): void {
    Route.current.block(paths);
  }
  static named(name: string): string | null {
    return Route.current.named(name);
  }
  /** The named route's URL, its captures filled with `params` in order (null when they do not fit). */
  static url(name: string, ...params: (string | number)[]): string | null {
    return Route.current.url(name, ...params);
  }
  static prefix(name: string, callback: () => void): void {
    Route.current.prefix(name, callback);
  }
  static reset(): void {
    Route.current.reset();
  }
  static map(routes?: RouteArray, options?: { method?: Verb }): RouteArray {
    return Route.current.map(routes, options);
  }
}
