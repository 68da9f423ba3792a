import type { Db } from './client';

/** A transaction of either driver, as services see it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Code that works inside or outside a transaction. */
export type DbOrTx = Db | Tx;
