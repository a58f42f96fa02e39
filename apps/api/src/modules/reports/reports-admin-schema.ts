// The back office's reports over GraphQL (permission reports.view; a store manager their own stores):
// salesReport(from, to, storeIds) whose parts each run their own query when asked for, and
// salesReportCsv for a part as a CSV file. Dates are calendar days in each store's own time zone.
// Each type lives in a file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import type { ClosedSetEnums } from '../../graphql/closed-set-enums.ts';
import { addSalesFigureTypes } from './sales-figures-schema.ts';
import { addSalesReportType } from './sales-report-schema.ts';
import { addReportsAdminQueries } from './reports-admin-queries-schema.ts';

export function addReportsAdminSchema(builder: Builder, enums: ClosedSetEnums): void {
  addReportsAdminQueries(builder, addSalesReportType(builder, addSalesFigureTypes(builder, enums)));
}
