import { ComingSoon } from '../../components/coming-soon.tsx';

export function TransactionsRoute() {
  return <ComingSoon title="Transactions" description="Review, categorise and approve each client's transactions." />;
}
