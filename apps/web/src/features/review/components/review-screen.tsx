import { Fragment, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { NoticeSlot } from '../../../components/ui/notice';
import type { ExportTarget } from '../api/export-review';
import { filterKey, useReviewScreen } from '../hooks/use-review-screen';
import type { ReviewFilter, ReviewSide } from '../lib/review-filter';
import { ReviewFilterBar } from './review-filter-bar';
import type { ReviewScreenProps } from './review-screen-props';
import { SearchFirst } from './search-first';

interface ReviewScreenFrameProps extends Omit<ReviewScreenProps, 'editorId'> {
  title: string;
  /** The deposit and withdraw lists of the screen: their View Type labels and export paths. */
  lists: Record<ReviewSide, ExportTarget & { label: string }>;
  /** The results of the applied filter; each filter gets a fresh instance. */
  results: (filter: ReviewFilter) => ReactNode;
}

/**
 * What View BO and View Mutasi share (spec section 2): the filter row with its exports, the screen's message, and
 * the results of the applied filter, or the prompt to search first.
 */
export function ReviewScreen(props: ReviewScreenFrameProps) {
  const { title, initial, searchAtOnce, websites, websiteFixed, lists, results } = props;
  const screen = useReviewScreen(initial, searchAtOnce);
  const { applied } = screen;
  return (
    <Card title={title}>
      <ReviewFilterBar
        sideLabels={{ deposit: lists.deposit.label, withdraw: lists.withdraw.label }}
        draft={screen.draft}
        onChange={screen.change}
        websites={websites}
        websiteFixed={websiteFixed}
        onSearch={screen.search}
        onExport={(format) => screen.exportAs(lists, format)}
        exporting={screen.exporting}
      />
      <NoticeSlot notice={screen.notice} />
      {applied ? <Fragment key={filterKey(applied)}>{results(applied)}</Fragment> : <SearchFirst />}
    </Card>
  );
}
