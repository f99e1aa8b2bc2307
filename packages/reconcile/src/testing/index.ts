/** Test support of the engine for other workspaces' tests and the benches: never part of the product. */
export * from './day-generator';
export * from './day-types';
export * from './people-and-money';
export * from './factories';
export * from './evaluate';
export * from './checker-pairs';
export * from './bank-days/bank-day';
export * from './bank-days/statement-files';
export * from './bank-days/run-bank-day';
