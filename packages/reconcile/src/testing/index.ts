/** Test support of the engine for other workspaces' tests and the benches: never part of the product. */
export * from './day-generator';
export * from './factories';
