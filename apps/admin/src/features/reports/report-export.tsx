// Export: pick a part of the report and download it as CSV, for the same days and stores as on screen.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useClient } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import type { VariablesOf } from '../../lib/graphql.ts';
import { Button } from '../../ui/button.tsx';
import { downloadCsv } from './download-csv.ts';
import { SalesReportCsvQuery } from './sales-report-csv-query.ts';

type Part = VariablesOf<typeof SalesReportCsvQuery>['part'];

const PARTS: { part: Part; label: string; chainOnly?: boolean }[] = [
  { part: 'BY_DAY', label: 'Sales by day' },
  { part: 'BY_STORE', label: 'Sales by store' },
  { part: 'BY_HOUR', label: 'Sales by hour' },
  { part: 'PICKUP_METHODS', label: 'Pickup methods' },
  { part: 'TOP_PRODUCTS', label: 'Top products' },
  { part: 'TOP_MODIFIERS', label: 'Top modifiers' },
  { part: 'FUNNEL', label: 'Checkout funnel', chainOnly: true },
];

export function ReportExport({
  variables,
  wholeChain,
  disabled,
  onError,
}: {
  readonly variables: Omit<VariablesOf<typeof SalesReportCsvQuery>, 'part'>;
  readonly wholeChain: boolean;
  readonly disabled: boolean;
  readonly onError: (message: string | null) => void;
}) {
  const client = useClient();
  const [part, setPart] = useState<Part>('BY_DAY');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    onError(null);
    const result = await client.query(
      SalesReportCsvQuery,
      { ...variables, part },
      { requestPolicy: 'network-only' },
    );
    setBusy(false);
    if (result.error || !result.data)
      onError(result.error ? errorMessage(result.error) : 'The export failed.');
    else downloadCsv(result.data.salesReportCsv.fileName, result.data.salesReportCsv.csv);
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor="report-export-part" className="mb-1 block text-sm font-semibold text-stone-800">
          Export
        </label>
        <select
          id="report-export-part"
          className="input"
          value={part}
          onChange={(event) => setPart(event.target.value as Part)}
        >
          {PARTS.filter((p) => wholeChain || !p.chainOnly).map((p) => (
            <option key={p.part} value={p.part}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="primary"
        icon={<Download aria-hidden className="size-4" />}
        busy={busy}
        disabled={disabled}
        onClick={() => void download()}
      >
        Download CSV
      </Button>
    </div>
  );
}
