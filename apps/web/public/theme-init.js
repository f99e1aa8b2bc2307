// Runs before the first paint (loaded synchronously from index.html): applies the stored theme so a dark
// page never flashes light. Kept tiny and dependency-free; the app's theme toggle owns the key afterwards.
(function () {
  try {
    if (globalThis.localStorage.getItem('theme') === 'dark') {
      globalThis.document.documentElement.classList.add('dark');
    }
  } catch {
    // Storage can be blocked (privacy settings): the light default applies.
  }
})();
