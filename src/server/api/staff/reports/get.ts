// GET /api/staff/reports.php – the moderation queue: open reports and notices, most urgent first
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { listReports } from '../../../services/staff/moderation/list-reports';

export const getReports = staffFactory.createHandlers(async (c) => c.json(await listReports(await requireStaffSession(c))));
