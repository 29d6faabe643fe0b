import { useMutation } from '@tanstack/react-query';

import { downloadMonthlyStatementCsv, downloadMonthlyStatementPdf } from '@portal/api';
import { statementFileName } from '@portal/contracts';
import { toast } from '@portal/ui';
import { downloadBlob } from '@portal/ui/lists';

import { payoutsText } from '../strings/payouts-strings';

type Format = 'pdf' | 'csv';

const download = { pdf: downloadMonthlyStatementPdf, csv: downloadMonthlyStatementCsv } as const;

/** A month's statement as the server writes it (PDF or CSV), saved as statement-YYYY-MM.pdf or .csv. */
export function useMonthlyStatement() {
  const file = useMutation({
    mutationFn: ({ month, format }: { month: string; format: Format }) => download[format]({ month }),
    onSuccess: (blob, { month, format }) => downloadBlob(statementFileName(month, format), blob),
    onError: (error) => {
      console.error(error);
      toast.error(payoutsText()('monthly.failed'));
    },
  });
  return {
    download: (month: string, format: Format) => file.mutate({ month, format }),
    /** The format on its way, if any. */
    downloading: file.isPending ? file.variables.format : null,
  };
}
