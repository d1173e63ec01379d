import { ComingSoon } from '../../components/coming-soon.tsx';

export function RulesRoute() {
  return <ComingSoon title="Learning & Feedback Rules" description="Manage categorization rules to improve AI accuracy over time." />;
}
