import { useState } from 'react';
import type { Me } from '@rekon/contracts';
import { Card } from '../../../components/ui/card';
import type { NoticeTone } from '../../../components/ui/notice';
import { WebsiteOptions, WebsiteSelect } from '../../../components/ui/website-select';
import { useWebsiteOptions } from '../../../lib/website-options';
import { AddDatabankDialog } from './add-databank-dialog';
import { DatabankTable } from './databank-table';

export interface DatabankCardProps {
  me: Me;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "Table Data Bank": the website chooser (ADMIN only), the add dialog and the accounts of that website. */
export function DatabankCard({ me, onResult }: DatabankCardProps) {
  const isAdmin = me.account_role === 'ADMIN';
  const websites = useWebsiteOptions();
  // ADMIN picks the website (the first one until then); anyone else is fixed to their own.
  const [picked, setPicked] = useState<string | null>(null);
  const options = websites.data ?? [];
  const websiteCode = isAdmin ? (picked ?? options[0]?.website_code ?? '') : (me.website_code ?? '');

  return (
    <Card
      title="Table Data Bank"
      actions={
        // Not keyed by the website: a key change while loading would unmount (and close) an open dialog.
        // The dialog takes the shown website as its default each time it opens.
        <AddDatabankDialog
          isAdmin={isAdmin}
          loading={isAdmin && websites.isPending}
          websites={options}
          ownWebsiteCode={me.website_code}
          defaultWebsite={websiteCode}
          creatorId={me.account_id}
          onResult={onResult}
        />
      }
    >
      <WebsiteSelect value={websiteCode} disabled={!isAdmin} onChange={setPicked}>
        {isAdmin ? (
          options.length === 0 ? (
            <option value="">-- No Website --</option>
          ) : (
            <WebsiteOptions websites={options} />
          )
        ) : (
          <option value={websiteCode}>{websiteCode || '-- No Website --'}</option>
        )}
      </WebsiteSelect>
      {/* Another website starts again at page 1 (spec section 4). */}
      <DatabankTable key={websiteCode} websiteCode={websiteCode} canManage={isAdmin} />
    </Card>
  );
}
