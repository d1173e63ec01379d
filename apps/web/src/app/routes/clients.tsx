import { ComingSoon } from '../../components/coming-soon.tsx';

export function ClientsRoute() {
  return <ComingSoon title="Clients" description="Add clients, link them to QuickBooks and upload their charts of accounts." />;
}
