import { useParams } from 'react-router';
import { ClientQuestionsPage } from '../../features/ask-client/components/client-questions-page.tsx';

/** `/q/:token`: a client's questions page, outside the signed-in shell (no account needed). */
export function QuestionsRoute() {
  const { token = '' } = useParams();
  return <ClientQuestionsPage token={token} />;
}
