import './styles.css';

// A page the server sent already rendered (prerendered, see app/prerender.tsx) is painted before the
// app's JS runs: evaluating it and hydrating the page wait for the next frame, so a slow phone shows
// the page at once instead of after its scripts. Any other page needs the app to show anything.
const boot = () => import('./boot');
if (document.getElementById('root')?.hasAttribute('data-prerendered')) {
  requestAnimationFrame(() => setTimeout(boot, 0));
} else {
  void boot();
}
