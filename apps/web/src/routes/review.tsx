import { useParams } from 'react-router';
import { ReviewScreen } from '../features/generator/review/review-screen';

/** `/review/{token}`: a campaign's review, for someone without an account (decision 0058). */
export default function ReviewPage() {
  const { token = '' } = useParams();
  // Keyed by token: another link never shows the previous one's answers.
  return <ReviewScreen key={token} token={token} />;
}
