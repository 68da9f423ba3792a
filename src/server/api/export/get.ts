// GET /api/export.php – where the member's copy of their data stands, with a download link once ready
import 'server-only';
import { factory } from '../factory';
import { viewExport } from '../../services/exports/view-export';

export const getExport = factory.createHandlers(async (c) => c.json({ export: await viewExport(c.get('svc')) }));
