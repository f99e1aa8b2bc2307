import { useState } from 'react';
import { loadLastChoices, saveLastChoices, type LastChoices } from '../lib/last-choices';

/** The choices of the account's last upload, offered back once (decision 036), and a way to remember new ones. */
export function useLastChoices(accountId: number | null) {
  const [lastChoices, setLastChoices] = useState<LastChoices | null>(() =>
    accountId === null ? null : loadLastChoices(accountId),
  );
  const remember = (choices: LastChoices) => {
    if (accountId !== null) saveLastChoices(accountId, choices);
    setLastChoices(choices);
  };
  return { lastChoices, remember };
}
