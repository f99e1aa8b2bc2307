import type { Factories } from './factories';

type Website = Awaited<ReturnType<Factories['website']>>;
type Account = Awaited<ReturnType<Factories['account']>>;

/** What a matrix cell's request builder gets: the caller, its own and a foreign website, and factories. */
export interface FactoryContext {
  variant: 'own' | 'foreign';
  own: Website;
  foreign: Website;
  /** The website of this cell's variant. */
  site: Website;
  caller: Account | undefined;
  make: Factories;
  uniqueName(): string;
  uniqueCode(): string;
  uniqueIp(): string;
  uniqueDigits(): string;
}
