/**
 * Every statement over `bo_row`, the BO rows of both sides (decision 049), one file per question it answers.
 * Services speak the row model (row-model.ts); these files alone turn it into SQL. A service that asks several of
 * the questions reads them as one namespace.
 */
export * from './staging';
export * from './engine-view';
export * from './run-writes';
export * from './checker-actions';
export * from './day-removal';
export * from './lists';
export * from './reports';
export * from './signals';
export * from './file-neighbours';
