// POST /api/export.php – requests a new copy of the member's data (at most one an hour)
import 'server-only';
import { factory } from '../factory';
import { requestExport } from '../../services/exports/request-export';

export const postExport = factory.createHandlers(async (c) => c.json({ export: await requestExport(c.get('svc')) }));
