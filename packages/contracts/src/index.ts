// First: it configures zod before the schemas below are built.
import './zod-setup';

export * from './accounts';
export * from './akunbank';
export * from './auth';
export * from './common';
export * from './dates';
export * from './endpoints';
export * from './insights';
export * from './learned-names';
export * from './messages';
export * from './replay';
export * from './reports';
export * from './review';
export * from './tracking';
export * from './uploads';
export * from './websites';
export * from './whitelist';
export * from './feeds';
