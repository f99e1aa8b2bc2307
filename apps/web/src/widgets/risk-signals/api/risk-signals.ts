import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatWireDate,
  RiskSettings,
  RiskSettingsResponse,
  RiskSignalsResponse,
  type IsoDate,
  type RiskSettingsBody,
  endpoints,
} from '@rekon/contracts';
import { getJson, sendForData, call } from '../../../lib/api-client';

/** Every risk-signal cache entry starts with this key; a change of thresholds invalidates it. */
export const RISK_KEY = ['risk'] as const;

export const riskSignalsQuery = (websiteCode: string, date: IsoDate) =>
  queryOptions({
    queryKey: [...RISK_KEY, 'signals', websiteCode, date],
    queryFn: () =>
      getJson(call(endpoints.riskSignals, { websiteCode, date: formatWireDate(date) }), RiskSignalsResponse),
    // Like the dashboard: uploads and approvals land all day.
    refetchOnWindowFocus: true,
  });

export const useRiskSignals = (websiteCode: string, date: IsoDate) =>
  useQuery({ ...riskSignalsQuery(websiteCode, date), enabled: websiteCode !== '' && date !== '' });

export const riskSettingsQuery = (websiteCode: string) =>
  queryOptions({
    queryKey: [...RISK_KEY, 'settings', websiteCode],
    queryFn: () => getJson(call(endpoints.riskSettings, { websiteCode }), RiskSettings),
  });

/** An ADMIN's change of one website's thresholds; the signals are asked for again. */
export function useSaveRiskSettings(websiteCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RiskSettingsBody) =>
      RiskSettingsResponse.parse(await sendForData(call(endpoints.saveRiskSettings, { websiteCode }), body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RISK_KEY }),
  });
}
