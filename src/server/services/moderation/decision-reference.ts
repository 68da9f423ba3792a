import 'server-only';
import { newReportReference } from '../reports/report-reference';

/** A decision's public reference: `D-` and 10 random base32 characters, as a notice's is `N-…`. */
export const newDecisionReference = (): string => `D-${newReportReference().slice(2)}`;
