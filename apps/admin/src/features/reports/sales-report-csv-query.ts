import { graphql } from '../../lib/graphql.ts';

export const SalesReportCsvQuery = graphql(`
  query SalesReportCsv($part: ReportPart!, $from: String!, $to: String!, $storeIds: [Int!]) {
    salesReportCsv(part: $part, from: $from, to: $to, storeIds: $storeIds) {
      fileName
      csv
    }
  }
`);
