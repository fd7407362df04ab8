import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** A name for this process's claims, unique per claimer and readable in `lease_owner` columns. */
export const newLeaseOwner = (): string =>
  `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
