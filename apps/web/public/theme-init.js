// Runs before first paint: the saved theme ('theme' in localStorage), else the system preference.
(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('theme');
  } catch (e) {
    /* storage blocked: fall back to the system preference */
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
})();
