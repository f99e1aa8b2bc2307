import { PageHeader } from '../../components/ui/page-header';
import { BoReview } from '../../features/review/components/bo-review';
import { useReviewStart } from '../../features/review/hooks/use-review-start';

export default function ViewBoPage() {
  const start = useReviewStart();
  return (
    <>
      <PageHeader title="View BO" />
      <BoReview key={start.key} {...start.screen} />
    </>
  );
}
