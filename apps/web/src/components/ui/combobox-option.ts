/** One choice of a Combobox (apart, so its list and hook need not import the component). */
export interface ComboboxOption {
  value: string;
  label: string;
}
