import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type JenisTransaksi } from '@rekon/contracts';
import { send, call } from '../../../lib/api-client';
import { AKUN_BANK_KEYS } from '../../../lib/query-keys';

export interface NewAkunBank {
  akun_bank_website: string;
  akun_bank_jenis_transaksi: JenisTransaksi;
  akun_bank_bank: string;
  akun_bank_name: string;
  akun_bank_no: string;
  akun_bank_created_by: number;
}

const useInvalidateList = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: AKUN_BANK_KEYS.all });
};

export function useCreateAkunBank() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (account: NewAkunBank) => send(call(endpoints.createAkunBank), account),
    onSuccess: invalidate,
  });
}

// Toggle and remove failures are silent (spec section 8): the list reloads either way.
export function useDeleteAkunBank() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (akunBankId: number) => send(call(endpoints.deleteAkunBank, { akun_bank_id: akunBankId })),
    onSettled: invalidate,
  });
}

export function useUpdateAkunBankStatus() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: ({ akunBankId, active }: { akunBankId: number; active: boolean }) =>
      send(call(endpoints.updateAkunBankStatus, { akun_bank_id: akunBankId }), { akun_bank_status: active }),
    onSettled: invalidate,
  });
}
