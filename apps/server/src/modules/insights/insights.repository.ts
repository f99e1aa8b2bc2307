import { sql } from 'drizzle-orm';
import { DEFAULT_RISK_THRESHOLDS, type RiskSettingsBody } from '@rekon/contracts';
import { exec, type Db } from '../../db/client';

export interface StoredSettings extends RiskSettingsBody {
  updated_at: Date | null;
  updated_by: string | null;
}

/** A website's thresholds, or the defaults while no ADMIN has set them. */
export async function settingsOf(db: Db, website: string): Promise<StoredSettings> {
  const { rows } = await exec<{
    sender_min_users: number;
    user_min_senders: number;
    updated_at: Date | string;
    updated_by: string;
  }>(
    db,
    sql`select risk_setting_sender_min_users as sender_min_users, risk_setting_user_min_senders as user_min_senders,
          risk_setting_updated_at as updated_at, risk_setting_updated_by_name as updated_by
        from risk_setting where risk_setting_website = ${website}`,
  );
  const row = rows[0];
  if (!row) return { ...DEFAULT_RISK_THRESHOLDS, updated_at: null, updated_by: null };
  return { ...row, updated_at: new Date(row.updated_at) };
}

export async function saveSettings(
  db: Db,
  website: string,
  body: RiskSettingsBody,
  by: { accountId: number; accountName: string; at: Date },
): Promise<void> {
  await exec(
    db,
    sql`insert into risk_setting (risk_setting_website, risk_setting_sender_min_users, risk_setting_user_min_senders,
          risk_setting_updated_at, risk_setting_updated_by, risk_setting_updated_by_name)
        values (${website}, ${body.sender_min_users}, ${body.user_min_senders}, ${by.at}::timestamptz,
          ${by.accountId}::int, ${by.accountName})
        on conflict (risk_setting_website) do update set
          risk_setting_sender_min_users = excluded.risk_setting_sender_min_users,
          risk_setting_user_min_senders = excluded.risk_setting_user_min_senders,
          risk_setting_updated_at = excluded.risk_setting_updated_at,
          risk_setting_updated_by = excluded.risk_setting_updated_by,
          risk_setting_updated_by_name = excluded.risk_setting_updated_by_name`,
  );
}
