import { PageHeader } from '../../components/ui/page-header';
import { MutasiReview } from '../../features/review/components/mutasi-review';
import { useReviewStart } from '../../features/review/hooks/use-review-start';

export default function ViewMutasiPage() {
  const start = useReviewStart();
  return (
    <>
      <PageHeader title="View Mutasi" />
      <MutasiReview key={start.key} {...start.screen} />
    </>
  );
}
