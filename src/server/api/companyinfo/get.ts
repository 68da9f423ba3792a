// GET /api/companyinfo.php – the company behind the site, for the legal pages and checkout
import 'server-only';
import { factory } from '../factory';
import { cachedJson, type CachedAnswer } from '../cached-json';
import { getCompanyInfo } from '../../services/sites/get-company-info';

const COMPANY_INFO: CachedAnswer = {
  key: (svc) => ['companyinfo', svc.site.id].join('|'),
  build: async (svc) => getCompanyInfo(svc),
  headers: {},
};

export const getCompanyInfoHandler = factory.createHandlers(async (c) => cachedJson(c, c.get('svc'), COMPANY_INFO));
