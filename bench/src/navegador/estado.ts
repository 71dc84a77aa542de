/**
 * A script for the page (plain text: a compiled function could carry the compiler's helpers): from
 * when it runs, it writes to `window.__estadoBench` the moment (performance.now(), from the page's
 * navigation start) the screen's first usable state is visible: a list's first data row (or the
 * list's empty text), or a form's first field, or a details page's heading. Elements already in `main` when it starts (the page
 * the user came from) are ignored. Nothing is timed by a sleep: the check runs on each DOM change,
 * and every 50 ms for changes of style alone (a fade, a collapse).
 */
const VIGILAR = `
(function (espera) {
  window.__estadoBench = { fin: 0, visto: '' };
  var antes = new WeakSet(Array.from(document.querySelectorAll('main *')));
  function visible(e) {
    return !antes.has(e) && e.getClientRects().length > 0 && (!e.checkVisibility || e.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
  }
  function primero(sel) { return Array.from(document.querySelectorAll(sel)).find(visible); }
  function buscar() {
    if (espera === 'titulo') return primero('main h1') ? 'heading' : '';
    if (espera === 'campo') return primero('main input:not([type=hidden]):not([type=file]), main textarea, main [role=combobox]') ? 'form' : '';
    if (primero('main tbody tr:not([data-vacia])')) return 'rows';
    // The list's empty row (ListTable's data-vacia), once its text is there and no page is loading (aria-busy with the bar).
    var vacia = Array.from(document.querySelectorAll('main tbody tr[data-vacia]')).find(function (f) {
      var tabla = f.closest('table');
      return visible(f) && !(tabla && tabla.getAttribute('aria-busy') === 'true') && (f.textContent || '').trim() !== '';
    });
    return vacia ? 'empty list' : '';
  }
  var observador, reloj;
  function revisar() {
    if (window.__estadoBench.fin) return;
    var visto = buscar();
    if (!visto) return;
    window.__estadoBench = { fin: performance.now(), visto: visto };
    observador.disconnect();
    clearInterval(reloj);
  }
  observador = new MutationObserver(revisar);
  observador.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  reloj = setInterval(revisar, 50);
  revisar();
})`;

/** A list's first row, a form's first field, or (a page of details read from the session) its heading. */
export type Espera = 'filas' | 'campo' | 'titulo';

/** Starts watching now (before a click: the screen the user leaves is ignored). */
export const vigilarAhora = (espera: Espera) => `${VIGILAR}(${JSON.stringify(espera)});`;

/** Watches a page about to load (an init script): it starts once the document exists. */
export const vigilarAlCargar = (espera: Espera) =>
  `if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', function () { ${vigilarAhora(espera)} }, { once: true }); else { ${vigilarAhora(espera)} }`;

/** Read by waitForFunction: the moment and what was seen, once seen. */
export const LEIDO = `window.__estadoBench && window.__estadoBench.fin ? window.__estadoBench : null`;
