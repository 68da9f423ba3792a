import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { staff, type Staff } from '../../../db/schema';
import { notFound } from '../../../errors';

export async function findStaffMember(db: Db, id: number): Promise<Staff> {
  const [member] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  if (!member) throw notFound();
  return member;
}
