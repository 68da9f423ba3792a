// GET /api/companyinfo.php – the company behind the site, for the legal pages and checkout
import 'server-only';
import { factory } from '../factory';
import { cachedJson } from '../cached-json';
import { getCompanyInfo } from '../../services/sites/get-company-info';

export const getCompanyInfoHandler = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  return cachedJson(c, svc.caches, ['companyinfo', svc.site.id].join('|'), async () => getCompanyInfo(svc));
});
