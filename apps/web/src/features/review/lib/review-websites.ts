import type { Me, WebsiteOption } from '@rekon/contracts';
import type { WebsiteChoice } from '../components/review-filter-bar';

/**
 * The websites a review screen offers. An ADMIN chooses among all of them; anyone else reviews only their own
 * website, preselected and fixed (the server refuses other websites' rows anyway).
 */
export function reviewWebsites(
  me: Me,
  options: WebsiteOption[] | undefined,
): { websites: WebsiteChoice[]; fixedWebsite: string | null } {
  if (me.account_role === 'ADMIN') {
    return {
      websites: (options ?? []).map((option) => ({ code: option.website_code, name: option.website_name })),
      fixedWebsite: null,
    };
  }
  const code = me.website_code ?? '';
  return { websites: code ? [{ code, name: me.website_name }] : [], fixedWebsite: code };
}
