// GET /api/transactions.php – the member's orders and credit history (every credit in and out)
import 'server-only';
import { factory, requireUser } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { listTransactions } from '../../services/payments/list-transactions';
import { transactionsQuerySchema } from '@/shared/schemas/payments';

export const getTransactions = factory.createHandlers(async (c) => {
  const svc = requireUser(c.get('svc'));
  return c.json(await listTransactions(svc, parseInput(transactionsQuerySchema, c.req.query())));
});
