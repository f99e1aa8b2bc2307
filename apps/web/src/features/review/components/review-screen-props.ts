import type { ReviewFilterDraft } from '../lib/review-filter';
import type { WebsiteChoice } from './review-filter-bar';

/** What a page gives a review screen: the starting filters and whom it serves. */
export interface ReviewScreenProps {
  initial: ReviewFilterDraft;
  /** The filters came complete from the URL: show the results at once. */
  searchAtOnce: boolean;
  websites: WebsiteChoice[];
  websiteFixed: boolean;
  editorId: number;
}
