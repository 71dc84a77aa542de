import { nombreCompleto, type Ciudadano } from './ciudadanos.js';

/** The simulator's own pages: plain HTML in Spanish, saying plainly that this is a simulator. */

const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ESTILO = 'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}button{font:inherit;padding:.4rem .9rem;margin:.2rem 0;cursor:pointer}input{font:inherit;padding:.3rem}.aviso{background:#fff4ce;border:1px solid #8a6d00;padding:.5rem .8rem}.error{color:#a4000f;font-weight:bold}li{margin:.3rem 0}';

function pagina(titulo: string, cuerpo: string): string {
  return `<!DOCTYPE html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapar(titulo)} · Simulador de Ciudadanía Digital</title><style>${ESTILO}</style></head>
<body>
<header><p class="aviso">Simulador de Ciudadanía Digital: no es el servicio real. Sirve para desarrollo, pruebas y demostración de ProBolivia.</p></header>
<main>
<h1>${escapar(titulo)}</h1>
${cuerpo}
</main>
</body>
</html>`;
}

/** The login interaction: the demo citizens, each a button, and a field for a document number. */
export function paginaIngreso(uid: string, ciudadanos: Ciudadano[], error?: string): string {
  const accion = `/interaccion/${encodeURIComponent(uid)}`;
  const lista = ciudadanos
    .map((c) => `<li><button type="submit" name="documento" value="${escapar(c.documento)}">Ingresar como ${escapar(nombreCompleto(c))} (documento ${escapar(c.documento)})</button></li>`)
    .join('\n');
  return pagina(
    'Simulador de Ciudadanía Digital',
    `<p>Elija la ciudadana o el ciudadano con quien ingresar, o escriba su número de documento.</p>
${error ? `<p class="error" role="alert">${escapar(error)}</p>` : ''}
<section aria-labelledby="demo">
<h2 id="demo">Ciudadanos de demostración</h2>
<form method="post" action="${accion}/ingreso"><ul>
${lista}
</ul></form>
</section>
<section aria-labelledby="otro">
<h2 id="otro">Otro documento</h2>
<form method="post" action="${accion}/ingreso">
<label for="documento">Número de documento</label>
<input id="documento" name="documento" inputmode="numeric" autocomplete="off" required maxlength="20">
<button type="submit">Ingresar</button>
</form>
</section>
<form method="post" action="${accion}/cancelar"><button type="submit">Cancelar y volver</button></form>`,
  );
}

/** RP-initiated logout: oidc-provider's form (id op.logoutForm) with our words. */
export function paginaSalida(form: string): string {
  return pagina(
    'Cerrar sesión en Ciudadanía Digital',
    `<p>ProBolivia pide cerrar también su sesión de Ciudadanía Digital.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Cerrar sesión</button>
<button type="submit" form="op.logoutForm">Mantener la sesión de Ciudadanía Digital</button>`,
  );
}

export function paginaSalidaHecha(): string {
  return pagina('Sesión cerrada', '<p>Cerró su sesión de Ciudadanía Digital.</p>');
}

export function paginaError(datos: Record<string, unknown>): string {
  const filas = Object.entries(datos)
    .map(([k, v]) => `<dt>${escapar(k)}</dt><dd>${escapar(String(v))}</dd>`)
    .join('');
  return pagina('No se pudo completar la solicitud', `<dl>${filas}</dl>`);
}
