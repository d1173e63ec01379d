import { ComingSoon } from '../../components/coming-soon.tsx';

export function LogsRoute() {
  return <ComingSoon title="Logging & Audit Trail" description="Every change, who made it, and what can be rolled back." />;
}
