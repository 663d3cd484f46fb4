import { AppError } from './outcome.ts';

/**
 * The first row a lookup found. None is a 404 with the module's message: the thing does not exist, or is
 * not the caller's to know of (the lookup's filter says whose it is).
 */
export async function firstOrNotFound<T>(rows: PromiseLike<T[]>, message: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new AppError('not-found', message);
  return row;
}
