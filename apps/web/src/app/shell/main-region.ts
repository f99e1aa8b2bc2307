/** The id of the layout's `<main>`: the skip link's target, and where the focus goes when its element leaves. */
export const MAIN_REGION_ID = 'main';

export function focusMainRegion() {
  document.getElementById(MAIN_REGION_ID)?.focus({ preventScroll: true });
}
