import { PROVIDERS } from './upload-choices';
import { emptyForm, type UploadFormState } from './upload-form';

/** The choices of a user's last upload, offered back after the form resets (decision 036). */
export interface LastChoices {
  form: Omit<UploadFormState, 'date'>;
  /** What the choices read as, e.g. "Nexus · Deposit · Bank Settlement · Bank · ABC · BCA". */
  summary: string;
}

// Per account: two people sharing a browser each get their own.
const keyOf = (accountId: number) => `rekon.upload.last.${accountId}`;
const FIELDS = Object.keys(emptyForm()).filter((field) => field !== 'date');

export function saveLastChoices(accountId: number, choices: LastChoices) {
  try {
    window.localStorage.setItem(keyOf(accountId), JSON.stringify(choices));
  } catch {
    // Storage full or switched off: the form still works, it only cannot offer the choices back.
  }
}

/** The saved choices, or null when there are none or they are not a form this version understands. */
export function loadLastChoices(accountId: number): LastChoices | null {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(keyOf(accountId)) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { form, summary } = saved as Partial<LastChoices>;
    if (typeof summary !== 'string' || typeof form !== 'object' || form === null) return null;
    if (!FIELDS.every((field) => field in form)) return null;
    if (!PROVIDERS.some((provider) => provider.value === form.provider)) return null;
    return { form, summary };
  } catch {
    return null;
  }
}
