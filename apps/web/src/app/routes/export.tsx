import { ComingSoon } from '../../components/coming-soon.tsx';

export function ExportRoute() {
  return <ComingSoon title="Export Transactions" description="Send approved transactions to QuickBooks Online or download them as an IIF file." />;
}
