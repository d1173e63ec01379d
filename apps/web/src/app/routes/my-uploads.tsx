import { ComingSoon } from '../../components/coming-soon.tsx';

export function MyUploadsRoute() {
  return <ComingSoon title="My Uploads" description="Follow the statements you have uploaded and their processing status." />;
}
