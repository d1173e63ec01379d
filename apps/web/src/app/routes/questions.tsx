import { useParams } from 'react-router';
import { QueryProvider } from '../layout/query-provider.tsx';
import { ClientQuestionsPage } from '../../features/ask-client/components/client-questions-page.tsx';

/** `/q/:token`: a client's questions page, outside the signed-in shell (no account needed). */
export function QuestionsRoute() {
  const { token = '' } = useParams();
  return (
    <QueryProvider>
      <ClientQuestionsPage token={token} />
    </QueryProvider>
  );
}
