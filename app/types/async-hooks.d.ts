/**
 * The part of node:async_hooks the Worker uses (nodejs_compat provides it in workerd). The app's TypeScript
 * project has no Node types, so that browser code cannot reach for Node APIs by accident.
 */
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
