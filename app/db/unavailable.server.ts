import { data, type ServerBuild } from "react-router";
import { loggableError } from "~/utils/loggable-error";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./unavailable-messages";

/** Seconds a client is asked to wait before trying again when D1 fails. */
export const DATABASE_RETRY_AFTER_SECONDS = 60;

function messagesOf(error: unknown) {
  const messages: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    messages.push(current.message);
  }
  return messages.join("\n");
}

/**
 * A failed D1 call: drizzle's "Failed query" wrapper or the binding's own "D1_…" errors.
 * A constraint violation is an answer from a working database (a duplicate address), not a fault.
 */
export function isDatabaseFailure(error: unknown) {
  const text = messagesOf(error);
  return /^Failed query: |D1_[A-Z_]*ERROR|D1_/m.test(text) && !/constraint failed/i.test(text);
}

type Handler = (...args: never[]) => unknown;

function answeringDatabaseFaults<T extends Handler>(handler: T): T {
  return (async (...args: Parameters<T>) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (!isDatabaseFailure(error)) throw error;
      console.error(loggableError(error));
      throw data(DATABASE_UNAVAILABLE_MESSAGE, {
        status: 503,
        headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
      });
    }
  }) as T;
}

/**
 * The server build with every middleware, loader and action wrapped: a D1 failure anywhere becomes a
 * thrown 503 route error, which the root ErrorBoundary renders as the branded page (and
 * JavaScript clients receive as data), instead of an unhandled 500.
 */
export function withDatabaseFaultsAnswered(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const { loader, action, middleware } = route.module;
      const module = {
        ...route.module,
        // The root middleware reads the session from D1 before any loader runs.
        ...(middleware ? { middleware: middleware.map((step) => answeringDatabaseFaults(step)) } : {}),
        ...(loader ? { loader: answeringDatabaseFaults(loader) } : {}),
        ...(action ? { action: answeringDatabaseFaults(action) } : {}),
      };
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes };
}
