import { ComingSoon } from '../../components/coming-soon.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';

export function UploadRoute() {
  const { user } = useAuth();
  return (
    <ComingSoon
      title={user?.role === 'admin' ? 'Upload Client Statement' : 'Upload Files'}
      description="Upload a client's PDF bank statement to turn it into transactions."
    />
  );
}
