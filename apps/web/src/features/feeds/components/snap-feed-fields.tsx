import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { FeedForm } from '../lib/feed-form';

export interface SnapFeedFieldsProps {
  /** The dialog's id prefix. */
  id: string;
  form: UseFormReturn<FeedForm, unknown, FeedForm>;
}

/** The fields of a SNAP pull feed: where and how to ask the bank, and how often. */
export function SnapFeedFields({ id, form }: SnapFeedFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <FormField id={`${id}-url`} label="URL Bank (SNAP)" error={errors.snap_base_url?.message}>
        {(control) => <Input {...control} {...form.register('snap_base_url')} autoComplete="off" />}
      </FormField>
      <FormField id={`${id}-client`} label="Client ID" error={errors.snap_client_id?.message}>
        {(control) => <Input {...control} {...form.register('snap_client_id')} autoComplete="off" />}
      </FormField>
      <FormField id={`${id}-client-secret`} label="Client Secret" error={errors.snap_client_secret?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('snap_client_secret')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <FormField id={`${id}-key`} label="Private Key (PEM)" error={errors.snap_private_key?.message}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('snap_private_key')}
            rows={4}
            className="w-full rounded-lg border border-gray-300 bg-transparent px-3 py-2 font-mono text-xs dark:border-gray-700"
          />
        )}
      </FormField>
      <FormField id={`${id}-partner`} label="Partner ID" error={errors.snap_partner_id?.message}>
        {(control) => <Input {...control} {...form.register('snap_partner_id')} autoComplete="off" />}
      </FormField>
      <FormField id={`${id}-channel`} label="Channel ID" error={errors.snap_channel_id?.message}>
        {(control) => <Input {...control} {...form.register('snap_channel_id')} autoComplete="off" />}
      </FormField>
      <FormField
        id={`${id}-interval`}
        label="Interval (detik, minimal 60)"
        error={errors.feed_interval_s?.message}
      >
        {(control) => <Input {...control} {...form.register('feed_interval_s')} inputMode="numeric" />}
      </FormField>
    </>
  );
}
