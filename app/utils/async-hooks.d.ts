// workerd provides node:async_hooks (compatibility flag nodejs_compat), but the app's types leave out @types/node
// on purpose (no Node globals in worker code): this is the part app/dev/clock.server.ts uses.
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
