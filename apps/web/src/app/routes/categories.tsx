import { ComingSoon } from '../../components/coming-soon.tsx';

export function CategoriesRoute() {
  return <ComingSoon title="Categories" description="Maintain the general category list." />;
}
