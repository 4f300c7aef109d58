import type { Office } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/api-error';
import type { OfficeLevel } from './office-levels';
import { readOffices } from './read-offices';

/** The 404 of an office id that is not there. */
export const officeNotFound = (level: OfficeLevel) =>
  notFound(`${level.noun.charAt(0).toUpperCase()}${level.noun.slice(1)} not found`);

/** GET admin master-data/office-{type}/:id, or a 404. */
export async function getOffice(
  executor: Executor,
  level: OfficeLevel,
  id: number,
): Promise<Office> {
  const [office] = await readOffices(executor, level, eq(level.id, id));
  if (!office) throw officeNotFound(level);
  return office;
}
