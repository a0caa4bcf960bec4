import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package that loads on its first use rather than with the server, for code that must stay synchronous
 * (an async caller can use `await import()` instead). Each package the server holds costs its source,
 * bytecode and objects for the process's life; an HTML or XML parser used by one rare request does not
 * need to. Node loads ES modules synchronously here too (require of ESM).
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
