// salesReport(from, to, storeIds) and salesReportCsv for a part as a CSV file (reports.view; a store
// manager their own stores).
import type { Builder } from '../../graphql/builder.ts';
import { requireStaff } from '../staff/staff-access.ts';
import { reportScopeFor, seesWholeChain } from './report-access.ts';
import { catchUpReportRollups } from './report-rollup.ts';
import { REPORT_PARTS, reportCsv, reportFileName } from './report-export.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';
import type { addSalesReportType } from './sales-report-schema.ts';

export function addReportsAdminQueries(
  builder: Builder,
  SalesReport: ReturnType<typeof addSalesReportType>,
): void {
  const ReportPartEnum = builder.enumType('ReportPart', { values: REPORT_PARTS });
  const ReportFile = builder.objectRef<{ fileName: string; csv: string }>('ReportFile').implement({
    fields: (t) => ({
      fileName: t.exposeString('fileName'),
      csv: t.exposeString('csv', { description: 'RFC 4180 CSV, CRLF line ends, money in dollars.' }),
    }),
  });
  builder.queryFields((t) => ({
    salesReport: t.field({
      type: SalesReport,
      description: "Sales between two calendar days (both included) in each store's time zone.",
      args: {
        from: t.arg.string({ required: true }),
        to: t.arg.string({ required: true }),
        storeIds: t.arg.intList({ description: 'Every store you may see when left out.' }),
      },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'reports.view');
        const scope = reportScopeFor(staff, args);
        await catchUpReportRollups(ctx.db);
        return { scope, wholeChain: seesWholeChain(staff) };
      },
    }),
    salesReportCsv: t.field({
      type: ReportFile,
      description: 'One part of salesReport as a CSV file.',
      args: {
        part: t.arg({ type: ReportPartEnum, required: true }),
        from: t.arg.string({ required: true }),
        to: t.arg.string({ required: true }),
        storeIds: t.arg.intList(),
      },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'reports.view');
        const scope = reportScopeFor(staff, args);
        if (args.part === 'FUNNEL' && !seesWholeChain(staff))
          throw new Refusal('FORBIDDEN', refusalMessages.REPORT_FUNNEL_CHAIN_ONLY());
        await catchUpReportRollups(ctx.db);
        return { fileName: reportFileName(args.part, scope), csv: await reportCsv(ctx.db, scope, args.part) };
      },
    }),
  }));
}
